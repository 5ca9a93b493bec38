import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, type TestApp } from '../harness.js';
import { FRONT_DOORS } from '../connectivity-fixtures.js';
import { Browser, ORIGIN, seedOrg, seedUser } from '../identity-helpers.js';
import { AllEndpoints, fuzzRequests, type FuzzRequest } from './requests.js';
import { FuzzTally, faultOf } from './verdict.js';

/** Every access group, so the fuzzed user gets past authorisation into each route's own checks. */
export const EveryGroup = [
  'netlens-org-admins',
  'netlens-partners',
  'netlens-leadership',
  'netlens-domain-lens',
  'netlens-workload-champions',
  'netlens-service-champions',
  'netlens-connectivity-champions',
];

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

describe('fuzzing every route of the endpoint table (sqlite)', () => {
  let t: TestApp;
  let user: Browser;
  const token = adminToken();
  const dir = mkdtempSync(join(tmpdir(), 'netlens-fuzz-'));
  beforeAll(async () => {
    // The advanced client download answers 503 only when the server was installed without it.
    const client = join(dir, 'netlens-advanced.mjs');
    writeFileSync(client, '// the advanced client\n');
    t = await startTestApp('sqlite', { FRONT_DOORS, ADMIN_TOKEN: token, ADVANCED_CLIENT_FILE: client });
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'fuzzer', EveryGroup);
    user = new Browser(t);
    await user.signIn('fuzzer');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function send(r: FuzzRequest) {
    const headers: Record<string, string> = { ...r.headers };
    if (r.caller === 'user' || r.caller === 'userWithoutCsrf') {
      headers.cookie = user.cookieHeader();
      if (r.method !== 'GET') headers.origin = ORIGIN;
      if (r.caller === 'user' && user.csrf) headers['x-csrf-token'] = user.csrf;
    }
    if (r.caller === 'admin') headers.authorization = `Bearer ${token}`;
    return t.app.inject({
      method: r.method,
      url: r.url,
      headers,
      remoteAddress: r.remoteAddress,
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    });
  }

  it(`answers ${COUNT} generated requests with no 5xx, and every 4xx of the input names its field`, async () => {
    const requests = fuzzRequests(COUNT, SEED, ['anonymous', 'user', 'userWithoutCsrf', 'admin']);
    const tally = new FuzzTally();
    const parallel = 4;
    for (let i = 0; i < requests.length; i += parallel) {
      const batch = requests.slice(i, i + parallel);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((res, j) =>
        tally.add(batch[j]!.endpoint, res.statusCode, faultOf(res.statusCode, res.body), batch[j]),
      );
    }
    // The signed-in caller was still signed in at the end: the fuzzing reached past sign-in throughout.
    expect((await user.get('/api/identity/session')).json().signedIn).toBe(true);
    expect(tally.total).toBe(requests.length);
    expect(tally.byEndpoint.size, 'every endpoint was called').toBe(AllEndpoints.length);
    expect(tally.faults, `seed ${SEED}; statuses ${tally.statusLine()}`).toEqual([]);
    process.stdout.write(
      `fuzz: ${tally.total} requests over ${tally.byEndpoint.size} endpoints: ${tally.statusLine()}\n`,
    );
  }, 600_000);
});
