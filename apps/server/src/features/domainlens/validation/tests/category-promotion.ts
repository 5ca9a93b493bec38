import type { ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { cidrKey, listOf, normFqdn, otherSetsOfInstance, result } from '../helpers.js';
import type { GovernanceCategory } from '../input.js';

const CATEGORY_RANK: Record<GovernanceCategory, number> = { Default: 0, Allow: 1, Optimize: 2 };

/**
 * Governance category promotion: moving the set, or an endpoint another set of the instance
 * publishes, up Default → Allow → Optimize is flagged for review (Warning).
 */
export function categoryPromotion({ input, sets }: ValidationContext): ValidationTestResult {
  const to = input.proposed.governanceCategory;
  const moves: string[] = [];
  const from = input.published?.governanceCategory;
  if (from && CATEGORY_RANK[to] > CATEGORY_RANK[from])
    moves.push(`set ${input.proposed.id} from ${from} to ${to}`);
  const added = new Set([...sets.addedFqdns, ...sets.addedCidrs.map(cidrKey)]);
  for (const other of otherSetsOfInstance(input)) {
    if (CATEGORY_RANK[to] <= CATEGORY_RANK[other.governanceCategory]) continue;
    for (const e of [...other.fqdns.map(normFqdn), ...other.cidrs.map(cidrKey)]) {
      if (added.has(e)) moves.push(`${e} from ${other.governanceCategory} (set ${other.id}) to ${to}`);
    }
  }
  if (moves.length === 0)
    return result(
      'CategoryPromotion',
      'Pass',
      'The change promotes no endpoint to a higher governance category.',
    );
  return result(
    'CategoryPromotion',
    'Warning',
    `Promotion to a higher governance category needs review: ${listOf(moves)}.`,
    { moves },
  );
}
