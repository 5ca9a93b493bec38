// The test command: installs what the tests need (Debian's Chromium, nginx… when missing), checks types
// and style and builds the product side by side, then runs unit, component and integration tests, then
// end-to-end tests, and ends with how long each step and each tier took and the slowest files.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = join(import.meta.dirname, '..');

/** Each step's name and duration in seconds, for the summary. */
const timings = [];

function run(cmd, args, opts = {}) {
  process.stdout.write(`\n> ${cmd} ${args.join(' ')}\n`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

async function timed(name, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timings.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

/** Debian packages the tests drive, by a file each installs; missing ones are installed with apt-get. */
const DEBIAN_PACKAGES = [
  { file: CHROMIUM, packages: ['chromium'] }, // end-to-end tests
  // Japanese and Chinese pages, and the printed Japanese report read back as text
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', packages: ['fonts-noto-cjk'] },
  { file: '/usr/sbin/traceroute', alt: '/usr/bin/traceroute', packages: ['traceroute'] }, // advanced client
  { file: '/usr/bin/openssl', packages: ['openssl'] }, // TLS inspection test certificates
  { file: '/usr/sbin/nginx', packages: ['nginx'] }, // several instances behind a load balancer
  // the advanced client's Windows executable; Wine's recommended desktop libraries are not needed
  { file: '/usr/lib/wine/wine64', packages: ['wine64'], withoutRecommends: true },
];

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !existsSync(p.file) && !(p.alt && existsSync(p.alt)));
  if (missing.length === 0) return;
  const packages = missing.flatMap((p) => p.packages);
  process.stdout.write(`Installing Debian packages the tests need: ${packages.join(' ')}\n`);
  const [apt, ...pre] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (list, extra = []) =>
    list.length === 0 || run(apt, [...pre, 'install', '-y', '-qq', ...extra, ...list], { env }) === 0;
  const ok =
    run(apt, [...pre, 'update', '-qq'], { env }) === 0 &&
    install(missing.filter((p) => !p.withoutRecommends).flatMap((p) => p.packages)) &&
    install(
      missing.filter((p) => p.withoutRecommends).flatMap((p) => p.packages),
      ['--no-install-recommends'],
    );
  if (!ok) {
    process.stderr.write(
      `Could not install ${packages.join(' ')} with apt-get; install them and run again.\n`,
    );
    process.exit(1);
  }
}

/** Runs a command with its output kept, printed in one piece when it ends; resolves to its exit code. */
function runQuiet(name, cmd, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds });
      const status = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      process.stdout.write(`\n> ${cmd} ${args.join(' ')}: ${status}, ${seconds.toFixed(1)} s\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs the commands, `width` at a time in the order given; resolves to the names of those that failed. */
async function runSideBySide(commands, width) {
  const queue = [...commands];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if ((await runQuiet(next.name, next.cmd, next.args)) !== 0) failed.push(next.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane));
  return failed;
}

/** The workspaces with a type check, the largest first (they check the shared contract too). */
function typecheckedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const withCheck = workspaces.filter(
    (w) => JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')).scripts?.typecheck,
  );
  const size = (w) => spawnSync('git', ['ls-files', w], { cwd: root, encoding: 'utf8' }).stdout.length;
  return withCheck
    .map((w) => ({ w, n: size(w) }))
    .sort((a, b) => b.n - a.n)
    .map((x) => x.w);
}

/**
 * The build, lint (with the format check) and each workspace's type check: independent of each
 * other, so they run side by side, one per core, the build first (it is the longest).
 */
const checksAndBuild = [
  { name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint', '--silent'] },
  ...typecheckedWorkspaces().map((w) => ({
    name: `typecheck ${w}`,
    cmd: 'npm',
    args: ['run', 'typecheck', '--silent', '-w', w],
  })),
];

/** The vitest tiers, one run each (so each has its own duration), in this order. */
const TIERS = ['unit', 'component', 'integration', 'e2e'];

/** Runs one vitest project; resolves to its exit code and its JSON report (absent if none was written). */
async function runTier(project) {
  const file = join(tmpdir(), `netlens-vitest-${project}-${process.pid}.json`);
  const code = await timed(`vitest ${project}`, () =>
    run('npx', [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ]),
  );
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    report = undefined;
  }
  rmSync(file, { force: true });
  return { project, code, report };
}

function tally(results) {
  const t = { passed: 0, failed: 0, skipped: 0 };
  for (const { report: r } of results) {
    if (!r) continue;
    t.passed += r.numPassedTests;
    t.failed += r.numFailedTests;
    t.skipped += r.numPendingTests + r.numTodoTests;
  }
  return t;
}

const pad = (s, n) => String(s).padEnd(n);
const secs = (s) => `${s.toFixed(1)} s`.padStart(9);

function printSummary(results) {
  const out = ['\nTime per step:'];
  for (const { name, seconds } of timings) out.push(`  ${pad(name, 34)}${secs(seconds)}`);
  const files = [];
  for (const { project, report } of results) {
    if (!report) {
      out.push(`  ${pad(`vitest ${project}`, 34)}no report (vitest failed to start?)`);
      continue;
    }
    for (const f of report.testResults) {
      files.push({ project, file: relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 });
    }
  }
  out.push('\nSlowest test files:');
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    out.push(`  ${pad(f.project, 12)}${pad(f.file, 64)}${secs(f.seconds)}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

const started = performance.now();
await timed('Debian packages', ensureDebianPackages);
const failedChecks = await timed('checks and build (side by side)', () =>
  runSideBySide(checksAndBuild, Math.max(2, availableParallelism())),
);
if (failedChecks.length > 0) {
  printSummary([]);
  process.stderr.write(`\nFailed: ${failedChecks.join(', ')}.\n`);
  process.exit(1);
}

const results = [];
for (const project of TIERS) results.push(await runTier(project));
timings.push({ name: 'total', seconds: (performance.now() - started) / 1000 });
printSummary(results);
const t = tally(results);
process.stdout.write(`\n${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped\n`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
