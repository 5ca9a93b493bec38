import type { ValidationTestResult } from '@netlens/core';
import { overlaps } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { listOf, otherSetsOfInstance, overlapsWith, result, subnetsOf } from '../helpers.js';

/**
 * No overlap in a workload: the subnets of the set are disjoint from each other and from those of
 * the workload's other sets in the instance (Blocking).
 */
export function workloadOverlap({ input, sets }: ValidationContext): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const overlapsFound: string[] = [];
  for (let i = 0; i < mine.length; i += 1) {
    for (let j = i + 1; j < mine.length; j += 1) {
      const a = mine[i]!;
      const b = mine[j]!;
      if (a.key !== b.key && overlaps(a, b)) overlapsFound.push(`${a.text} and ${b.text} (both in this set)`);
    }
  }
  for (const other of otherSetsOfInstance(input)) {
    if (other.workload !== input.proposed.workload) continue;
    for (const [s, hit] of overlapsWith(mine, subnetsOf(other.cidrs))) {
      overlapsFound.push(`${s.text} and ${hit.text} (set ${other.id})`);
    }
  }
  if (overlapsFound.length === 0)
    return result(
      'WorkloadOverlap',
      'Pass',
      `No subnet of the set overlaps another of ${input.proposed.workload}.`,
    );
  return result(
    'WorkloadOverlap',
    'Blocking',
    `Subnets overlap within ${input.proposed.workload}: ${listOf(overlapsFound)}.`,
    { overlaps: overlapsFound },
  );
}
