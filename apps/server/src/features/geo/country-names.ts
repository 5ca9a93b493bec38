const MAX_CACHED_CULTURES = 64;
const cache = new Map<string, Intl.DisplayNames>();

function displayNames(culture: string): Intl.DisplayNames {
  const hit = cache.get(culture);
  if (hit) return hit;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([culture, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  }
  // Cultures come from requests: keep the cache bounded.
  if (cache.size < MAX_CACHED_CULTURES) cache.set(culture, names);
  return names;
}

/** A country's name in the given culture (English when the culture is unknown), '' for no code. */
export function countryName(countryCode: string, culture: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  try {
    return displayNames(culture).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
