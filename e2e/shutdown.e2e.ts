// The server as an operator stops it: SIGTERM ends it within its grace period even when nobody
// reads its output, whose last lines are then left unwritten rather than holding the process.
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness.js';

let server: RunningServer | undefined;
afterAll(async () => server?.stop('SIGKILL'));

it('stops on SIGTERM while its output is not read and the log cannot be written', async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
  // Nobody reads from here on: a few hundred kilobytes of request lines fill the pipe.
  server.pauseOutput();
  const long = 'x'.repeat(4000);
  for (let i = 0; i < 200; i++) await fetch(`${server.origin}/readyz?${long}${i}`);

  const asked = performance.now();
  const code = await Promise.race([
    server.stop('SIGTERM'),
    new Promise<'running'>((r) => setTimeout(() => r('running'), 8_000)),
  ]);
  expect(code).toBe(0);
  expect(performance.now() - asked).toBeLessThan(8_000);
});
