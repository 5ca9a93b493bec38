import type { EgressLocation, EgressNetwork } from '@netlens/core';
import { isPublicAddress, locatePublicAddress, parseClientAddress, type IpLocator } from '../geo/index.js';
import { maskedPrefix, type AsnLookup } from '../ipclassification/index.js';

/** What the server knows of the caller's egress: where it is and whose network it is. */
export interface Egress {
  location: EgressLocation | null;
  network: EgressNetwork;
}

/** Egress names are stored in English so that the peers of a metro match whatever the language. */
const STORED_CULTURE = 'en';

/**
 * Locates the address the request came from (never an address the client claims). Private and
 * loopback addresses have no location, network or prefix; the prefix keeps only the /24 or /48.
 */
export async function resolveEgress(
  ipLocator: IpLocator,
  asnLookup: AsnLookup,
  rawIp: string,
): Promise<Egress> {
  const address = parseClientAddress(rawIp);
  if (!address || !isPublicAddress(address)) {
    return { location: null, network: { asn: null, name: null, prefix: null } };
  }
  const [location, as] = await Promise.all([
    locatePublicAddress(ipLocator, address, STORED_CULTURE),
    asnLookup.lookup(address.ip),
  ]);
  return {
    location,
    network: { asn: as?.asn ?? null, name: as?.name || null, prefix: maskedPrefix(address.ip) },
  };
}
