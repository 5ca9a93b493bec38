import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { adminToken, postRaw, testDatabases } from '../../test/harness.js';

const kinds = await testDatabases();
const batch = (items: unknown[]) => ({ sessionId: 'session-1234', language: 'ja', items });

describe.each(kinds)('telemetry (%s)', (kind) => {
  const token = adminToken();
  const t = suiteApp(kind, { ADMIN_TOKEN: token, TELEMETRY_RATE_LIMIT: '5' });

  const post = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/telemetry', payload: payload as object, remoteAddress: ip });

  it('stores page views, log ids and events, and counts them for the operator', async () => {
    const res = await post(
      batch([
        { kind: 'pageView', page: '/', title: 'Network test' },
        { kind: 'pageView', page: '/' },
        { kind: 'log', logId: 'M00001', message: 'configuration loaded' },
        { kind: 'log', logId: 'E00001', message: 'GET /api/x failed with 500' },
        { kind: 'event', name: 'NetworkProviderPortalVisit' },
      ]),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 5 });
    const summary = await t.app.inject({
      url: '/api/admin/telemetry/summary',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      pageViews: [{ page: '/', count: 2 }],
      logs: [
        { logId: 'E00001', count: 1 },
        { logId: 'M00001', count: 1 },
      ],
      events: [{ name: 'NetworkProviderPortalVisit', count: 1 }],
    });
  });

  it('rejects an unknown log id and stores nothing of the batch', async () => {
    const res = await post(
      batch([
        { kind: 'pageView', page: '/half' },
        { kind: 'log', logId: 'X99999', message: 'nope' },
      ]),
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toMatch(/^body\.items\.1/);
    const summary = await t.app.inject({
      url: '/api/admin/telemetry/summary',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.json().pageViews.find((p: { page: string }) => p.page === '/half')).toBeUndefined();
  });

  it('answers an oversize batch with 413 and a malformed one with 400', async () => {
    const raw = (contentType: string, payload: string) =>
      postRaw(t, '/api/telemetry', contentType, payload, '10.0.0.3');
    const big = await raw(
      'application/json',
      JSON.stringify(batch([{ kind: 'log', logId: 'E00002', message: 'x'.repeat(70_000) }])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.id).toBe('BODY_TOO_LARGE');
    const bad = await raw('application/json', '{"sessionId":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('MALFORMED_BODY');
    const text = await raw('text/xml', '<a/>');
    expect(text.statusCode).toBe(415);
  });

  it('limits how often one address may send', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await post(batch([{ kind: 'pageView', page: '/r' }]), '10.0.0.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes[6]).toBe(429);
  });
});
