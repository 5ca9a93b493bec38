import { z } from '../zod.js';
import { MAX_CITY_SUGGESTIONS } from './math.js';

export * from './math.js';

export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);
export const GeoPointSchema = z
  .object({ latitude: LatitudeSchema, longitude: LongitudeSchema })
  .meta({ id: 'GeoPoint' });

/** ISO 3166-1 alpha-2 code, or '' when the source does not know the country. */
export const CountryCodeSchema = z.string().regex(/^([A-Z]{2})?$/, 'an ISO 3166-1 alpha-2 code');

/** A postal-style address; a part the source does not know is ''. */
export const AddressSchema = z
  .object({
    city: z.string().max(200),
    region: z.string().max(200),
    country: z.string().max(200),
    countryCode: CountryCodeSchema,
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

/** A place found by name or by coordinates. */
export const GeoPlaceSchema = z
  .object({ address: AddressSchema, point: GeoPointSchema })
  .meta({ id: 'GeoPlace' });
export type GeoPlace = z.infer<typeof GeoPlaceSchema>;

/** The place nearest to a point, with its distance from the (snapped) point. */
export const NearestPlaceSchema = GeoPlaceSchema.extend({ distanceKm: z.number().min(0) }).meta({
  id: 'NearestPlace',
});
export type NearestPlace = z.infer<typeof NearestPlaceSchema>;

/** A BCP 47 language tag such as en, ja-JP or zh-Hant-TW. */
export const CultureSchema = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'a language tag such as en-GB or zh-Hant');

const coordinateParam = (range: z.ZodNumber) => z.string().trim().min(1).transform(Number).pipe(range);

export const GeoSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  culture: CultureSchema.optional(),
});
export const GeoSearchResponseSchema = z
  .object({ places: z.array(GeoPlaceSchema).max(MAX_CITY_SUGGESTIONS) })
  .meta({ id: 'GeoSearchResult' });
export type GeoSearchResponse = z.infer<typeof GeoSearchResponseSchema>;

export const GeoReverseQuerySchema = z.object({
  lat: coordinateParam(LatitudeSchema),
  lon: coordinateParam(LongitudeSchema),
  culture: CultureSchema.optional(),
});

export const EgressLocationQuerySchema = z.object({ culture: CultureSchema.optional() });

/**
 * Where the caller's public (egress) address is, by IP geolocation. `precision` says whether the
 * point is a city or only a region or country centre; unknown parts are ''.
 */
export const EgressLocationSchema = z
  .object({
    country: z.string(),
    state: z.string(),
    city: z.string(),
    cityLat: LatitudeSchema,
    cityLong: LongitudeSchema,
    countryCode: CountryCodeSchema,
    precision: z.enum(['city', 'region', 'country']),
  })
  .meta({ id: 'EgressLocation' });
export type EgressLocation = z.infer<typeof EgressLocationSchema>;

/** Address of a maps-service location resource (fields the product reads; others are kept). */
export const MapsAddressSchema = z.looseObject({
  addressLine: z.string().optional(),
  locality: z.string().optional(),
  adminDistrict: z.string().optional(),
  adminDistrict2: z.string().optional(),
  countryRegion: z.string().optional(),
  countryRegionIso2: z.string().optional(),
  postalCode: z.string().optional(),
  formattedAddress: z.string().optional(),
});

/** One location resource; `point.coordinates` is [latitude, longitude]. */
export const MapsResourceSchema = z.looseObject({
  name: z.string().optional(),
  point: z.looseObject({
    type: z.string().optional(),
    coordinates: z.tuple([LatitudeSchema, LongitudeSchema]),
  }),
  address: MapsAddressSchema.optional(),
});
export type MapsResource = z.infer<typeof MapsResourceSchema>;

/** The maps service's answer: the product reads resourceSets[0].resources and estimatedTotal. */
export const MapsLocationResponseSchema = z.looseObject({
  statusCode: z.number().int().optional(),
  resourceSets: z.array(
    z.looseObject({
      estimatedTotal: z.number().int().min(0),
      resources: z.array(MapsResourceSchema),
    }),
  ),
});
export type MapsLocationResponse = z.infer<typeof MapsLocationResponseSchema>;
