import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../test/harness.js';
import { Browser, seedOrg, seedUser } from '../test/identity-helpers.js';

const kinds = await testDatabases();
const MiB = 1024 * 1024;

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ source: 'IPAM', entries: [], pad: 'x'.repeat(bytes) });

describe.each(kinds)('a 413 names the limit of its route (%s)', (kind) => {
  let t: TestApp;
  let champ: Browser;

  beforeAll(async () => {
    t = await startTestApp(kind, { STAFF_TENANTS: 'contoso' });
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'champ', ['netlens-connectivity-champions']);
    champ = new Browser(t);
    await champ.signIn('champ');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: string, method: 'POST' | 'PUT' = 'POST') =>
    champ.request({ method, url, payload, headers: { 'content-type': 'application/json' } });

  it('IpRange/list, which takes 8 MiB: names 8388608 bytes, and takes 2 MiB', async () => {
    const big = await post('/api/ipurl/api/v1/IpRange/list', bodyOf(8 * MiB + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({
      id: 'BODY_TOO_LARGE',
      message: 'The request body is too large (at most 8388608 bytes).',
    });
    const ja = await post('/api/ipurl/api/v1/IpRange/list?lang=ja', bodyOf(8 * MiB + 1));
    expect(ja.json().error.message).toBe('要求の本文が大きすぎます (最大 8388608 バイト)。');
    const fits = await post('/api/ipurl/api/v1/IpRange/list', bodyOf(2 * MiB));
    expect(fits.statusCode).not.toBe(413);
  });

  it('a route without its own limit names the server-wide one (BODY_LIMIT, 1 MiB)', async () => {
    const res = await post('/api/pnpp/api/v1/PartnerInputSolution', bodyOf(MiB + 1), 'PUT');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The request body is too large (at most 1048576 bytes).');
  });

  it('a route with a smaller limit names its own (telemetry, 64 KiB)', async () => {
    const res = await post('/api/telemetry', bodyOf(64 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The request body is too large (at most 65536 bytes).');
  });
});
