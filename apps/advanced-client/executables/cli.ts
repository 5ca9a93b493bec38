// `node dist/build-executable.mjs [--platform windows-x64|linux-x64|linux-arm64|all] [--cache dir]`:
// builds the advanced client's executables, prints each one's size and hash, and writes one JSON
// line per file on stdout (read by the server, which builds a platform on its first request).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ClientPlatformSchema, ClientPlatforms, type ClientPlatform } from '@netlens/core';
import { buildExecutable } from './build.js';

const dist = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    platform: { type: 'string', default: 'all' },
    cache: { type: 'string', default: join(dist, 'executables') },
    bundle: { type: 'string', default: join(dist, 'netlens-advanced.cjs') },
  },
});

const executables = ClientPlatformSchema.options.filter((p) => ClientPlatforms[p].executable);
const platforms: ClientPlatform[] =
  values.platform === 'all' ? executables : [ClientPlatformSchema.parse(values.platform)];

for (const platform of platforms) {
  try {
    const built = await buildExecutable(platform, {
      bundle: resolve(values.bundle),
      cacheDir: resolve(values.cache),
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stderr.write(
      `${platform}: ${built.path} ${(built.size / 1e6).toFixed(1)} MB, sha256 ${built.sha256}\n`,
    );
    process.stdout.write(`${JSON.stringify(built)}\n`);
  } catch (e) {
    process.stderr.write(`${platform}: ${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}
