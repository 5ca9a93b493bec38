// The server as an operator stops it: SIGTERM ends it within its grace period even when nobody
// reads its output, whose last lines are then left unwritten rather than holding the process;
// and a shutdown that outlasts the grace period still ends the process, with exit code 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../apps/server/src/shutdown.js';
import { freePort, serverMain } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'netlens-shutdown-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Past the server's grace period: time for its last steps (the log's bounded write). */
const MARGIN_MS = 8_000;

/**
 * Starts a server whose output nobody reads once it is up, and fills that output's pipe with a
 * few hundred kilobytes of request lines; `run` gets its port and `stop`, which sends SIGTERM and
 * answers the exit code, or 'running' when it has not exited within `withinMs`.
 */
async function withUnreadServer(
  name: string,
  run: (port: number, stop: (withinMs: number) => Promise<number | null | 'running'>) => Promise<void>,
) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, `${name}.db`)}`,
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
    child.stdout!.pause();
    const long = 'x'.repeat(4000);
    for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/readyz?${long}${i}`);
    await run(port, (withinMs) => {
      child.kill('SIGTERM');
      return Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), withinMs))]);
    });
  } finally {
    child.kill('SIGKILL');
  }
}

it('stops on SIGTERM while its output is not read and the log cannot be written', async () => {
  await withUnreadServer('unread', async (_port, stop) => {
    const asked = performance.now();
    expect(await stop(8_000)).toBe(0);
    expect(performance.now() - asked).toBeLessThan(8_000);
  });
});

it('ends a shutdown that outlasts its grace period, also while its output is not read', async () => {
  await withUnreadServer('outlasting', async (port, stop) => {
    // A request whose body never comes holds the server's close open, once the server has taken
    // it in (its "100 Continue" says so; before that the connection is idle and closed at once).
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const continued = new Promise((resolve) => socket.once('data', resolve));
    socket.write('POST /api/AnonymousConnectivityTest/GenerateTestReport HTTP/1.1\r\n');
    socket.write('Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n');
    socket.write('Expect: 100-continue\r\n\r\n');
    expect(String(await continued)).toMatch(/^HTTP\/1\.1 100 Continue/);
    try {
      const asked = performance.now();
      expect(await stop(SHUTDOWN_GRACE_MS + MARGIN_MS)).toBe(1);
      expect(performance.now() - asked).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
    } finally {
      socket.destroy();
    }
  });
});
