import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../test/harness.js';

describe('one error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, (app) => {
      app.get('/api/test-boom', async () => {
        throw new Error('database password is hunter2');
      });
    });
  });
  afterAll(async () => t?.close());

  it('answers an unknown API route with a coded, localized 404', async () => {
    const en = await t.app.inject({ url: '/api/nothing-here?x=1' });
    expect(en.statusCode).toBe(404);
    expect(en.json().error).toMatchObject({
      id: 'ROUTE_NOT_FOUND',
      status: 404,
      method: 'GET',
      path: '/api/nothing-here',
      message: 'There is no GET /api/nothing-here here.',
    });
    expect(en.json().error.requestId).toBe(en.headers['x-request-id']);
    const ja = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(ja.json().error.message).toBe('GET /api/nothing-here はここにはありません。');
    const hant = await t.app.inject({ url: '/api/nothing-here?lang=zh-TW' });
    expect(hant.json().error.message).toBe('此處沒有 GET /api/nothing-here。');
  });

  it('localizes validation errors from ?lang= even on routes with a query schema', async () => {
    const res = await t.app.inject({ url: '/config/v1/ConnectivityTest/x?environment=production&lang=ja' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^要求が正しくありません: params\.version/);
  });

  it('hides internals of a 5xx and keeps the request id', async () => {
    const res = await t.app.inject({ url: '/api/test-boom', headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().error).toMatchObject({
      id: 'INTERNAL',
      requestId: 'trace-abc-12345',
      method: 'GET',
      path: '/api/test-boom',
    });
  });

  it('never answers 500 for malformed query strings', async () => {
    for (const url of [
      '/api/Localization?lang=%E0%A4%A',
      '/api/Localization?lang=' + 'x'.repeat(100),
      '/config/v1/ConnectivityTest/not-a-version?environment=production',
      '/api/%',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  // Found by the fuzzer (test/fuzz): each of these answered a 4xx that did not say what was wrong.
  it('names the offending part of the request in every 4xx caused by it', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [string, InjectOptions, number, string][] = [
      ['undecodable path', { url: '/api/ConnectivityTest/ReadReport/%ED%A0%80' }, 400, 'url'],
      ['undecodable path (DELETE)', { method: 'DELETE', url: '/api/admin/incidents/%ED%A0%80' }, 400, 'url'],
      [
        'broken JSON',
        { method: 'POST', url: '/api/telemetry', headers: json, payload: '{"a": ' },
        400,
        'body',
      ],
      ['empty JSON', { method: 'POST', url: '/api/telemetry', headers: json, payload: '' }, 400, 'body'],
      [
        'too large',
        {
          method: 'POST',
          url: '/api/telemetry',
          headers: json,
          payload: JSON.stringify({ x: 'y'.repeat(2_000_000) }),
        },
        413,
        'body',
      ],
      [
        'unsupported type',
        {
          method: 'POST',
          url: '/api/telemetry',
          headers: { 'content-type': 'application/xml' },
          payload: '<x/>',
        },
        415,
        'headers.content-type',
      ],
      ['report id', { url: '/api/AnonymousConnectivityTest/ReadReport/%F3%93%8F%A8' }, 400, 'params.id'],
      [
        'copilot run id',
        { url: '/api/AnonymousConnectivityTest/ReadCopilotTestReport/ke' },
        400,
        'params.runId',
      ],
      [
        'client request id',
        { url: '/endpoints-service/version?ClientRequestId=nope' },
        400,
        'query.ClientRequestId',
      ],
    ];
    for (const [name, req, status, path] of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, name).toBe(status);
      expect(
        res.json().error.details?.map((d: { path: string }) => d.path),
        name,
      ).toContain(path);
    }
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const res = await t.app.inject({ url: '/livez' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to English for an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/Localization?lang=tlh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: 'en', requested: 'tlh' });
    expect(res.json().t['errors.notFound']).toBe('Not found.');
    const zh = await t.app.inject({ url: '/api/Localization?lang=zh-CN' });
    expect(zh.json().lang).toBe('zh-Hans');
  });

  it('reports readiness from the database', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});
