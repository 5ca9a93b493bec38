import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import type { FrontDoor } from '@netlens/core';
import { startTestApp, testDatabases } from '../../test/harness.js';

const kinds = await testDatabases();

const door = (id: string, workload: FrontDoor['workload'], probeUrl: string): FrontDoor => ({
  id,
  workload,
  city: id.toUpperCase(),
  country: 'Testland',
  countryCode: 'TL',
  latitude: 10,
  longitude: 20,
  probeUrl,
});
const catalogue = [
  door('ams', 'mail', 'https://ams.example.net/'),
  door('ams', 'files', 'https://ams.example.net/'),
  door('tyo', 'mail', 'https://tyo.example.net:8443/edge/'),
];

describe.each(kinds)('default front-door catalogue (%s)', (kind) => {
  const t = suiteApp(kind);

  it('lists this instance alone, for mail and files, at the address the browser used', async () => {
    const res = await t.app.inject({ url: '/api/frontdoors', headers: { host: 'netlens.test:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const site = { city: 'Seattle', country: 'United States', countryCode: 'US', latitude: 47.6062 };
    expect(res.json()).toEqual({
      self: 'local',
      frontDoors: [
        {
          id: 'local',
          workload: 'files',
          ...site,
          longitude: -122.3321,
          probeUrl: 'http://netlens.test:8080/',
        },
        {
          id: 'local',
          workload: 'mail',
          ...site,
          longitude: -122.3321,
          probeUrl: 'http://netlens.test:8080/',
        },
      ],
    });
    const rows = await t.app.db.selectFrom('front_doors').select(['probe_url']).execute();
    expect(rows).toEqual([{ probe_url: null }, { probe_url: null }]);
  });

  it('ignores proxy headers unless TRUST_PROXY is on, and refuses a malformed host', async () => {
    const res = await t.app.inject({
      url: '/api/frontdoors',
      headers: { host: 'a.test', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' },
    });
    expect(res.json().frontDoors[0].probeUrl).toBe('http://a.test/');
    const bad = await t.app.inject({ url: '/api/frontdoors', headers: { host: 'a.test/x?y' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ path: 'headers.host', message: 'not a host name' }]);
  });
});

describe('default catalogue, configured', () => {
  it('uses the site variables, PUBLIC_URL and the cloud prefix', async () => {
    const t = await startTestApp('sqlite', {
      CLOUD_NAME: 'GCC',
      PUBLIC_URL: 'https://netlens.example.com//',
      FRONT_DOOR_ID: 'tokyo-1',
      FRONT_DOOR_CITY: 'Tokyo',
      FRONT_DOOR_COUNTRY: 'JP',
      FRONT_DOOR_LATITUDE: '35.6762',
      FRONT_DOOR_LONGITUDE: '139.6503',
    });
    try {
      const body = (await t.app.inject({ url: '/gcc/api/frontdoors' })).json();
      expect(body.self).toBe('tokyo-1');
      expect(body.frontDoors[0]).toEqual({
        id: 'tokyo-1',
        workload: 'files',
        city: 'Tokyo',
        country: 'Japan',
        countryCode: 'JP',
        latitude: 35.6762,
        longitude: 139.6503,
        probeUrl: 'https://netlens.example.com/gcc/',
      });
      const csp = (await t.app.inject({ url: '/gcc/livez' })).headers['content-security-policy'];
      expect(csp).toContain("connect-src 'self' https://netlens.example.com;");
    } finally {
      await t.close();
    }
  });

  it('follows the forwarded address with TRUST_PROXY', async () => {
    const t = await startTestApp('sqlite', { TRUST_PROXY: 'true' });
    try {
      const res = await t.app.inject({
        url: '/api/frontdoors',
        headers: {
          host: 'internal:8080',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'netlens.example.org',
        },
      });
      expect(res.json().frontDoors[0].probeUrl).toBe('https://netlens.example.org/');
    } finally {
      await t.close();
    }
  });
});

describe.each(kinds)('catalogue from configuration (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS: JSON.stringify(catalogue), FRONT_DOOR_ID: 'tyo' });

  it('serves the configured front doors and names this instance', async () => {
    const body = (await t.app.inject({ url: '/api/frontdoors' })).json();
    expect(body.self).toBe('tyo');
    expect(body.frontDoors).toEqual([catalogue[1], catalogue[0], catalogue[2]]);
  });

  it('lets the page connect to every probe origin', async () => {
    const csp = (await t.app.inject({ url: '/livez' })).headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self' https://ams.example.net https://tyo.example.net:8443;");
  });
});

describe('catalogue from a file', () => {
  it('reads @file, and says self is null when this instance is not listed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'netlens-fd-')), 'front-doors.json');
    writeFileSync(file, JSON.stringify(catalogue.slice(0, 1)));
    const t = await startTestApp('sqlite', { FRONT_DOORS: `@${file}` });
    try {
      expect((await t.app.inject({ url: '/api/frontdoors' })).json()).toEqual({
        frontDoors: [catalogue[0]],
        self: null,
      });
    } finally {
      await t.close();
    }
  });
});

describe('catalogue errors stop the start', () => {
  const start = (value: unknown, env: Record<string, string> = {}) =>
    startTestApp('sqlite', {
      FRONT_DOORS: typeof value === 'string' ? value : JSON.stringify(value),
      ...env,
    });

  it.each([
    [
      'a bad field',
      [catalogue[0], { ...catalogue[2], latitude: 95 }],
      /FRONT_DOORS: \[1\] \(id "tyo", mail\) latitude: /,
    ],
    [
      'a missing field',
      [{ ...catalogue[0], city: undefined }],
      /FRONT_DOORS: \[0\] \(id "ams", mail\) city: /,
    ],
    [
      'a probe URL without the slash',
      [{ ...catalogue[0], probeUrl: 'https://a.test' }],
      /probeUrl: must end with '\/'/,
    ],
    ['an unknown field', [{ ...catalogue[0], port: 1 }], /FRONT_DOORS: \[0\] \(id "ams", mail\): .*port/],
    ['a duplicate', [catalogue[0], catalogue[0]], /\[1\] \(id "ams", mail\) id: duplicate mail\/ams/],
    ['an empty list', [], /FRONT_DOORS: the catalogue: list at least one front door/],
    ['not a list', { id: 'x' }, /FRONT_DOORS: the catalogue: /],
    ['bad JSON', '[{', /FRONT_DOORS: not valid JSON/],
    [
      'a missing file',
      '@/nonexistent/front-doors.json',
      /FRONT_DOORS: cannot read \/nonexistent\/front-doors.json/,
    ],
  ])('refuses %s, naming the entry and field', async (_name, value, message) => {
    await expect(start(value)).rejects.toThrow(message);
  });

  it('refuses a bad front-door id or site', async () => {
    await expect(startTestApp('sqlite', { FRONT_DOOR_ID: 'Local_1' })).rejects.toThrow(/FRONT_DOOR_ID: /);
    await expect(startTestApp('sqlite', { FRONT_DOOR_LATITUDE: '100' })).rejects.toThrow(
      /FRONT_DOOR_LATITUDE/,
    );
    await expect(startTestApp('sqlite', { FRONT_DOOR_COUNTRY: 'Japan' })).rejects.toThrow(
      /FRONT_DOOR_COUNTRY/,
    );
  });
});
