import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS, form, postForm } from '../../test/connectivity-fixtures.js';

const kinds = await testDatabases();
const read = (t: TestApp, id: string) =>
  t.app.inject({ url: `/api/AnonymousConnectivityTest/ReadReport/${id}` });

// 25 samples in the order taken: 30.25, 10.25, 29.25, 11.25, …; sorted they are 10.25 … 34.25.
const samples = Array.from({ length: 25 }, (_, i) => 10.25 + ((i * 12) % 25));

describe.each(kinds)('the median latency with its confidence interval (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });

  it('answers the 8th and 18th of 25 samples, widened by their resolution (0.01 ms), and below by the browser’s 1 ms, as the median’s 95 % interval, when generated and when read back', async () => {
    const generated = await postForm(
      t,
      form({
        measuredLatency: '10.25',
        measuredLatencies: samples.join(','),
        latencyTiming: 'resource-timing',
      }),
    );
    expect(generated.statusCode).toBe(200);
    const expected = {
      median: 22.25,
      medianInterval: { lower: expect.closeTo(16.24, 9), upper: expect.closeTo(27.26, 9), confidence: 0.95 },
    };
    expect(generated.json().latency).toMatchObject(expected);
    const stored = await read(t, generated.json().id);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().latency).toMatchObject(expected);
  });

  it('answers no interval (null) below six samples rather than a false one', async () => {
    const generated = await postForm(t, form());
    expect(generated.json().latency).toMatchObject({ count: 4, medianInterval: null });
    const stored = await read(t, generated.json().id);
    expect(stored.json().latency.medianInterval).toBeNull();
  });
});
