import { describe, expect, it } from 'vitest';
import type { GeoPlace } from '@netlens/core';
import { isValidDomainName, reportIdParam, startErrorKey, validateStart } from './validation';

const place: GeoPlace = {
  address: { city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP' },
  point: { latitude: 34.69, longitude: 135.5 },
};

describe('isValidDomainName', () => {
  it('accepts empty and ordinary names', () => {
    expect(isValidDomainName('')).toBe(true);
    expect(isValidDomainName('contoso.onmicrosoft.com')).toBe(true);
    expect(isValidDomainName('my_org-1.example')).toBe(true);
  });

  it('needs fewer than 40 characters', () => {
    expect(isValidDomainName('a'.repeat(39))).toBe(true);
    expect(isValidDomainName('a'.repeat(40))).toBe(false);
  });

  it('refuses other characters', () => {
    for (const bad of ['contoso com', 'a/b', 'https://x', 'naïve.example', 'a@b']) {
      expect(isValidDomainName(bad), bad).toBe(false);
    }
  });
});

describe('validateStart', () => {
  const base = { mode: 'auto', place: null, domainName: '', domainNameOffered: true } as const;

  it('lets auto-detect start without a place', () => {
    expect(validateStart(base)).toBeNull();
  });

  it('needs a place carrying an address in manual mode', () => {
    expect(validateStart({ ...base, mode: 'manual' })).toBe('invalidLocation');
    const empty = { ...place, address: { city: '', region: '', country: '', countryCode: '' } };
    expect(validateStart({ ...base, mode: 'manual', place: empty })).toBe('invalidLocation');
    expect(validateStart({ ...base, mode: 'manual', place })).toBeNull();
  });

  it('checks the domain name first, and only where it is offered', () => {
    const bad = { ...base, mode: 'manual', domainName: 'bad name' } as const;
    expect(validateStart(bad)).toBe('invalidDomainName');
    expect(validateStart({ ...bad, domainNameOffered: false })).toBe('invalidLocation');
  });

  it('maps errors to their alert keys', () => {
    expect(startErrorKey('invalidDomainName')).toBe('start.errors.invalidDomainName');
    expect(startErrorKey('invalidLocation')).toBe('start.errors.invalidLocation');
    expect(startErrorKey('loadFailed')).toBe('start.errors.loadFailed');
  });
});

describe('reportIdParam', () => {
  it('reads ?reportid= in any letter case', () => {
    expect(reportIdParam('?reportid=abc')).toBe('abc');
    expect(reportIdParam('?reportId=xyz&x=1')).toBe('xyz');
    expect(reportIdParam('?other=1')).toBeNull();
    expect(reportIdParam('?reportid=')).toBeNull();
  });
});
