import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { DOWNLOAD_TEST_BYTES, FRONT_DOOR_ID_HEADER, PROBE_DOWNLOAD_MAX_BYTES } from '@netlens/core';
import { startTestApp, testDatabases } from '../../test/harness.js';

const kinds = await testDatabases();

const probeHeaders = (id: string) => ({
  'cache-control': 'no-store',
  'timing-allow-origin': '*',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': FRONT_DOOR_ID_HEADER,
  'cross-origin-resource-policy': 'cross-origin',
  [FRONT_DOOR_ID_HEADER]: id,
});

describe.each(kinds)('probe endpoints (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOOR_ID: 'edge-7' });

  it('answers a latency probe with a tiny uncached body and its front-door id', async () => {
    const res = await t.app.inject({ url: '/probe/latency?n=3&r=0a1b2c' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(probeHeaders('edge-7'));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('edge-7\n');
    const head = await t.app.inject({ method: 'HEAD', url: '/probe/latency' });
    expect(head.statusCode).toBe(200);
    expect(head.headers[FRONT_DOOR_ID_HEADER]).toBe('edge-7');
  });

  it('answers a preflight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/probe/latency',
      headers: { origin: 'https://other.test', 'access-control-request-headers': 'x-request-id' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-max-age': '86400',
    });
  });

  it.each([1, 262_144, 262_145, 1_000_003, DOWNLOAD_TEST_BYTES])(
    'streams exactly %i incompressible bytes',
    async (bytes) => {
      const res = await t.app.inject({ url: `/probe/download?bytes=${bytes}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        ...probeHeaders('edge-7'),
        'content-type': 'application/octet-stream',
      });
      expect(res.headers['content-length']).toBe(String(bytes));
      expect(res.rawPayload.length).toBe(bytes);
      if (bytes >= 262_144) {
        const sample = res.rawPayload.subarray(0, 1_000_000);
        expect(deflateRawSync(sample).length).toBeGreaterThan(sample.length * 0.99);
      }
    },
  );

  it('sends different bytes each time, up to the largest size', async () => {
    const a = await t.app.inject({ url: '/probe/download?bytes=4096' });
    const b = await t.app.inject({ url: '/probe/download?bytes=4096' });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const max = await t.app.inject({ url: `/probe/download?bytes=${PROBE_DOWNLOAD_MAX_BYTES}` });
    expect(max.rawPayload.length).toBe(PROBE_DOWNLOAD_MAX_BYTES);
  });

  it.each(['0', '-5', '1.5', 'many', '', String(PROBE_DOWNLOAD_MAX_BYTES + 1)])(
    'refuses bytes=%s with a readable 400 naming the field',
    async (bytes) => {
      const res = await t.app.inject({ url: `/probe/download?bytes=${bytes}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers).toMatchObject(probeHeaders('edge-7'));
      expect(res.json().error).toMatchObject({ id: 'VALIDATION_FAILED' });
      expect(res.json().error.details[0].path).toBe('querystring.bytes');
    },
  );

  it('refuses a download without bytes', async () => {
    const res = await t.app.inject({ url: '/probe/download' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('querystring.bytes');
  });

  it('is not rate-limited', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => t.app.inject({ url: '/probe/latency' }).then((r) => r.statusCode)),
    );
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});

describe('probes under the cloud prefix', () => {
  it('serves /gcc/probe/* on the GCC cloud', async () => {
    const t = await startTestApp('sqlite', { CLOUD_NAME: 'GCC' });
    try {
      const res = await t.app.inject({ url: '/gcc/probe/latency' });
      expect(res.statusCode).toBe(200);
      expect(res.headers[FRONT_DOOR_ID_HEADER]).toBe('local');
    } finally {
      await t.close();
    }
  });
});
