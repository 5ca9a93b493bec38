import type { AddressInfo, ResolverSighting } from '@netlens/core';
import type { DnsResolverSightingTable } from '../../db/schema.js';
import { isPublicAddress, parseClientAddress, type IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';

/** A sighting with where its resolver is (geo-IP; null fields when the address is not public). */
export async function locateResolver(
  locator: IpLocator,
  row: DnsResolverSightingTable,
): Promise<ResolverSighting> {
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
