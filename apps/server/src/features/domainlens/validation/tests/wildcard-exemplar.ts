import { wildcardCovers, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure } from '../dns.js';
import { isWildcard, listOf, normFqdn, result } from '../helpers.js';

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
  if (wildcards.length === 0) return result('WildcardExemplar', 'Pass', 'The change adds no wildcard FQDN.');
  const named = new Map(
    Object.entries(input.change.wildcardExemplars).map(([w, e]) => [normFqdn(w), normFqdn(e)]),
  );
  const missing: string[] = [];
  const unresolved: string[] = [];
  const unchecked: string[] = [];
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
      if (!l.ok) (isConclusiveFailure(l.failure) ? unresolved : unchecked).push(`${w} (${l.message})`);
    }),
  );
  if (missing.length > 0 || unresolved.length > 0) {
    const parts = [
      missing.length > 0 ? `no exemplar FQDN for ${listOf(missing)}` : '',
      unresolved.length > 0 ? `exemplar does not resolve for ${listOf(unresolved)}` : '',
    ].filter(Boolean);
    return result(
      'WildcardExemplar',
      'Blocking',
      `Each wildcard needs a concrete exemplar FQDN that resolves: ${parts.join('; ')}.`,
      {
        missing,
        unresolved,
        unchecked,
      },
    );
  }
  if (unchecked.length > 0)
    return result('WildcardExemplar', 'Warning', `Exemplars could not be checked: ${listOf(unchecked)}.`, {
      unchecked,
    });
  return result(
    'WildcardExemplar',
    'Pass',
    `Every added wildcard has an exemplar FQDN that resolves: ${listOf(wildcards)}.`,
  );
}
