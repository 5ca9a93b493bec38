import { describe, expect, it } from 'vitest';
import type { GeoPlace } from '@netlens/core';
import { countryName, hasAddress, placeLabel, searchText, usablePlaces } from './places';

const place = (city: string, country: string, latitude = 1, longitude = 2): GeoPlace => ({
  address: { city, region: '', country, countryCode: '' },
  point: { latitude, longitude },
});

describe('usablePlaces', () => {
  it('keeps only suggestions carrying an address, without duplicates, at most 8', () => {
    const list = [
      place('', ''),
      place('Osaka', 'Japan'),
      place('Osaka', 'Japan'),
      ...Array.from({ length: 10 }, (_, i) => place(`City ${i}`, 'Japan', i)),
    ];
    const usable = usablePlaces(list);
    expect(usable).toHaveLength(8);
    expect(usable[0]?.address.city).toBe('Osaka');
    expect(usable.every((p) => hasAddress(p.address))).toBe(true);
  });
});

describe('placeLabel', () => {
  it('joins the known parts and drops repeats', () => {
    expect(placeLabel({ city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP' })).toBe(
      'Osaka, Japan',
    );
    expect(placeLabel({ city: '', region: 'Bavaria', country: 'Germany', countryCode: 'DE' })).toBe(
      'Bavaria, Germany',
    );
  });
});

describe('searchText', () => {
  it('asks for nothing under two characters and tidies spaces', () => {
    expect(searchText(' o ')).toBeNull();
    expect(searchText('  new   york ')).toBe('new york');
    expect(searchText('東京')).toBe('東京');
  });
});

describe('countryName', () => {
  it('names a country by its code in the page language, else keeps the stored name', () => {
    expect(countryName('JP', 'Japan', 'ja')).toBe('日本');
    expect(countryName('GB', 'United Kingdom', 'zh-Hant')).toBe('英國');
    expect(countryName('', 'Somewhere', 'ja')).toBe('Somewhere');
    expect(countryName('jp1', 'Japan', 'ja')).toBe('Japan');
    expect(placeLabel({ city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP' }, 'ja')).toBe(
      'Osaka, 日本',
    );
  });
});
