import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import { addressIn } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { isWildcard, lookupFailure, organisationRanges, result } from '../helpers.js';

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
    return result('ExpressRouteResolution', 'Pass', 'notExpressRoute');
  const names = sets.proposedFqdns.filter((f) => !isWildcard(f));
  if (names.length === 0) return result('ExpressRouteResolution', 'Pass', 'none');
  const erRanges = organisationRanges(input)
    .filter((r) => r.tags.some((t) => t.toLowerCase() === EXPRESS_ROUTE_TAG.toLowerCase()))
    .map((r) => r.subnet);
  if (erRanges.length === 0) {
    return result('ExpressRouteResolution', 'Warning', 'noRanges', { tag: EXPRESS_ROUTE_TAG });
  }
  const lookups = await Promise.all(names.map(lookup));
  const outside: string[] = [];
  const unchecked: string[] = [];
  const uncheckedParts: MessagePart[] = [];
  for (const l of lookups) {
    if (!l.ok) {
      unchecked.push(l.message);
      uncheckedParts.push(lookupFailure(l));
    } else {
      const bad = l.addresses.filter((a) => !erRanges.some((r) => addressIn(a, r)));
      if (bad.length > 0) outside.push(`${l.name} → ${bad.join(', ')}`);
    }
  }
  if (outside.length > 0) {
    return result(
      'ExpressRouteResolution',
      'Blocking',
      'outside',
      { outside: listParam(outside) },
      { outside, unchecked },
    );
  }
  if (unchecked.length > 0)
    return result(
      'ExpressRouteResolution',
      'Warning',
      'unchecked',
      { unchecked: listParam(uncheckedParts) },
      { unchecked },
    );
  return result('ExpressRouteResolution', 'Pass', 'pass');
}
