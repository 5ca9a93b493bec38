import { MAX_CITY_SUGGESTIONS, type Address, type GeoPlace } from '@netlens/core';
import { hasAddress } from './address';

export { hasAddress };

/** Fewer typed characters than this ask for no suggestions. */
export const MinSearchLength = 2;

/** The suggestions worth offering: those carrying an address, at most 8, without duplicates. */
export function usablePlaces(places: readonly GeoPlace[]): GeoPlace[] {
  const seen = new Set<string>();
  const out: GeoPlace[] = [];
  for (const place of places) {
    if (!hasAddress(place.address)) continue;
    const key = placeKey(place);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
    if (out.length === MAX_CITY_SUGGESTIONS) break;
  }
  return out;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in `lang` from its ISO code; `fallback` when the code or language is unknown. */
export function countryName(code: string, fallback: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return fallback;
  let names = regionNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(lang, names);
  }
  return names?.of(code) ?? fallback;
}

/**
 * "City, Region, Country" with the unknown parts and repeats left out; with `lang`, a country
 * given by its code is named in that language.
 */
export function placeLabel(address: Address, lang?: string): string {
  const country = lang ? countryName(address.countryCode, address.country, lang) : address.country;
  const parts: string[] = [];
  for (const part of [address.city, address.region, country]) {
    const text = part.trim();
    if (text && !parts.includes(text)) parts.push(text);
  }
  return parts.join(', ');
}

/** A stable identity for a suggestion: its label and point. */
export function placeKey(place: GeoPlace): string {
  return `${placeLabel(place.address)}@${place.point.latitude},${place.point.longitude}`;
}

/** The query text to search for, or null when too little has been typed. */
export function searchText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ').slice(0, 100);
  return text.length >= MinSearchLength ? text : null;
}
