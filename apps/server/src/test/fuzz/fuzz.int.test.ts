import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllEndpoints, FuzzCallers, fuzzRequests, type FuzzRequest } from './requests.js';
import { startFuzzTarget, type FuzzTarget } from './target.js';
import { FuzzTally, csvFaultOf, faultOf } from './verdict.js';

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

describe('fuzzing every route of the endpoint table (sqlite)', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(async () => target?.close());

  const send = (r: FuzzRequest) =>
    target.t.app.inject({
      method: r.method,
      url: r.url,
      headers: target.headersFor(r),
      remoteAddress: r.remoteAddress,
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    });

  it(`answers ${COUNT} generated requests with no 5xx, and every 4xx of the input names its field`, async () => {
    const requests = fuzzRequests(COUNT, SEED, FuzzCallers);
    const tally = new FuzzTally();
    const parallel = 4;
    for (let i = 0; i < requests.length; i += parallel) {
      const batch = requests.slice(i, i + parallel);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((res, j) =>
        tally.add(
          batch[j]!.endpoint,
          res.statusCode,
          faultOf(res.statusCode, res.body) ?? csvFaultOf(res.headers['content-type'], res.body),
          batch[j],
        ),
      );
    }
    // The signed-in caller was still signed in at the end: the fuzzing reached past sign-in throughout.
    expect(await target.signedIn()).toBe(true);
    expect(tally.total).toBe(requests.length);
    expect(tally.byEndpoint.size, 'every endpoint was called').toBe(AllEndpoints.length);
    expect(tally.faults, `seed ${SEED}; statuses ${tally.statusLine()}`).toEqual([]);
    process.stdout.write(
      `fuzz: ${tally.total} requests over ${tally.byEndpoint.size} endpoints: ${tally.statusLine()}\n`,
    );
  }, 600_000);
});
