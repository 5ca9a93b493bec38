import { AppError, type BoundaryTopology, type CityPoint, type MapArea } from '@netlens/core';
import type { GeoProvider } from '../geo/index.js';
import { readDivisions, type Division } from './data.js';
import { cityFeature, countryFeature, divisionFeatures, toTopology } from './shapes.js';

/** Countries by ISO code, with their divisions, and every way of naming them, folded. */
interface BoundaryIndex {
  divisions: Map<string, Division[]>;
  countryByName: Map<string, string>;
}

const RELEASE_AFTER_MS = 10 * 60_000;

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const englishRegion = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

function buildIndex(divisions: Map<string, Division[]>): BoundaryIndex {
  const countryByName = new Map<string, string>();
  for (const [code, list] of divisions) {
    countryByName.set(fold(code), code);
    countryByName.set(fold(englishRegion.of(code) ?? code), code);
    if (list[0]) countryByName.set(fold(list[0].countryName), code);
  }
  return { divisions, countryByName };
}

const notFound = (place: string) => new AppError('BOUNDARY_NOT_FOUND', { params: { place } });

/**
 * The boundary answers: Natural Earth's countries and first-level divisions (read on first use),
 * cities as points from the gazetteer. Each answer is made once and kept by the caller.
 */
export class Boundaries {
  private index: Promise<BoundaryIndex> | undefined;
  private release: NodeJS.Timeout | undefined;

  constructor(private readonly places: GeoProvider) {}

  /** The full-detail data (hundreds of megabytes parsed) is let go after a while unused. */
  private load(): Promise<BoundaryIndex> {
    if (!this.index) {
      this.index = readDivisions().then(buildIndex);
      this.index.catch(() => (this.index = undefined));
    }
    clearTimeout(this.release);
    this.release = setTimeout(() => (this.index = undefined), RELEASE_AFTER_MS).unref();
    return this.index;
  }

  /** The ISO code of a country named by code or English name; 404 when unknown. */
  async countryCode(country: string): Promise<string> {
    const code = (await this.load()).countryByName.get(fold(country));
    if (!code) throw notFound(country);
    return code;
  }

  private async divisionsOf(country: string): Promise<Division[]> {
    const code = await this.countryCode(country);
    return (await this.load()).divisions.get(code) ?? [];
  }

  /** A country's outline. */
  async country(country: string): Promise<BoundaryTopology> {
    return toTopology([countryFeature(await this.divisionsOf(country))]);
  }

  /** A country's first-level divisions. */
  async states(country: string): Promise<BoundaryTopology> {
    return toTopology(divisionFeatures(await this.divisionsOf(country)));
  }

  /** One division of a country, by its name or ISO 3166-2 code. */
  async state(state: string, country: string): Promise<BoundaryTopology> {
    const wanted = fold(state);
    const found = (await this.divisionsOf(country)).filter(
      (d) => fold(d.name) === wanted || fold(d.id) === wanted,
    );
    if (found.length === 0) throw notFound(`${state}, ${country}`);
    return toTopology(divisionFeatures(found));
  }

  /** Cities as points; a city the gazetteer does not know has null coordinates. */
  async cities(country: string, state: string, cities: string[]): Promise<CityPoint[]> {
    const code = await this.countryCode(country);
    return Promise.all(
      cities.map(async (city) => {
        const found = (await this.places.search(`${city}, ${code}`, 'en', 10)).find(
          (p) =>
            p.address.countryCode === code &&
            fold(p.address.city) === fold(city) &&
            (!state || fold(p.address.region) === fold(state)),
        );
        return {
          city,
          state,
          country,
          latitude: found?.point.latitude ?? null,
          longitude: found?.point.longitude ?? null,
        };
      }),
    );
  }

  /** One area by its type and name (`geoBoundary`): "country", "state, country" or "city[, state], country". */
  async area(type: MapArea, name: string): Promise<BoundaryTopology> {
    const parts = name.split(',').map((p) => p.trim());
    const country = parts.at(-1) ?? '';
    if (type === 'CountryRegion') return this.country(name);
    if (parts.length < 2)
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'name', message: 'name the place as "name, country"' }],
      });
    if (type === 'AdminDivision1') return this.state(parts[0] ?? '', country);
    const city = parts[0] ?? '';
    const [point] = await this.cities(country, parts.length > 2 ? (parts[1] ?? '') : '', [city]);
    if (point?.latitude == null || point.longitude == null) throw notFound(name);
    return toTopology([
      cityFeature(city, city, await this.countryCode(country), point.longitude, point.latitude),
    ]);
  }
}
