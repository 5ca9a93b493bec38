import { z } from '../zod.js';
import { CultureSchema, LatitudeSchema, LongitudeSchema, NearestPlaceSchema } from './location.js';

/** A place of the same name counts as the maps service's place only this close to its point. */
export const REMAP_NAME_MAX_KM = 50;

const mapsText = z.string().trim().max(200).optional();

/**
 * `POST AnonymousConnectivityTest/RemapBingGeo`: one location resource as the maps service's
 * Locations API returns it (`resourceSets[0].resources[0]`). The product reads the point's
 * coordinates ([latitude, longitude]) and the address's locality, first-level division (to tell
 * places of the same name apart) and country (the ISO code of `include=ciso2`, else the country's
 * name); other fields of the resource are accepted and ignored.
 */
export const RemapBingGeoRequestSchema = z
  .object({
    point: z.object({ coordinates: z.tuple([LatitudeSchema, LongitudeSchema]) }),
    address: z
      .object({
        locality: mapsText,
        adminDistrict: mapsText,
        countryRegion: mapsText,
        countryRegionIso2: z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 code')
          .optional(),
      })
      .default({}),
  })
  .meta({ id: 'RemapBingGeoRequest' });
export type RemapBingGeoRequest = z.infer<typeof RemapBingGeoRequestSchema>;

export const RemapBingGeoQuerySchema = z.object({ culture: CultureSchema.optional() });

/**
 * The product's own place (from its embedded gazetteer, as city search and reverse geocoding name
 * places) for a maps location, and how far it lies from the maps service's point. `matchedBy`:
 * `name`, a place of the locality's name within REMAP_NAME_MAX_KM in the same country; `nearest`,
 * no such place, so the town or city reverse geocoding names for the point, in the same country.
 */
export const RemappedPlaceSchema = NearestPlaceSchema.extend({
  matchedBy: z.enum(['name', 'nearest']),
}).meta({ id: 'RemappedPlace' });
export type RemappedPlace = z.infer<typeof RemappedPlaceSchema>;
