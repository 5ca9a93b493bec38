import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { seedOrg, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base } from '../../test/partners-fixtures.js';
import { providersSuite, spread } from '../../test/performance-fixtures.js';

const kinds = await testDatabases();

describe.each(kinds)('the organisations a solution carries (%s)', (kind) => {
  const w = providersSuite(kind);
  const tenants = (solutionId: string, who = w.p.staff) =>
    who.get(`${base}/Internal/solutionTenants?solutionId=${solutionId}`);

  beforeAll(async () => {
    await seedOrg(w.t, 'northwind');
    const carol = await seedUser(w.t, 'northwind', 'carol');
    await seedOrg(w.t, 'tailspin');
    const tim = await seedUser(w.t, 'tailspin', 'tim');
    const on = (user: string, count: number, day: string) =>
      spread(count, 1, { asn: 13500, day }, () => 30).map((s) => ({ ...s, over: { user_id: user } }));
    await w.store([
      ...on(carol, 6, '2026-10-20'),
      ...on(carol, 4, '2026-11-18'),
      ...on(tim, 3, '2026-11-19'),
      // Visitors not signed in, from two networks; and a report of another solution.
      ...spread(5, 2, { asn: 13500, day: '2026-11-19' }, () => 40),
      ...spread(7, 1, { asn: 13510, day: '2026-11-19' }, () => 40).map((s) => ({
        ...s,
        over: { user_id: tim },
      })),
    ]);
    await w.aggregate();
  });

  it('names the organisations by reports, with their months, and counts anonymous networks', async () => {
    const res = await tenants(w.p.aliceIsp);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      solutionId: w.p.aliceIsp,
      solutionName: 'Contoso Fibre',
      partnerName: 'contoso networks',
      tenants: [
        expect.objectContaining({
          name: 'Org northwind',
          tenantId: 'northwind',
          domains: ['northwind.example'],
          sampleCount: 10,
          firstMonth: '2026-10',
          lastMonth: '2026-11',
        }),
        expect.objectContaining({ name: 'Org tailspin', sampleCount: 3, firstMonth: '2026-11' }),
      ],
      anonymousNetworks: 2,
      anonymousSamples: 5,
    });
    const other = (await tenants(w.p.bobPublic)).json();
    expect(other.tenants.map((x: { name: string; sampleCount: number }) => [x.name, x.sampleCount])).toEqual([
      ['Org tailspin', 7],
    ]);
  });

  it('answers 404 for an unknown solution, a private one never contributed, and 400 for a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', w.p.bobLab]) {
      const unknown = await tenants(id);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json().error.id).toBe('INTERNAL_SOLUTION_NOT_FOUND');
    }
    const bad = await tenants('nope');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('solutionId');
  });

  it('is for staff only: providers and other signed-in users are refused, signed-out callers asked to sign in', async () => {
    for (const who of [w.p.alice, w.p.bob, w.p.stranger]) {
      const res = await tenants(w.p.aliceIsp, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You do not have access to this view');
    }
    const anon = await w.t.app.inject({ url: `${base}/Internal/solutionTenants?solutionId=${w.p.aliceIsp}` });
    expect(anon.statusCode).toBe(401);
  });
});
