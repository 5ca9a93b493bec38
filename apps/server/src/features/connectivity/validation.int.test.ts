import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { MAX_LATENCY_SAMPLES } from '@netlens/core';
import { startTestApp, postRaw, testDatabases } from '../../test/harness.js';
import {
  DENVER_IP,
  FRONT_DOORS,
  LONDON_IP,
  countReports,
  form,
  postForm,
} from '../../test/connectivity-fixtures.js';

const kinds = await testDatabases();
const many = (n: number) => Array.from({ length: n }, () => '12').join(',');

// Each case: a field set to a bad value, and the field the 400 must name.
const badFields: [string, Record<string, string>, string][] = [
  ['latitude out of range', { latitude: '90.5' }, 'latitude'],
  ['latitude not a number', { latitude: '0x10' }, 'latitude'],
  ['latitude missing', { latitude: '' }, 'latitude'],
  ['longitude out of range', { longitude: '-181' }, 'longitude'],
  ['city too long', { city: 'x'.repeat(101) }, 'city'],
  ['region with a control character', { region: 'Eng\u0000land' }, 'region'],
  ['country with a bidi override', { country: 'U\u202EK' }, 'country'],
  ['isAutoDetected not a boolean', { isAutoDetected: 'maybe' }, 'isAutoDetected'],
  ['exchangeFaultZoneCode with markup', { exchangeFaultZoneCode: '<script>' }, 'exchangeFaultZoneCode'],
  ['measuredLatency zero', { measuredLatency: '0' }, 'measuredLatency'],
  ['measuredLatency not the lowest sample', { measuredLatency: '14' }, 'measuredLatency'],
  ['a negative sample', { measuredLatencies: '12,-1' }, 'measuredLatencies.1'],
  ['a sample over a minute', { measuredLatencies: '12,60001' }, 'measuredLatencies.1'],
  ['too many samples', { measuredLatencies: many(MAX_LATENCY_SAMPLES + 1) }, 'measuredLatencies'],
  ['egressIp not an address', { egressIp: 'my-router' }, 'egressIp'],
  ['debugTrace not a boolean', { debugTrace: 'perhaps' }, 'debugTrace'],
  ['latencyTiming unknown', { latencyTiming: 'exact' }, 'latencyTiming'],
];

describe.each(kinds)('generate report input (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });

  it.each(badFields)(
    'rejects %s with a 400 naming the field, storing nothing',
    async (_case, over, field) => {
      const before = await countReports(t.app);
      const res = await postForm(t, form(over), '10.1.0.1');
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.id).toBe('VALIDATION_FAILED');
      expect(error.details.map((d: { path: string }) => d.path)).toContain(`body.${field}`);
      expect(error.message).toContain(`body.${field}`);
      expect(await countReports(t.app)).toBe(before);
    },
  );

  it('accepts the full sample count and text at the length limit', async () => {
    const res = await postForm(
      t,
      form({ measuredLatencies: many(MAX_LATENCY_SAMPLES), city: 'x'.repeat(100) }),
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().measuredLatencies).toHaveLength(MAX_LATENCY_SAMPLES);
  });

  it('rejects a repeated field, a malformed JSON body and another content type', async () => {
    const raw = (contentType: string, payload: string) =>
      postRaw(t, '/api/AnonymousConnectivityTest/GenerateTestReport', contentType, payload, '10.1.0.3');
    const twice = await raw(
      'application/x-www-form-urlencoded',
      `${new URLSearchParams(form()).toString()}&city=Paris`,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].path).toBe('body.city');
    const broken = await raw('application/json', '{"latitude":');
    expect(broken.json().error.id).toBe('MALFORMED_BODY');
    const xml = await raw('text/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
  });
});

describe('the egress address behind a proxy', () => {
  const forwarded = async (env: Record<string, string>) => {
    const t = await startTestApp('sqlite', { FRONT_DOORS, ...env });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/AnonymousConnectivityTest/GenerateTestReport',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': DENVER_IP },
        payload: new URLSearchParams(form()).toString(),
        remoteAddress: LONDON_IP,
      });
      return res.json().egressLocationCity as string;
    } finally {
      await t.close();
    }
  };

  it('ignores X-Forwarded-For by default and follows it with TRUST_PROXY', async () => {
    expect(await forwarded({})).toBe('London');
    expect(await forwarded({ TRUST_PROXY: 'true' })).toBe('Denver');
  });
});

describe('the generate rate limit', () => {
  it('allows GENERATE_REPORT_RATE_LIMIT reports per minute and address, then answers 429', async () => {
    const t = await startTestApp('sqlite', { FRONT_DOORS, GENERATE_REPORT_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await postForm(t, form(), '10.2.0.1')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await postForm(t, form(), '10.2.0.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
