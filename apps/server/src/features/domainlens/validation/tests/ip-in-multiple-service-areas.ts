import type { ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { listOf, otherSetsOfInstance, overlapsWith, result, subnetsOf } from '../helpers.js';

/**
 * No IP in several service areas: a subnet of the set overlapping one another set of the instance
 * publishes in another service area (Blocking: customers route per service area).
 */
export function ipInMultipleServiceAreas({ input, sets }: ValidationContext): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const clashes: string[] = [];
  for (const other of otherSetsOfInstance(input)) {
    if (other.serviceArea === input.proposed.serviceArea) continue;
    for (const [s, hit] of overlapsWith(mine, subnetsOf(other.cidrs))) {
      clashes.push(`${s.text} (${hit.text} in ${other.serviceArea}, set ${other.id})`);
    }
  }
  if (clashes.length === 0)
    return result(
      'IpInMultipleServiceAreas',
      'Pass',
      `No subnet of the set is published in another service area.`,
    );
  return result(
    'IpInMultipleServiceAreas',
    'Blocking',
    `These subnets are already published in another service area: ${listOf(clashes)}.`,
    { clashes },
  );
}
