import { describe, expect, it } from 'vitest';
import { MetroPeers, type NetworkLatencies } from './peer-cache.js';

const london = { countryCode: 'GB', city: 'London' };
const leeds = { countryCode: 'GB', city: 'Leeds' };

function setup(ttlMs: number) {
  let now = 1_000;
  const stored: Record<string, NetworkLatencies[]> = {
    London: [
      { asn: 1, latencies: [10, 30, 20] },
      { asn: 2, latencies: [5] },
      { asn: 3, latencies: [40] },
    ],
    Leeds: [{ asn: 9, latencies: [7] }],
  };
  let reads = 0;
  const peers = new MetroPeers(
    async (metro) => {
      reads++;
      return (stored[metro.city] ?? []).map((n) => ({ ...n, latencies: [...n.latencies] }));
    },
    ttlMs,
    () => now,
  );
  return { peers, stored, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('MetroPeers', () => {
  it('gives each other network its median, sorted, and counts their reports', async () => {
    const { peers } = setup(60_000);
    expect(await peers.organisations(london, 3)).toEqual({ latencies: [5, 20], reports: 4 });
    expect(await peers.organisations(london, null)).toEqual({ latencies: [5, 20, 40], reports: 5 });
    expect(await peers.organisations(leeds, null)).toEqual({ latencies: [7], reports: 1 });
  });

  it('reads a metro once per ttl, concurrent callers sharing the read', async () => {
    const { peers, stored, reads, advance } = setup(60_000);
    await Promise.all([peers.organisations(london, null), peers.organisations(london, 1)]);
    expect(reads()).toBe(1);
    stored.London!.push({ asn: 4, latencies: [100] });
    expect((await peers.organisations(london, null)).latencies).toEqual([5, 20, 40]);
    advance(60_000);
    expect((await peers.organisations(london, null)).latencies).toEqual([5, 20, 40, 100]);
    expect(reads()).toBe(2);
  });

  it("adds this instance's own reports at once, to loaded metros only", async () => {
    const { peers, reads } = setup(60_000);
    await peers.record(london, 7, 1); // not loaded yet: the next read finds it in the database
    await peers.organisations(london, null);
    await peers.record(london, 1, 100); // network 1: 10, 20, 30, 100 → median 25
    await peers.record(london, 8, 3);
    expect(await peers.organisations(london, null)).toEqual({ latencies: [3, 5, 25, 40], reports: 7 });
    expect(reads()).toBe(1);
  });

  it('reads every time with a ttl of 0, and again after a failed read', async () => {
    const { peers, reads } = setup(0);
    await peers.organisations(london, null);
    await peers.organisations(london, null);
    expect(reads()).toBe(2);

    let fail = true;
    const flaky = new MetroPeers(async () => {
      if (fail) throw new Error('database down');
      return [{ asn: 1, latencies: [9] }];
    }, 60_000);
    await expect(flaky.organisations(london, null)).rejects.toThrow('database down');
    fail = false;
    expect((await flaky.organisations(london, null)).latencies).toEqual([9]);
  });

  it("keeps each network's median right as reports join in any order", async () => {
    const { peers } = setup(60_000);
    await peers.organisations(london, null); // network 1: 10, 20, 30
    for (const latency of [1, 100, 15, 20]) await peers.record(london, 1, latency);
    // 1, 10, 15, 20, 20, 30, 100 → 20; networks 2 and 3 unchanged
    expect(await peers.organisations(london, null)).toEqual({ latencies: [5, 20, 40], reports: 9 });
    await peers.record(london, 1, 0); // 0, 1, 10, 15, 20, 20, 30, 100 → 17.5
    expect((await peers.organisations(london, 2)).latencies).toEqual([17.5, 40]);
  });
});
