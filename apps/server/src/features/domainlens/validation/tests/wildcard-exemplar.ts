import { listParam, wildcardCovers, type MessagePart, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure } from '../dns.js';
import { exemplarFailure, isWildcard, normFqdn, result } from '../helpers.js';

/**
 * Exemplar FQDN for wildcards: each added wildcard names a concrete FQDN it covers (in the set or
 * in the change) that resolves (Blocking when missing or when DNS says it does not exist;
 * Warning when the lookup could not be made).
 */
export async function wildcardExemplar({
  input,
  sets,
  lookup,
}: ValidationContext): Promise<ValidationTestResult> {
  const wildcards = sets.addedFqdns.filter(isWildcard);
  if (wildcards.length === 0) return result('WildcardExemplar', 'Pass', 'none');
  const named = new Map(
    Object.entries(input.change.wildcardExemplars).map(([w, e]) => [normFqdn(w), normFqdn(e)]),
  );
  const missing: string[] = [];
  const unresolved: string[] = [];
  const unchecked: string[] = [];
  const unresolvedItems: MessagePart[] = [];
  const uncheckedItems: MessagePart[] = [];
  await Promise.all(
    wildcards.map(async (w) => {
      const candidate = named.get(w);
      const exemplar =
        candidate && wildcardCovers(w, candidate)
          ? candidate
          : sets.proposedFqdns.find((f) => wildcardCovers(w, f));
      if (!exemplar) {
        missing.push(w);
        return;
      }
      const l = await lookup(exemplar);
      if (l.ok) return;
      const conclusive = isConclusiveFailure(l.failure);
      (conclusive ? unresolved : unchecked).push(`${w} (${l.message})`);
      (conclusive ? unresolvedItems : uncheckedItems).push(exemplarFailure(w, l));
    }),
  );
  if (missing.length > 0 || unresolved.length > 0) {
    const params = { missing: listParam(missing), unresolved: listParam(unresolvedItems) };
    const name =
      unresolved.length === 0 ? 'missing' : missing.length === 0 ? 'unresolved' : 'missingAndUnresolved';
    return result('WildcardExemplar', 'Blocking', name, params, { missing, unresolved, unchecked });
  }
  if (unchecked.length > 0)
    return result(
      'WildcardExemplar',
      'Warning',
      'unchecked',
      { unchecked: listParam(uncheckedItems) },
      { unchecked },
    );
  return result('WildcardExemplar', 'Pass', 'pass', { wildcards: listParam(wildcards) });
}
