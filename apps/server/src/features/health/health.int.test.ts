import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { HEALTH_MIN_SAMPLES, NetworkHealthSchema, UnhealthyMetroScoresSchema } from '@netlens/core';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { DENVER_IP, FRONT_DOORS, form, postForm, seedReport } from '../../test/connectivity-fixtures.js';

const kinds = await testDatabases();
const HEALTH = '/api/AnonymousConnectivityTest/NetworkHealth';
const UNHEALTHY = '/api/AnonymousConnectivityTest/UnhealthyMetroScores';
const MARKUP_CITY = '<img src=x onerror="alert(1)">';

/** Posts `n` reports from the given address through the API, latencies cycling through `ms`. */
async function runTests(t: TestApp, n: number, ms: number[], ip?: string) {
  for (let i = 0; i < n; i++) {
    const v = String(ms[i % ms.length]);
    const res = await postForm(
      t,
      form({ measuredLatency: v, measuredLatencies: `${v},${Number(v) + 3}` }),
      ip,
    );
    expect(res.statusCode).toBe(200);
  }
}

describe.each(kinds)('network health (%s)', (kind) => {
  const token = adminToken();
  // Every read computes the scores here (the cache has its own tests below).
  const t = suiteApp(kind, { FRONT_DOORS, ADMIN_TOKEN: token, HEALTH_SCORES_MAX_AGE_SECONDS: '0' });
  beforeAll(async () => {
    // London: fast; Denver: slow (median 150 ms → score 50); both with enough samples.
    await runTests(t, HEALTH_MIN_SAMPLES, [12, 14, 16]);
    await runTests(t, HEALTH_MIN_SAMPLES + 1, [140, 150, 160], DENVER_IP);
    // Outside the window: must not count.
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    for (let i = 0; i < 30; i++) {
      await seedReport(t.app, {
        created_at: old,
        egress_city: 'Oldtown',
        egress_country_code: 'FR',
        measured_latency: 500,
      });
    }
    // A metro name with markup, too few samples.
    for (let i = 0; i < 3; i++) {
      await seedReport(t.app, { egress_city: MARKUP_CITY, egress_country_code: 'NL', measured_latency: 400 });
    }
  }, 120_000);

  it('scores each metro of the window from its median latency, worst first', async () => {
    const res = await t.app.inject({ url: HEALTH });
    expect(res.statusCode).toBe(200);
    const body = NetworkHealthSchema.parse(res.json());
    expect(body.window.hours).toBe(24);
    expect(body.window.minSamples).toBe(HEALTH_MIN_SAMPLES);
    const names = body.metros.map((m) => m.city);
    expect(names).not.toContain('Oldtown');
    const denver = body.metros.find((m) => m.countryCode === 'US')!;
    expect(denver).toMatchObject({ samples: 25, medianLatencyMs: 150, score: 50, health: 'unhealthy' });
    // The 8th and 18th of 25 (140 × 9, 150 × 8, 160 × 8), read by each engine from the stored samples.
    expect(denver.medianLatencyIntervalMs).toEqual({ lower: 140, upper: 160, confidence: 0.95 });
    expect(denver.latitude).not.toBeNull();
    const london = body.metros.find((m) => m.countryCode === 'GB')!;
    expect(london).toMatchObject({ samples: 24, medianLatencyMs: 14, health: 'meets' });
    // The 7th and 18th of 24 (12, 14 and 16 × 8 each).
    expect(london.medianLatencyIntervalMs).toEqual({ lower: 12, upper: 16, confidence: 0.95 });
    expect(london.score).toBeCloseTo(94.7, 1);
    const markup = body.metros.find((m) => m.countryCode === 'NL')!;
    expect(markup).toMatchObject({
      city: MARKUP_CITY,
      samples: 3,
      score: null,
      medianLatencyMs: null,
      medianLatencyIntervalMs: null,
      health: 'tooFewSamples',
    });
    expect(names.indexOf(denver.city)).toBe(0);
    expect(body.outage).toEqual({ flag: false, incidents: [] });
  });

  it('forgets a report that is deleted, and counts one stored directly', async () => {
    const id = await seedReport(t.app, {
      egress_city: 'Brief',
      egress_country_code: 'IE',
      measured_latency: 20,
    });
    const cities = async () =>
      NetworkHealthSchema.parse((await t.app.inject({ url: HEALTH })).json()).metros.map((m) => m.city);
    expect(await cities()).toContain('Brief');
    await t.app.db.deleteFrom('reports').where('id', '=', id).execute();
    expect(await cities()).not.toContain('Brief');
  });

  it('lists only unhealthy metros in UnhealthyMetroScores', async () => {
    const res = await t.app.inject({ url: UNHEALTHY });
    expect(res.statusCode).toBe(200);
    const body = UnhealthyMetroScoresSchema.parse(res.json());
    expect(body.metros.map((m) => [m.countryCode, m.score])).toEqual([['US', 50]]);
  });

  it('lets the operator announce, resolve and delete incidents; the page shows open ones', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      payload: { title: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: auth,
      payload: {
        title: '<b>Mail slow</b> in Denver',
        message: 'Line one\nline two',
        severity: 'degraded',
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const incident = created.json();
    expect(incident).toMatchObject({
      title: '<b>Mail slow</b> in Denver',
      severity: 'degraded',
      resolvedAt: null,
    });

    let page = NetworkHealthSchema.parse((await t.app.inject({ url: HEALTH })).json());
    expect(page.outage.incidents.map((i) => i.id)).toEqual([incident.id]);

    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${incident.id}`,
      headers: auth,
      payload: { resolvedAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(resolved.statusCode).toBe(200);
    page = NetworkHealthSchema.parse((await t.app.inject({ url: HEALTH })).json());
    expect(page.outage.incidents).toEqual([]);

    const list = await t.app.inject({ url: '/api/admin/incidents', headers: auth });
    expect(list.json()).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/incidents/${incident.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/incidents/${incident.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.id).toBe('INCIDENT_NOT_FOUND');
  });

  it('rejects bad incidents with the problem named, and stores nothing', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const cases = [
      [{ title: '' }, 'body.title'],
      [{ title: 'x'.repeat(121) }, 'body.title'],
      [{ title: 'ok', severity: 'fatal' }, 'body.severity'],
      [{ title: 'ok', bogus: 1 }, 'body'],
      [{ title: 'bad\u202Etext' }, 'body.title'],
      [
        { title: 'ok', startedAt: '2026-01-02T00:00:00Z', resolvedAt: '2026-01-01T00:00:00Z' },
        'body.resolvedAt',
      ],
    ] as const;
    for (const [payload, path] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/incidents', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: auth,
      payload: { title: 'Window', startedAt: '2026-01-02T00:00:00Z' },
    });
    const id = created.json().id;
    const backwards = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${id}`,
      headers: auth,
      payload: { resolvedAt: '2026-01-01T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.id).toBe('INCIDENT_INVALID');
    const stored = (await t.app.inject({ url: '/api/admin/incidents', headers: auth })).json();
    expect(stored.find((i: { id: string }) => i.id === id).resolvedAt).toBeNull();
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/incidents/nope',
      headers: auth,
      payload: { title: 'x' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('shows the outage flag the operator sets', async () => {
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/production',
      headers: auth,
      payload: { outage: true },
    });
    const page = NetworkHealthSchema.parse((await t.app.inject({ url: HEALTH })).json());
    expect(page.outage.flag).toBe(true);
  });
});

describe.each(kinds)('metro scores answered for their max-age (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS, HEALTH_SCORES_MAX_AGE_SECONDS: '2' });
  const read = async (url = HEALTH) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const body = NetworkHealthSchema.parse(res.json());
    return { until: body.window.until, cities: body.metros.map((m) => m.city), res };
  };
  const newMetro = (city: string) =>
    seedReport(t.app, { egress_city: city, egress_country_code: 'IE', measured_latency: 20 });

  it('answers one computed set until it is half its age, then that set while computing the next', async () => {
    const first = await read();
    await newMetro('Lately');
    const again = await read();
    expect(again.until).toBe(first.until);
    expect(again.cities).not.toContain('Lately');
    await new Promise((r) => setTimeout(r, 1100));
    // Past half its age: still the same answer, and a new set is computed beside it.
    expect((await read()).until).toBe(first.until);
    await expect.poll(async () => (await read()).cities, { timeout: 3000 }).toContain('Lately');
  });

  it('computes afresh past its age, and tells caches the same max-age', async () => {
    const before = await read();
    await newMetro('Afterwards');
    await new Promise((r) => setTimeout(r, 2100));
    const after = await read();
    expect(after.until > before.until).toBe(true);
    expect(after.cities).toContain('Afterwards');
    const unhealthy = await t.app.inject({ url: UNHEALTHY });
    expect(unhealthy.headers['cache-control']).toBe('public, max-age=2');
  });
});

describe('network health turned off', () => {
  it('answers 404 with a message when DisableNetworkHealth is set', async () => {
    const t = await startTestApp('sqlite', { UX_FEATURE_CONTROL: 'DisableNetworkHealth' });
    try {
      for (const url of [HEALTH, UNHEALTHY]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toMatchObject({ id: 'NETWORK_HEALTH_DISABLED' });
        expect(res.json().error.message).toMatch(/health/i);
      }
    } finally {
      await t.close();
    }
  });
});
