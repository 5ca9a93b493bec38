import { describe, expect, it } from 'vitest';
import { Languages, Locales, flattenStrings } from '@netlens/core';
import { dataSourceKeys, dataSources, displayUrl } from './dataSources';

describe('data sources', () => {
  it('lists GeoNames, GeoLite2, the ASN data and Natural Earth once each', () => {
    expect(dataSources.map((s) => s.id)).toEqual(['geonames', 'geolite2', 'asn', 'naturalEarth']);
  });

  it('has every string it shows in every language', () => {
    for (const lang of Languages) {
      const table = flattenStrings(Locales[lang]);
      for (const source of dataSources)
        for (const key of dataSourceKeys(source)) expect(table[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('keeps the required notices verbatim in every language', () => {
    for (const lang of Languages) {
      const table = flattenStrings(Locales[lang]);
      expect(table['about.dataSources.sources.geolite2.notice']).toBe(
        'This product includes GeoLite2 data created by MaxMind, available from <a>https://www.maxmind.com</a>.',
      );
      expect(table['about.dataSources.sources.asn.notice']).toBe('<a>IP Geolocation by DB-IP</a>');
    }
  });

  it('links only https addresses, and shows them without the scheme', () => {
    for (const s of dataSources) {
      const hrefs = [...s.licenses, ...s.origins, ...(s.notice ? [s.notice] : [])].map((x) => x.href);
      for (const href of hrefs) expect(href, s.id).toMatch(/^https:\/\/[^/]+/);
      expect(s.packages.length, s.id).toBeGreaterThan(0);
    }
    expect(displayUrl('https://www.geonames.org/')).toBe('www.geonames.org');
    expect(displayUrl('https://www.nro.net/a/b/')).toBe('www.nro.net/a/b');
  });
});
