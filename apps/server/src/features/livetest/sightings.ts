import { AppError, type AddressInfo, type ResolverSighting } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { DnsResolverSightingTable } from '../../db/schema.js';
import { isPublicAddress, parseClientAddress, type IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { findSighting } from './repo.js';

/** The latest sighting of a name's resolver, located; RESOLVER_NOT_SEEN when none was seen. */
export async function resolverSighting(db: Db, locator: IpLocator, name: string): Promise<ResolverSighting> {
  const row = await findSighting(db, name.toLowerCase());
  if (!row) throw new AppError('RESOLVER_NOT_SEEN');
  return locateResolver(locator, row);
}

/** A sighting with where its resolver is (geo-IP; null fields when the address is not public). */
async function locateResolver(locator: IpLocator, row: DnsResolverSightingTable): Promise<ResolverSighting> {
  const address = parseClientAddress(row.resolver_ip);
  const place = address ? await locator.locate(address, 'en').catch(() => null) : null;
  return {
    name: row.name,
    resolverIp: row.resolver_ip,
    seenAt: row.seen_at,
    city: place?.city || null,
    country: place?.countryCode || null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

/** Where an address is and its network; private and special addresses have neither. */
export async function locateAddress(locator: IpLocator, asn: AsnLookup, ip: string): Promise<AddressInfo> {
  const address = parseClientAddress(ip);
  const isPublic = address !== null && isPublicAddress(address);
  const place = isPublic ? await locator.locate(address, 'en').catch(() => null) : null;
  const network = isPublic ? await asn.lookup(address.ip).catch(() => null) : null;
  return {
    ip: address?.ip ?? ip,
    public: isPublic,
    city: place?.city || null,
    country: place?.countryCode || null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    asn: network?.asn ?? null,
    asName: network?.name ?? null,
  };
}
