// Debian's nginx as a plain process in front of the product's instances, with the repository's
// own configuration (deploy/netlens.conf.template, the file the compose set-up mounts).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = join(root, 'deploy/netlens.conf.template');
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The template with its ${NETLENS_…} variables filled in, as the nginx image's envsubst does. */
export function renderNginxConf(vars: Record<string, string>): string {
  const text = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(NETLENS_\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${name} is not given`);
    return value;
  });
  return text;
}

/** Fields of each access-log line: the request, its status and the instance that answered. */
export interface AccessEntry {
  method: string;
  uri: string;
  status: number;
  upstream: string;
  userAgent: string;
}

/**
 * A main configuration around the rendered file with every path in `dir` (pid, logs, temp files)
 * and one worker, so round robin alternates strictly.
 */
function mainConf(dir: string, rendered: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `    ${k}_temp_path ${join(dir, `${k}-temp`)};`)
    .join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    log_format netlens '$request_method\\t$request_uri\\t$status\\t$upstream_addr\\t$http_user_agent';
    access_log ${join(dir, 'access.log')} netlens;
${temp}
    include ${rendered};
}
`;
}

/** Writes the rendered configuration into a fresh folder; returns its paths. */
function writeConf(vars: Record<string, string>): { dir: string; conf: string } {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers may run as another user
  const rendered = join(dir, 'netlens.conf');
  writeFileSync(rendered, renderNginxConf(vars));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConf(dir, rendered));
  return { dir, conf };
}

/** `nginx -t` on the rendered configuration: its exit code and output. */
export function checkNginxConf(vars: Record<string, string>): { status: number; output: string } {
  const { dir, conf } = writeConf(vars);
  try {
    const res = spawnSync(nginxPath, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
      encoding: 'utf8',
    });
    return { status: res.status ?? 1, output: `${res.stdout}${res.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RunningNginx {
  origin: string;
  /** The product's address through nginx (trailing slash). */
  url: string;
  port: number;
  /** The access log so far (a WebSocket connection is logged when it closes). */
  accessLog: () => AccessEntry[];
  stop: () => Promise<void>;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts nginx in the foreground in front of the instances at `apps` (ports on 127.0.0.1). */
export async function startNginx(apps: [number, number]): Promise<RunningNginx> {
  if (!existsSync(nginxPath)) throw new Error(`nginx is not installed at ${nginxPath}`);
  const port = await freePort();
  const { dir, conf } = writeConf({
    NETLENS_APP_1: `127.0.0.1:${apps[0]}`,
    NETLENS_APP_2: `127.0.0.1:${apps[1]}`,
    NETLENS_LISTEN: `127.0.0.1:${port}`,
  });
  const child = spawn(nginxPath, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${output}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForPort(port, 10_000), exited]);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}/`,
    port,
    accessLog: () => {
      const file = join(dir, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method = '', uri = '', status = '0', upstream = '', userAgent = ''] = line.split('\t');
          return { method, uri, status: Number(status), upstream, userAgent };
        });
    },
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
