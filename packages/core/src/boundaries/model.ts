import { z } from '../zod.js';

/** The map areas of spec 2 §3: a country, a first-level division (state, province), a city. */
export const MapAreaSchema = z.enum(['CountryRegion', 'AdminDivision1', 'PopulatedPlace']);
export type MapArea = z.infer<typeof MapAreaSchema>;

const name = z.string().trim().min(1).max(120);

/**
 * A map of areas as TopoJSON (one object `areas`, quantized, simplified for a country-level
 * view): each geometry's properties carry its `id`, `name`, `country` (ISO 3166-1 alpha-2) and
 * `area`. Draw it with topojson-client's `feature(topology, topology.objects.areas)`.
 */
export const BoundaryTopologySchema = z
  .object({
    type: z.literal('Topology'),
    objects: z.object({ areas: z.object({ type: z.literal('GeometryCollection') }).loose() }),
    arcs: z.array(z.array(z.array(z.number()))),
    transform: z.object({ scale: z.array(z.number()), translate: z.array(z.number()) }).optional(),
    bbox: z.array(z.number()).optional(),
  })
  .loose()
  .meta({ id: 'BoundaryTopology' });
export type BoundaryTopology = z.infer<typeof BoundaryTopologySchema>;

/** What each area of a boundary topology carries. */
export interface BoundaryProperties {
  id: string;
  name: string;
  country: string;
  area: MapArea;
}

export const GeoBoundaryParamsSchema = z.object({ type: MapAreaSchema, name });

/**
 * A country by its ISO code or English name; a state as "state, country"; a city as
 * "city, country" or "city, state, country".
 */
export const GeoBoundariesCountryParamsSchema = z.object({ country: name });
export const GeoBoundariesStateParamsSchema = z.object({ solutionId: z.string().uuid(), country: name });
export const GeoBoundariesCityParamsSchema = z.object({
  solutionId: z.string().uuid(),
  state: z.string().trim().max(120),
  country: name,
});

/** getCityBoundaries: up to 50 cities of a country (and state), comma separated. */
export const CityBoundariesQuerySchema = z.object({
  country: name,
  state: z.string().trim().max(120).default(''),
  cities: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(name).min(1).max(50)),
});

/** A city as a point (cities are drawn as points, not outlines); null where none is known. */
export const CityPointSchema = z
  .object({
    city: z.string(),
    state: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'CityPoint' });
export type CityPoint = z.infer<typeof CityPointSchema>;
