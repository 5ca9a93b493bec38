import { isIpv6Cidr } from '../domainlens/rules.js';
import type { PartnerStatus } from './model.js';

/**
 * What a provider may claim for a solution, and when its claims count (docs/ARCHITECTURE.md,
 * `partners`). Declared once: the portal's edit panel and the server check with these.
 */

/**
 * The broadest subnet a solution may list, per address family: a shorter prefix (a default route,
 * 0.0.0.0/0 or ::/0, included) spans more than any one provider holds and would attract the
 * reports of networks nobody else claims.
 */
export const SolutionSubnetBounds = { IPv4: 8, IPv6: 19 } as const;
export type AddressFamily = keyof typeof SolutionSubnetBounds;

/** The family and bound of a CIDR subnet whose prefix is shorter than its family's bound, else null. */
export function subnetTooBroad(cidr: string): { family: AddressFamily; bound: number } | null {
  const bits = Number(cidr.slice(cidr.lastIndexOf('/') + 1));
  const family: AddressFamily = isIpv6Cidr(cidr) ? 'IPv6' : 'IPv4';
  const bound = SolutionSubnetBounds[family];
  return bits < bound ? { family, bound } : null;
}

/**
 * AS numbers nobody can own (IANA's AS number registry): reserved, AS_TRANS, documentation and
 * private use. No report's egress network is announced from one, so a claim is a mistake.
 */
export const ReservedAsnRanges: readonly (readonly [from: number, to: number])[] = [
  [0, 0], // reserved (RFC 7607)
  [23456, 23456], // AS_TRANS (RFC 6793)
  [64496, 64511], // documentation (RFC 5398)
  [64512, 65534], // private use (RFC 6996)
  [65535, 65535], // reserved (RFC 7300)
  [65536, 65551], // documentation (RFC 5398)
  [65552, 131071], // reserved
  [4200000000, 4294967294], // private use (RFC 6996)
  [4294967295, 4294967295], // reserved (RFC 7300)
];

export const isReservedAsn = (asn: number) =>
  ReservedAsnRanges.some(([from, to]) => asn >= from && asn <= to);

/**
 * Provider statuses whose solutions are attributed reports: each a status staff give. A provider
 * awaiting endorsement has registered itself and claims values nobody has looked at, so its
 * solutions attract nothing until staff change its status; a Demo provider's feed the labelled demo.
 */
export const AttributedPartnerStatuses: readonly PartnerStatus[] = ['Approved', 'Named', 'Preview', 'Demo'];
