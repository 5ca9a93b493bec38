import { describe, expect, it } from 'vitest';
import { PROBE_WARM_SAMPLES, type FrontDoor } from '@netlens/core';
import { probeFrontDoor, type ProbeEnv } from './probe';

const frontDoor: FrontDoor = {
  id: 'fd-catalogue',
  workload: 'mail',
  city: 'Amsterdam',
  country: 'Netherlands',
  countryCode: 'NL',
  latitude: 52.37,
  longitude: 4.9,
  probeUrl: 'https://fd.example/',
};

/** A fake browser: each URL gets a timing entry of 10 + n ms, except those in `missing`. */
function fakeEnv(opts: { missing?: Set<number>; failing?: Set<number>; tao?: boolean } = {}) {
  const entries = new Map<string, PerformanceResourceTiming>();
  const requested: string[] = [];
  let cleared = 0;
  let bufferSize = 0;
  let clock = 0;
  let token = 0;
  const env: ProbeEnv = {
    random: () => `t${token++}`,
    pause: async () => undefined,
    performance: {
      now: () => (clock += 7),
      getEntriesByName: (name: string) => (entries.has(name) ? [entries.get(name)!] : []),
      clearResourceTimings: () => {
        cleared++;
        entries.clear();
      },
      setResourceTimingBufferSize: (n: number) => {
        bufferSize = n;
      },
    },
    fetch: async (input) => {
      const url = String(input);
      requested.push(url);
      const n = Number(new URL(url).searchParams.get('n'));
      if (opts.failing?.has(n)) throw new TypeError('network error');
      if (!opts.missing?.has(n)) {
        const detail =
          opts.tao === false
            ? { requestStart: 0, responseStart: 0 }
            : { requestStart: 100, responseStart: 110 + n };
        entries.set(url, { ...detail, duration: 50 + n } as PerformanceResourceTiming);
      }
      return new Response(null, { status: 204, headers: { 'x-front-door-id': 'fd-answered' } });
    },
  };
  return { env, requested, stats: () => ({ cleared, bufferSize }) };
}

describe('probeFrontDoor', () => {
  it('takes a cold request and 25 warm samples from unique URLs, reading each entry', async () => {
    const { env, requested, stats } = fakeEnv();
    const progress: number[] = [];
    const result = await probeFrontDoor(frontDoor, (done) => progress.push(done), env);
    expect(requested).toHaveLength(PROBE_WARM_SAMPLES + 1);
    expect(new Set(requested).size).toBe(requested.length);
    expect(requested[1]).toBe('https://fd.example/probe/latency?n=1&r=t1');
    expect(result.samples.map((s) => s.ms)).toEqual(Array.from({ length: 25 }, (_, i) => 11 + i));
    expect(result.timing).toBe('resource-timing');
    expect(result.frontDoorId).toBe('fd-answered');
    expect(result.coldMs).toBe(10);
    expect(result.stats).toMatchObject({ count: 25, min: 11, max: 35, median: 23, jitter: 1 });
    expect(progress.at(-1)).toBe(25);
    expect(stats().cleared).toBe(1);
    expect(stats().bufferSize).toBeGreaterThanOrEqual(250);
  });

  it('labels the run coarse without Timing-Allow-Origin or without an entry', async () => {
    const noTao = await probeFrontDoor(frontDoor, () => undefined, fakeEnv({ tao: false }).env);
    expect(noTao.timing).toBe('coarse');
    expect(noTao.samples[0]).toEqual({ ms: 51, timing: 'coarse' });
    const noEntry = await probeFrontDoor(frontDoor, () => undefined, fakeEnv({ missing: new Set([3]) }).env);
    expect(noEntry.samples[2]).toEqual({ ms: 7, timing: 'clock' });
    expect(noEntry.timing).toBe('coarse');
  });

  it('counts failed probes and keeps going', async () => {
    const result = await probeFrontDoor(
      frontDoor,
      () => undefined,
      fakeEnv({ failing: new Set([0, 2, 4]) }).env,
    );
    expect(result.failures).toBe(2);
    expect(result.samples).toHaveLength(23);
    expect(result.coldMs).toBeNull();
  });
});
