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

/**
 * A fake browser: probe n is requested at 1000·(n + 1) ms and answers in 10 + n ms, its timing entry
 * added once its body is in (a task later), except for those in `missing`; `log` records each
 * request and each body read in full, in order.
 */
function fakeEnv(
  opts: {
    missing?: Set<number>;
    failing?: Set<number>;
    brokenBody?: Set<number>;
    /** Requests that left this long before the previous answer ended. */
    early?: Map<number, number>;
    tao?: boolean;
  } = {},
) {
  const entries = new Map<string, PerformanceResourceTiming>();
  const requested: string[] = [];
  const log: string[] = [];
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
      getEntriesByType: () => [...entries.values()],
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
      log.push(`fetch ${n}`);
      if (opts.failing?.has(n)) throw new TypeError('network error');
      const requestStart = 1000 * (n + 1) - (opts.early?.get(n) ?? 0);
      const detail =
        opts.tao === false
          ? { requestStart: 0, responseStart: 0, responseEnd: 0 }
          : { requestStart, responseStart: requestStart + 10 + n, responseEnd: requestStart + 11 + n };
      const entry = { name: url, ...detail, duration: 50 + n } as PerformanceResourceTiming;
      const answer = new Response(null, { status: 204, headers: { 'x-front-door-id': 'fd-answered' } });
      // The body (and with it the timing entry) comes a task after the headers.
      const body = new Promise<ArrayBuffer>((resolve, reject) =>
        setTimeout(() => {
          log.push(`body ${n}`);
          if (opts.brokenBody?.has(n)) return reject(new TypeError('body broke off'));
          if (!opts.missing?.has(n)) entries.set(url, entry);
          resolve(new ArrayBuffer(0));
        }, 0),
      );
      return Object.assign(answer, { arrayBuffer: () => body });
    },
  };
  return { env, requested, log, stats: () => ({ cleared, bufferSize }) };
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

  it('sends each warm probe once the previous headers are in when the entries show the detail', async () => {
    const { env, log } = fakeEnv();
    const result = await probeFrontDoor(frontDoor, () => undefined, env);
    // The cold probe is read in full first; the warm ones do not wait for each other's bodies.
    expect(log.slice(0, 3)).toEqual(['fetch 0', 'body 0', 'fetch 1']);
    expect(log.indexOf('fetch 25')).toBeLessThan(log.indexOf('body 1'));
    expect(result.samples).toHaveLength(25);
    expect(result.failures).toBe(0);
  });

  it('waits for each body before the next probe without Timing-Allow-Origin', async () => {
    const { env, log } = fakeEnv({ tao: false });
    await probeFrontDoor(frontDoor, () => undefined, env);
    expect(log.slice(0, 6)).toEqual(['fetch 0', 'body 0', 'fetch 1', 'body 1', 'fetch 2', 'body 2']);
  });

  it('keeps no sample whose request left before the previous answer had ended', async () => {
    const result = await probeFrontDoor(
      frontDoor,
      () => undefined,
      fakeEnv({ early: new Map([[5, 1000 - 5]]) }).env,
    );
    expect(result.failures).toBe(1);
    expect(result.samples).toHaveLength(24);
    expect(result.samples.map((s) => s.ms)).not.toContain(15);
  });

  it('counts an answer whose body broke off as failed', async () => {
    const result = await probeFrontDoor(
      frontDoor,
      () => undefined,
      fakeEnv({ brokenBody: new Set([7, 8]) }).env,
    );
    expect(result.failures).toBe(2);
    expect(result.samples).toHaveLength(23);
    expect(result.samples.map((s) => s.ms)).not.toContain(17);
  });
});
