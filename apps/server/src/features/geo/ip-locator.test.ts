import { describe, expect, it } from 'vitest';
import { embeddedMmdbFiles, MmdbIpLocator, readIpRecord } from './ip-locator.js';

describe('reading IP database records', () => {
  it('reads the flat records of ip-location-db', () => {
    const record = {
      city: 'Plymouth',
      country_code: 'GB',
      latitude: 50.388099670410156,
      longitude: -4.132400035858154,
      postcode: 'PL3',
      state1: 'England',
      state2: 'Plymouth',
      timezone: 'Europe/London',
    };
    expect(readIpRecord(record, 'en')).toEqual({
      countryCode: 'GB',
      region: 'England',
      city: 'Plymouth',
      latitude: 50.3881,
      longitude: -4.1324,
    });
  });

  it('reads MaxMind-style records with names in the culture asked for', () => {
    const record = {
      city: { names: { en: 'Tokyo', ja: '東京', 'zh-CN': '东京' } },
      country: { iso_code: 'JP' },
      subdivisions: [{ names: { en: 'Tokyo', ja: '東京都' } }],
      location: { latitude: 35.6893, longitude: 139.6899, accuracy_radius: 20 },
    };
    expect(readIpRecord(record, 'ja-JP')).toMatchObject({
      city: '東京',
      region: '東京都',
      countryCode: 'JP',
    });
    expect(readIpRecord(record, 'zh-Hans')).toMatchObject({ city: '东京', region: 'Tokyo' });
    expect(readIpRecord(record, 'zh-Hant')).toMatchObject({ city: 'Tokyo' });
  });

  it('says nothing for a record without coordinates', () => {
    expect(readIpRecord({ country: { iso_code: 'US' } }, 'en')).toBeNull();
    expect(readIpRecord({ country_code: 'US' }, 'en')).toBeNull();
  });
});

describe('the embedded IP database', () => {
  const locator = new MmdbIpLocator(embeddedMmdbFiles());

  it('locates public IPv4 and IPv6 addresses', async () => {
    expect(await locator.locate({ ip: '81.2.69.142', family: 4 }, 'en')).toMatchObject({ countryCode: 'GB' });
    expect(await locator.locate({ ip: '2001:200::1', family: 6 }, 'en')).toMatchObject({ countryCode: 'JP' });
  });

  it('asks an IPv4-only file nothing about IPv6 addresses', async () => {
    const { ipv4 } = embeddedMmdbFiles();
    const v4only = new MmdbIpLocator({ ipv4, ipv6: ipv4 });
    expect(await v4only.locate({ ip: '2001:200::1', family: 6 }, 'en')).toBeNull();
    expect(await v4only.locate({ ip: '2.125.160.216', family: 4 }, 'en')).toMatchObject({
      countryCode: 'GB',
    });
  });

  it('knows nothing of private addresses', async () => {
    expect(await locator.locate({ ip: '10.0.0.1', family: 4 }, 'en')).toBeNull();
    expect(await locator.locate({ ip: '::1', family: 6 }, 'en')).toBeNull();
  });
});
