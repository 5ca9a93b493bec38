import type { GeoPlace, NearestPlace } from '@netlens/core';

/** Place search and reverse geocoding, by the embedded gazetteer or a maps service. */
export interface GeoProvider {
  /** Up to `max` places whose name starts with the query, best first, named in `culture`. */
  search(query: string, culture: string, max: number): Promise<GeoPlace[]>;
  /** The place nearest to a point, or null when there is none close enough. */
  reverse(latitude: number, longitude: number, culture: string): Promise<NearestPlace | null>;
}

/** How far the gazetteer looks for the nearest place before it says there is none. */
export const REVERSE_MAX_KM = 200;
