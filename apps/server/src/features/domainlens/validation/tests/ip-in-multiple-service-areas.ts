import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { otherSetsOfInstance, overlapsWith, reasonPhrase, result, subnetsOf } from '../helpers.js';

/**
 * No IP in several service areas: a subnet of the set overlapping one another set of the instance
 * publishes in another service area (Blocking: customers route per service area).
 */
export function ipInMultipleServiceAreas({ input, sets }: ValidationContext): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const clashes: string[] = [];
  const items: MessagePart[] = [];
  for (const other of otherSetsOfInstance(input)) {
    if (other.serviceArea === input.proposed.serviceArea) continue;
    for (const [s, hit] of overlapsWith(mine, subnetsOf(other.cidrs))) {
      clashes.push(`${s.text} (${hit.text} in ${other.serviceArea}, set ${other.id})`);
      const params = { subnet: s.text, other: hit.text, serviceArea: other.serviceArea, set: other.id };
      items.push(reasonPhrase('IpInMultipleServiceAreas', 'clash', params));
    }
  }
  if (clashes.length === 0) return result('IpInMultipleServiceAreas', 'Pass', 'pass');
  return result(
    'IpInMultipleServiceAreas',
    'Blocking',
    'blocking',
    { clashes: listParam(items) },
    { clashes },
  );
}
