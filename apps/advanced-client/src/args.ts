import { Command, InvalidArgumentError } from 'commander';
import { AdvancedTestNames, LiveRunIdSchema, LiveRunTokenSchema } from '@netlens/core';

/** The command line, checked. */
export interface Options {
  server: string;
  run: string | null;
  token: string | null;
  testlist: string;
  filepath: string;
  city?: string;
  state?: string;
  country?: string;
  proxy: { user: string; password: string } | null;
  proxyUrl: string | null;
  json: boolean;
  acceptEula: boolean;
  mediaSeconds: number;
  downloadBytes: number;
  dnsServer: string | null;
  /** Send the simulated call to this relay (host:port) instead of the server's. */
  mediaRelay: { host: string; port: number } | null;
}

const LONG = ['testlist', 'filepath', 'city', 'state', 'country', 'proxy', 'run', 'token', 'server', 'json'];

/** Accepts the public tool's single-dash spelling (-testlist) beside --testlist. */
export function normaliseArgv(argv: readonly string[]): string[] {
  return argv.map((a) => (/^-[a-z]{2,}$/i.test(a) && LONG.includes(a.slice(1).toLowerCase()) ? `-${a}` : a));
}

const positive = (max: number) => (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > max)
    throw new InvalidArgumentError(`a number above 0 and at most ${max}`);
  return n;
};

function relayOf(value: string): { host: string; port: number } {
  const m = /^(.+):(\d{1,5})$/.exec(value);
  const port = Number(m?.[2]);
  if (!m || port < 1 || port > 65535) throw new Error('--media-relay: host:port, such as 127.0.0.1:3478');
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

/** Parses the arguments (after `node file`); throws with a message naming the bad option. */
export function parseArgs(argv: readonly string[], version: string): Options {
  const program = new Command()
    .name('netlens-advanced')
    .version(version)
    .description('Advanced network test for the NetLens connectivity report.')
    .requiredOption('--server <url>', 'the NetLens server, e.g. https://netlens.example.com/')
    .option('--run <id>', 'join the live run shown on the report page')
    .option('--token <token>', "the run's token (shown with the command on the report page)")
    .option('--testlist <tests>', `comma-separated: all, ${AdvancedTestNames.join(', ')}`, 'all')
    .option('--filepath <dir>', 'folder for TestResults/ and the terms-accepted file', process.cwd())
    .option('--city <city>', 'your city, for distances (standalone runs)')
    .option('--state <state>', 'your state or region')
    .option('--country <country>', 'your country')
    .option('--proxy <credentials...>', 'account and password for your proxy')
    .option('--proxy-url <url>', 'send traffic through this HTTP proxy')
    .option('--json', 'print the results as JSON on standard output', false)
    .option('--accept-eula', 'accept the terms and write the accepted-marker file', false)
    .option('--media-seconds <n>', 'length of the simulated call in seconds', positive(60), 10)
    .option('--download-bytes <n>', 'size of the buffer-bloat download', positive(100_000_000), 15_000_000)
    .option('--dns-server <host[:port]>', 'ask this DNS server instead of the system resolver')
    .option('--media-relay <host:port>', "send the simulated call to this relay instead of the server's")
    .exitOverride()
    .configureOutput({ writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });
  program.parse(normaliseArgv(argv), { from: 'user' });
  const o = program.opts();
  let server: URL;
  try {
    server = new URL(String(o.server));
    if (!/^https?:$/.test(server.protocol)) throw new Error();
  } catch {
    throw new Error('--server: an http(s) URL such as https://netlens.example.com/');
  }
  if (!server.pathname.endsWith('/')) server.pathname += '/';
  if ((o.run === undefined) !== (o.token === undefined)) throw new Error('--run and --token go together');
  if (o.run !== undefined && !LiveRunIdSchema.safeParse(o.run).success)
    throw new Error('--run: a run id (UUID)');
  if (o.token !== undefined && !LiveRunTokenSchema.safeParse(o.token).success) {
    throw new Error('--token: the 43-character token shown on the report page');
  }
  const proxy = o.proxy as string[] | undefined;
  if (proxy && proxy.length !== 2) throw new Error('--proxy: give the account and the password');
  return {
    server: server.toString(),
    run: o.run ?? null,
    token: o.token ?? null,
    testlist: o.testlist,
    filepath: o.filepath,
    city: o.city,
    state: o.state,
    country: o.country,
    proxy: proxy ? { user: proxy[0]!, password: proxy[1]! } : null,
    proxyUrl: o.proxyUrl ?? null,
    json: o.json,
    acceptEula: o.acceptEula,
    mediaSeconds: o.mediaSeconds,
    downloadBytes: Math.round(o.downloadBytes),
    dnsServer: o.dnsServer ?? null,
    mediaRelay: o.mediaRelay ? relayOf(String(o.mediaRelay)) : null,
  };
}
