import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppError, ClientPlatforms, type ClientFile, type ClientPlatform } from '@netlens/core';
import type { AppConfig } from '../../config.js';

/** File name the bundle (run by an installed Node.js) is offered under. */
export const BUNDLE_FILE_NAME = 'netlens-advanced.mjs';

/** A client file ready to send: what the page shows of it, and where it is. */
export type ServedClientFile = ClientFile & { path: string };

/** Where the built bundle is: ADVANCED_CLIENT_FILE, or the workspace's build output. */
export function clientFilePath(config: AppConfig): string | null {
  if (config.advanced.clientFile)
    return existsSync(config.advanced.clientFile) ? config.advanced.clientFile : null;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, '../../advanced-client/dist', BUNDLE_FILE_NAME),
    join(here, '../../../../advanced-client/dist', BUNDLE_FILE_NAME),
    join(process.cwd(), 'apps/advanced-client/dist', BUNDLE_FILE_NAME),
  ];
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** What the builder (`build-executable.mjs` beside the bundle) prints for each file it built. */
const BuiltSchema = z.object({ path: z.string(), size: z.number().int(), sha256: z.string() });

/** A failed build is tried again after this long, not on every request. */
const RETRY_AFTER_MS = 60_000;

/** Runs the builder for one platform at low priority, so it never competes with the server. */
function runBuilder(builder: string, args: string[]): Promise<z.infer<typeof BuiltSchema>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builder, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // Not permitted here: it runs at the server's priority.
    }
    let out = '';
    let errors = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code === 0 && last) resolve(BuiltSchema.parse(JSON.parse(last)));
      else reject(new Error(errors.trim().split('\n').pop() || `the builder exited with ${code}`));
    });
  });
}

/**
 * The client's files: the bundle (macOS, or no platform named) and each platform's single-file
 * executable, built by the advanced client's builder on the first request for that platform (one
 * build at a time per platform; a build kept from an earlier start is found at once) and kept in
 * `ADVANCED_CLIENT_CACHE_DIR`.
 */
export function clientFiles(config: AppConfig, log: (err: unknown, platform: string) => void) {
  const known = new Map<ClientPlatform, Promise<ServedClientFile>>();
  let bundleHash: { key: string; file: Promise<ServedClientFile> } | null = null;

  async function bundle(platform: ClientPlatform): Promise<ServedClientFile> {
    const path = clientFilePath(config);
    if (!path) throw new AppError('ADVANCED_CLIENT_MISSING');
    const { size, mtimeMs } = await stat(path);
    const key = `${path} ${size} ${mtimeMs}`;
    if (bundleHash?.key !== key) {
      const file = readFile(path).then((bytes) => ({
        platform,
        fileName: BUNDLE_FILE_NAME,
        size,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        executable: false,
        path,
      }));
      bundleHash = { key, file };
    }
    return { ...(await bundleHash.file), platform };
  }

  async function build(platform: ClientPlatform): Promise<ServedClientFile> {
    const path = clientFilePath(config);
    const builder = path && join(dirname(path), 'build-executable.mjs');
    const script = path && join(dirname(path), 'netlens-advanced.cjs');
    // Turned off by the operator: the platform's file is not offered (the page offers the bundle).
    if (!config.advanced.clientExecutables)
      throw new AppError('ADVANCED_CLIENT_EXECUTABLES_OFF', { params: { platform } });
    if (!builder || !existsSync(builder) || !existsSync(script!))
      throw new AppError('ADVANCED_CLIENT_MISSING');
    const cacheDir = config.advanced.clientCacheDir ?? join(dirname(path), 'executables');
    try {
      const built = await runBuilder(builder, [
        '--platform',
        platform,
        '--cache',
        cacheDir,
        '--bundle',
        script!,
      ]);
      return { platform, fileName: ClientPlatforms[platform].fileName, executable: true, ...built };
    } catch (cause) {
      log(cause, platform);
      throw new AppError('ADVANCED_CLIENT_BUILD_FAILED', { params: { platform }, cause });
    }
  }

  return {
    /** The file offered for `platform` (the bundle when none is named). */
    file(platform?: ClientPlatform): Promise<ServedClientFile> {
      if (!platform || !ClientPlatforms[platform].executable) return bundle(platform ?? 'macos');
      let file = known.get(platform);
      if (!file) {
        file = build(platform);
        known.set(platform, file);
        file.catch(() => setTimeout(() => known.delete(platform), RETRY_AFTER_MS).unref());
      }
      return file;
    },
  };
}
