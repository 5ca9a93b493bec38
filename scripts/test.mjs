// The test command: installs what the tests need (Debian's Chromium, nginx… when missing), checks types
// and style, builds the product, then runs unit, integration and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  process.stdout.write(`\n> ${cmd} ${args.join(' ')}\n`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    process.stderr.write(`\n"${cmd} ${args.join(' ')}" failed (exit ${code}).\n`);
    process.exit(code);
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
  { file: '/usr/lib/wine/wine64', packages: ['wine64'] }, // the advanced client's Windows executable
];

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !existsSync(p.file) && !(p.alt && existsSync(p.alt)));
  if (missing.length === 0) return;
  const packages = missing.flatMap((p) => p.packages);
  process.stdout.write(`Installing Debian packages the tests need: ${packages.join(' ')}\n`);
  const [apt, ...pre] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    run(apt, [...pre, 'update', '-qq'], { env }) === 0 &&
    run(apt, [...pre, 'install', '-y', '-qq', ...packages], { env }) === 0;
  if (!ok) {
    process.stderr.write(
      `Could not install ${packages.join(' ')} with apt-get; install them and run again.\n`,
    );
    process.exit(1);
  }
}

function tally(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

ensureDebianPackages();
must('npm', ['run', 'typecheck', '--silent']);
must('npm', ['run', 'lint', '--silent']);
must('npm', ['run', 'build', '--silent']);

const report = join(tmpdir(), `netlens-vitest-${process.pid}.json`);
const code = run('npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'integration',
  '--project',
  'e2e',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
const t = tally(report);
rmSync(report, { force: true });
process.stdout.write(`\n${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped\n`);
process.exit(code);
