import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { cidrKey, normFqdn, otherSetsOfInstance, reasonPhrase, result } from '../helpers.js';
import type { GovernanceCategory } from '../input.js';

const CATEGORY_RANK: Record<GovernanceCategory, number> = { Default: 0, Allow: 1, Optimize: 2 };

/**
 * Governance category promotion: moving the set, or an endpoint another set of the instance
 * publishes, up Default → Allow → Optimize is flagged for review (Warning).
 */
export function categoryPromotion({ input, sets }: ValidationContext): ValidationTestResult {
  const to = input.proposed.governanceCategory;
  const moves: string[] = [];
  const items: MessagePart[] = [];
  const from = input.published?.governanceCategory;
  if (from && CATEGORY_RANK[to] > CATEGORY_RANK[from]) {
    moves.push(`set ${input.proposed.id} from ${from} to ${to}`);
    items.push(reasonPhrase('CategoryPromotion', 'set', { set: input.proposed.id, from, to }));
  }
  const added = new Set([...sets.addedFqdns, ...sets.addedCidrs.map(cidrKey)]);
  for (const other of otherSetsOfInstance(input)) {
    if (CATEGORY_RANK[to] <= CATEGORY_RANK[other.governanceCategory]) continue;
    for (const e of [...other.fqdns.map(normFqdn), ...other.cidrs.map(cidrKey)]) {
      if (!added.has(e)) continue;
      moves.push(`${e} from ${other.governanceCategory} (set ${other.id}) to ${to}`);
      const params = { endpoint: e, from: other.governanceCategory, set: other.id, to };
      items.push(reasonPhrase('CategoryPromotion', 'endpoint', params));
    }
  }
  if (moves.length === 0) return result('CategoryPromotion', 'Pass', 'pass');
  return result('CategoryPromotion', 'Warning', 'warning', { moves: listParam(items) }, { moves });
}
