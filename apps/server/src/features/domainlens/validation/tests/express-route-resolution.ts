import type { ValidationTestResult } from '@netlens/core';
import { addressIn } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { isWildcard, listOf, organisationRanges, result } from '../helpers.js';

/** The IPAM tag marking the organisation's ranges advertised over ExpressRoute. */
export const EXPRESS_ROUTE_TAG = 'ExpressRoute';

/**
 * ExpressRoute resolution: every FQDN of an ExpressRoute set resolves into the organisation's
 * ranges tagged ExpressRoute (Blocking; Warning when a lookup could not be made or no such range
 * was imported). Wildcards are checked through their exemplars only (WildcardExemplar).
 */
export async function expressRouteResolution({
  input,
  sets,
  lookup,
}: ValidationContext): Promise<ValidationTestResult> {
  if (input.proposed.isExpressRoute !== true)
    return result('ExpressRouteResolution', 'Pass', 'The set is not flagged ExpressRoute.');
  const names = sets.proposedFqdns.filter((f) => !isWildcard(f));
  if (names.length === 0)
    return result(
      'ExpressRouteResolution',
      'Pass',
      'The ExpressRoute set lists no concrete FQDN to resolve.',
    );
  const erRanges = organisationRanges(input)
    .filter((r) => r.tags.some((t) => t.toLowerCase() === EXPRESS_ROUTE_TAG.toLowerCase()))
    .map((r) => r.subnet);
  if (erRanges.length === 0) {
    return result(
      'ExpressRouteResolution',
      'Warning',
      `No organisation IP range is tagged ${EXPRESS_ROUTE_TAG}, so ExpressRoute resolution could not be checked.`,
    );
  }
  const lookups = await Promise.all(names.map(lookup));
  const outside: string[] = [];
  const unchecked: string[] = [];
  for (const l of lookups) {
    if (!l.ok) unchecked.push(l.message);
    else {
      const bad = l.addresses.filter((a) => !erRanges.some((r) => addressIn(a, r)));
      if (bad.length > 0) outside.push(`${l.name} → ${bad.join(', ')}`);
    }
  }
  if (outside.length > 0) {
    return result(
      'ExpressRouteResolution',
      'Blocking',
      `ExpressRoute FQDNs must resolve into ExpressRoute-advertised ranges; these do not: ${listOf(outside)}.`,
      {
        outside,
        unchecked,
      },
    );
  }
  if (unchecked.length > 0)
    return result(
      'ExpressRouteResolution',
      'Warning',
      `Some ExpressRoute FQDNs could not be checked: ${listOf(unchecked)}.`,
      { unchecked },
    );
  return result(
    'ExpressRouteResolution',
    'Pass',
    `Every FQDN of the ExpressRoute set resolves into ExpressRoute-advertised ranges.`,
  );
}
