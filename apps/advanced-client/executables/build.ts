// Builds the advanced client as a Node.js single-file executable for one platform: the client
// bundle as a SEA blob (made by a Node.js of the target's version), injected by postject into that
// platform's Node.js binary from its npm package (fetched with `npm pack`, so only from the registry).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'postject';
import { extract } from 'tar';
import { ClientNodeVersion, ClientPlatforms, type ClientPlatform } from '@netlens/core';

const run = promisify(execFile);

/** The fuse Node.js looks for to know a blob was injected (Node's SEA documentation). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** A built file: where it is, its size and hash. */
export type BuiltExecutable = { platform: ClientPlatform; path: string; size: number; sha256: string };

export type BuildOptions = {
  /** The CommonJS bundle of the client (`dist/netlens-advanced.cjs`). */
  bundle: string;
  /** Where Node.js packages and built files are kept between builds. */
  cacheDir: string;
  log?: (line: string) => void;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The platform whose Node.js can run here (to make the blob), if any. */
function hostPlatform(): ClientPlatform | null {
  if (process.platform === 'linux' && process.arch === 'x64') return 'linux-x64';
  if (process.platform === 'linux' && process.arch === 'arm64') return 'linux-arm64';
  if (process.platform === 'win32' && process.arch === 'x64') return 'windows-x64';
  return null;
}

/** A platform's Node.js binary, from its npm package's tarball (packed once into the cache). */
async function nodeBinary(platform: ClientPlatform, cacheDir: string, work: string): Promise<string> {
  const exe = ClientPlatforms[platform].executable;
  if (!exe) throw new Error(`${platform} has no executable`);
  const dir = join(cacheDir, 'node');
  const tarball = join(dir, `${exe.npmPackage}-${ClientNodeVersion}.tgz`);
  if (!existsSync(tarball)) {
    await mkdir(dir, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // Packed beside the build, then moved into place whole: a build beside it never reads half a file.
    await run(
      npm,
      ['pack', `${exe.npmPackage}@${ClientNodeVersion}`, '--pack-destination', work, '--silent'],
      {
        shell: process.platform === 'win32',
        maxBuffer: 1 << 20,
      },
    );
    const packed = join(work, basename(tarball));
    if (!existsSync(packed))
      throw new Error(`npm pack did not write ${exe.npmPackage}-${ClientNodeVersion}.tgz`);
    await rename(packed, tarball);
  }
  const out = join(work, platform);
  await mkdir(out, { recursive: true });
  const entry = `package/${exe.binary}`;
  await extract({ file: tarball, cwd: out, filter: (path) => path === entry });
  const binary = join(out, entry);
  if (!existsSync(binary)) throw new Error(`${exe.npmPackage}@${ClientNodeVersion} has no ${exe.binary}`);
  return binary;
}

/** The Node.js that makes the blob: this one when it is the target's version, else the host's package. */
async function blobMaker(cacheDir: string, work: string): Promise<string> {
  if (process.version === `v${ClientNodeVersion}`) return process.execPath;
  const host = hostPlatform();
  if (!host) throw new Error(`making the blob needs Node.js ${ClientNodeVersion} on Linux or Windows x64`);
  return nodeBinary(host, cacheDir, work);
}

/** Builds (or finds already built) the executable of `platform` for the bundle. */
export async function buildExecutable(
  platform: ClientPlatform,
  opts: BuildOptions,
): Promise<BuiltExecutable> {
  const info = ClientPlatforms[platform];
  if (!info.executable) throw new Error(`${platform} is offered as the bundle, not an executable`);
  const bundle = await readFile(opts.bundle);
  const key = `${platform}-${ClientNodeVersion}-${sha256(bundle).slice(0, 16)}`;
  const dir = join(opts.cacheDir, key);
  const path = join(dir, info.fileName);
  const record = join(dir, 'file.json');
  if (existsSync(record)) return { ...(JSON.parse(await readFile(record, 'utf8')) as BuiltExecutable), path };

  await mkdir(opts.cacheDir, { recursive: true });
  const work = await mkdtemp(join(opts.cacheDir, '.build-'));
  try {
    const started = Date.now();
    // Relative names, no code cache nor snapshot: the blob is then the same bytes on every build.
    await writeFile(join(work, 'main.cjs'), bundle);
    const config = {
      main: 'main.cjs',
      output: 'sea.blob',
      disableExperimentalSEAWarning: true,
      useCodeCache: false,
      useSnapshot: false,
    };
    await writeFile(join(work, 'sea-config.json'), JSON.stringify(config));
    await run(await blobMaker(opts.cacheDir, work), ['--experimental-sea-config', 'sea-config.json'], {
      cwd: work,
    });
    const blob = join(work, config.output);
    const exe = join(work, info.fileName);
    await copyFile(await nodeBinary(platform, opts.cacheDir, work), exe);
    await chmod(exe, 0o755);
    await inject(exe, 'NODE_SEA_BLOB', await readFile(blob), { sentinelFuse: SEA_FUSE });
    const built = await readFile(exe);
    const result: BuiltExecutable = { platform, path, size: built.length, sha256: sha256(built) };
    const staged = join(work, 'out');
    await mkdir(staged);
    await rename(exe, join(staged, info.fileName));
    await writeFile(
      join(staged, 'file.json'),
      JSON.stringify({ platform, size: result.size, sha256: result.sha256 }),
    );
    // Another process building the same file may have finished first: its file is the same bytes.
    if (!existsSync(record)) {
      await rm(dir, { recursive: true, force: true });
      await rename(staged, dir);
    }
    opts.log?.(`${platform}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
