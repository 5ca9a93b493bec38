import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import { overlaps } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { otherSetsOfInstance, overlapsWith, reasonPhrase, result, subnetsOf } from '../helpers.js';

/**
 * No overlap in a workload: the subnets of the set are disjoint from each other and from those of
 * the workload's other sets in the instance (Blocking).
 */
export function workloadOverlap({ input, sets }: ValidationContext): ValidationTestResult {
  const mine = subnetsOf(sets.proposedCidrs);
  const overlapsFound: string[] = [];
  const items: MessagePart[] = [];
  for (let i = 0; i < mine.length; i += 1) {
    for (let j = i + 1; j < mine.length; j += 1) {
      const a = mine[i]!;
      const b = mine[j]!;
      if (a.key !== b.key && overlaps(a, b)) {
        overlapsFound.push(`${a.text} and ${b.text} (both in this set)`);
        items.push(reasonPhrase('WorkloadOverlap', 'withinSet', { a: a.text, b: b.text }));
      }
    }
  }
  for (const other of otherSetsOfInstance(input)) {
    if (other.workload !== input.proposed.workload) continue;
    for (const [s, hit] of overlapsWith(mine, subnetsOf(other.cidrs))) {
      overlapsFound.push(`${s.text} and ${hit.text} (set ${other.id})`);
      items.push(reasonPhrase('WorkloadOverlap', 'withOtherSet', { a: s.text, b: hit.text, set: other.id }));
    }
  }
  if (overlapsFound.length === 0)
    return result('WorkloadOverlap', 'Pass', 'pass', { workload: input.proposed.workload });
  return result(
    'WorkloadOverlap',
    'Blocking',
    'blocking',
    { workload: input.proposed.workload, overlaps: listParam(items) },
    { overlaps: overlapsFound },
  );
}
