const MAX_CACHED_CULTURES = 64;
/** Per culture, its display names and the names asked for so far (ICU's lookup is slow). */
const cache = new Map<string, { names: Intl.DisplayNames; known: Map<string, string> }>();

function displayNames(culture: string): { names: Intl.DisplayNames; known: Map<string, string> } {
  const hit = cache.get(culture);
  if (hit) return hit;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([culture, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  }
  const entry = { names, known: new Map<string, string>() };
  // Cultures come from requests: keep the cache bounded.
  if (cache.size < MAX_CACHED_CULTURES) cache.set(culture, entry);
  return entry;
}

/** A country's name in the given culture (English when the culture is unknown), '' for no code. */
export function countryName(countryCode: string, culture: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  const { names, known } = displayNames(culture);
  let name = known.get(countryCode);
  if (name !== undefined) return name;
  try {
    name = names.of(countryCode) ?? countryCode;
  } catch {
    name = countryCode;
  }
  // At most 26 × 26 codes per culture.
  known.set(countryCode, name);
  return name;
}
