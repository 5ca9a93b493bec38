// The server as an operator stops it: SIGTERM ends it within its grace period even when nobody
// reads its output, whose last lines are then left unwritten rather than holding the process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, serverMain } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'netlens-shutdown-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('stops on SIGTERM while its output is not read and the log cannot be written', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'shutdown.db')}`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Open http')) resolve();
      });
      void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
    // Nobody reads from here on: a few hundred kilobytes of request lines fill the pipe.
    child.stdout!.pause();
    const long = 'x'.repeat(4000);
    for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/readyz?${long}${i}`);

    const asked = performance.now();
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'running'>((r) => setTimeout(() => r('running'), 8_000)),
    ]);
    expect(code).toBe(0);
    expect(performance.now() - asked).toBeLessThan(8_000);
  } finally {
    child.kill('SIGKILL');
  }
});
