import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { join, newRun } from '../../test/hub-fixtures.js';

const LIMITS = { HUB_CONNECTIONS_PER_ADDRESS: '2', HUB_HANDSHAKES_PER_MINUTE: '6' };

/** Tries `attempt` until it holds (the server sees a closed connection a moment after the client). */
async function until(attempt: () => Promise<boolean>, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await attempt()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still refused');
}

describe('live channel limits per client address (sqlite)', () => {
  let t: TestApp;
  let base: string;
  let runId: string;
  const open: Socket[] = [];
  /** A polling handshake: the engine's refusal carries its reason in the body. */
  const handshake = () => fetch(`${base}/messagingHub/?EIO=4&transport=polling&runId=${runId}`);
  const connect = async () => {
    const s = await join(base, runId);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', { FRONT_DOORS, ...LIMITS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    runId = (await newRun(t)).runId;
  });
  afterEach(() => {
    open.splice(0).forEach((s) => s.close());
    vi.useRealTimers();
  });
  afterAll(async () => t?.close());

  it('refuses a connection beyond the open connections allowed, and admits again once one closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await connect();
    await connect();
    await expect(join(base, runId)).rejects.toThrow();
    const refused = await handshake();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('too many open connections from this address (at most 2)');
    first.close();
    // Admitted again once the server has seen the connection close (each try in a new minute, so
    // only the open connections count).
    await until(async () => {
      vi.setSystemTime(Date.now() + 61_000);
      return connect().then(
        () => true,
        () => false,
      );
    });
    expect(open.filter((s) => s.connected)).toHaveLength(2);
  });

  it('refuses handshakes beyond the minute’s share, and admits again the next minute', async () => {
    await new Promise((r) => setTimeout(r, 300)); // the first test's connections close
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 }); // past every minute the first test moved to
    for (let i = 0; i < 6; i++) {
      const s = await join(base, runId);
      s.close();
      await new Promise((r) => setTimeout(r, 100));
    }
    const refused = await handshake();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      'too many connection attempts from this address (at most 6 a minute)',
    );
    await expect(join(base, runId)).rejects.toThrow();
    vi.setSystemTime(Date.now() + 61_000);
    const again = await connect();
    expect(again.connected).toBe(true);
  });
});
