import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRONT_DOOR_ID_HEADER,
  PROBE_WARM_SAMPLES,
  latencyStats,
  type FrontDoor,
  type FrontDoorCatalogue,
} from '@netlens/core';
import { startDelayForwarder, type DelayForwarder } from '@netlens/netsim';
import { startTestApp, type TestApp } from '../../test/harness.js';

const site = { country: 'Testland', countryCode: 'TL', latitude: 0, longitude: 0 };

/** Warm latency samples (ms) of one front door over a kept-alive connection, and who answered. */
async function probe(frontDoor: FrontDoor): Promise<{ answeredBy: string | null; ms: number[] }> {
  const url = (n: number) => `${frontDoor.probeUrl}probe/latency?n=${n}`;
  const cold = await fetch(url(0));
  await cold.arrayBuffer();
  const ms: number[] = [];
  for (let n = 1; n <= PROBE_WARM_SAMPLES; n++) {
    const t0 = performance.now();
    await (await fetch(url(n))).arrayBuffer();
    ms.push(performance.now() - t0);
  }
  return { answeredBy: cold.headers.get(FRONT_DOOR_ID_HEADER), ms };
}

// Three front doors on loopback: one direct, two behind forwarders adding 20 and 100 ms of
// round trip; a fourth instance only serves the catalogue, as a central site would.
describe('several front doors on loopback, some behind a delaying forwarder', () => {
  const apps: TestApp[] = [];
  const forwarders: DelayForwarder[] = [];
  let catalogue: FrontDoorCatalogue;

  beforeAll(async () => {
    const doors: FrontDoor[] = [];
    for (const [id, delayMs] of [
      ['near', 0],
      ['mid', 10],
      ['far', 50],
    ] as const) {
      const t = await startTestApp('sqlite', { FRONT_DOOR_ID: id });
      apps.push(t);
      const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
      let probeUrl = `http://127.0.0.1:${port}/`;
      if (delayMs > 0) {
        const f = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: port, delayMs });
        forwarders.push(f);
        probeUrl = f.url;
      }
      doors.push({ id, workload: 'mail', city: id, ...site, probeUrl });
    }
    const central = await startTestApp('sqlite', {
      FRONT_DOORS: JSON.stringify(doors),
      FRONT_DOOR_ID: 'central',
    });
    apps.push(central);
    catalogue = (await central.app.inject({ url: '/api/frontdoors' })).json();
  });
  afterAll(async () => {
    await Promise.all(forwarders.map((f) => f.stop()));
    await Promise.all(apps.map((a) => a.close()));
  });

  it('finds each front door by its id, and the undelayed one as optimal', async () => {
    expect(catalogue.self).toBeNull();
    const results = [];
    for (const f of catalogue.frontDoors) {
      const { answeredBy, ms } = await probe(f);
      expect(answeredBy).toBe(f.id);
      results.push({ id: f.id, stats: latencyStats(ms)! });
    }
    const byId = Object.fromEntries(results.map((r) => [r.id, r.stats]));
    expect(results.sort((a, b) => a.stats.median - b.stats.median).map((r) => r.id)).toEqual([
      'near',
      'mid',
      'far',
    ]);
    expect(byId.mid!.min - byId.near!.min).toBeGreaterThan(19);
    expect(byId.mid!.median - byId.near!.median).toBeLessThan(30);
    expect(byId.far!.min - byId.near!.min).toBeGreaterThan(99);
    expect(byId.far!.median - byId.near!.median).toBeLessThan(115);
  });
});
