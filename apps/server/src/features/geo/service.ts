import { existsSync } from 'node:fs';
import {
  MAX_CITY_SUGGESTIONS,
  snapCoordinate,
  type EgressLocation,
  type GeoPlace,
  type NearestPlace,
  type RemapBingGeoRequest,
  type RemappedPlace,
} from '@netlens/core';
import { ConfigError, type AppConfig } from '../../config.js';
import { countryName } from './country-names.js';
import { GazetteerProvider } from './gazetteer.js';
import { isPublicAddress, parseClientAddress, type ClientAddress } from './ip-address.js';
import { embeddedMmdbFiles, MmdbIpLocator, type IpLocator } from './ip-locator.js';
import { MapsProvider } from './maps-provider.js';
import type { GeoProvider } from './provider.js';

export interface GeoServices {
  places: GeoProvider;
  /** The embedded places, which name the product's own places even when a maps service searches. */
  gazetteer: GazetteerProvider;
  ipLocator: IpLocator;
}

type MapsLogger = { warn: (obj: object, msg: string) => void };

/** The providers chosen by configuration: maps service with a key, else the embedded data. */
export function createGeoServices(config: AppConfig, log?: MapsLogger): GeoServices {
  if (config.geoipMmdb && !existsSync(config.geoipMmdb)) {
    throw new ConfigError(`GEOIP_MMDB: there is no file at ${config.geoipMmdb}`);
  }
  const files = config.geoipMmdb ? { ipv4: config.geoipMmdb, ipv6: config.geoipMmdb } : embeddedMmdbFiles();
  const gazetteer = new GazetteerProvider();
  return {
    places: config.maps ? new MapsProvider({ ...config.maps, log }) : gazetteer,
    gazetteer,
    ipLocator: new MmdbIpLocator(files),
  };
}

/** Where the caller's egress address is; null for private, loopback or unknown addresses. */
export async function egressLocation(
  locator: IpLocator,
  rawAddress: string,
  culture: string,
): Promise<EgressLocation | null> {
  const address = parseClientAddress(rawAddress);
  if (!address || !isPublicAddress(address)) return null;
  return locatePublicAddress(locator, address, culture);
}

/** Where a public address (`isPublicAddress`) is, or null when the data do not know it. */
export async function locatePublicAddress(
  locator: IpLocator,
  address: ClientAddress,
  culture: string,
): Promise<EgressLocation | null> {
  const found = await locator.locate(address, culture);
  if (!found) return null;
  return {
    country: countryName(found.countryCode, culture),
    state: found.region,
    city: found.city,
    cityLat: found.latitude,
    cityLong: found.longitude,
    countryCode: found.countryCode,
    precision: found.city ? 'city' : found.region ? 'region' : 'country',
  };
}

/** City suggestions for what the user has typed so far. */
export async function searchPlaces(places: GeoProvider, query: string, culture: string): Promise<GeoPlace[]> {
  return places.search(query, culture, MAX_CITY_SUGGESTIONS);
}

/** The place nearest to a browser location, looked up at the snapped (~300 m) point only. */
export async function nearestPlace(
  places: GeoProvider,
  latitude: number,
  longitude: number,
  culture: string,
): Promise<NearestPlace | null> {
  const snapped = snapCoordinate(latitude, longitude);
  if (snapped.latitude === 0 && snapped.longitude === 0) return null;
  return places.reverse(snapped.latitude, snapped.longitude, culture);
}

/**
 * The product's own place for a location of the maps service (RemapBingGeo): the gazetteer's
 * place of the same name near it, else the town or city nearest to its point; null when the
 * gazetteer has neither (the open sea, the poles).
 */
export async function remapMapsLocation(
  gazetteer: GazetteerProvider,
  location: RemapBingGeoRequest,
  culture: string,
): Promise<RemappedPlace | null> {
  const [latitude, longitude] = location.point.coordinates;
  const { locality, adminDistrict, countryRegion, countryRegionIso2 } = location.address;
  return gazetteer.remap(
    {
      latitude,
      longitude,
      locality: locality ?? '',
      region: adminDistrict ?? '',
      countryCode: (countryRegionIso2 ?? '').toUpperCase(),
      country: countryRegion ?? '',
    },
    culture,
  );
}
