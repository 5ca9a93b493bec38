import type { ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure } from '../dns.js';
import { isWildcard, listOf, normFqdn, otherSetsOfInstance, result, sentence } from '../helpers.js';

/**
 * Removal still in DNS: removed FQDNs that still resolve are flagged (Warning). A name the
 * instance still publishes in another set (a move) is expected to resolve and is not looked up.
 */
export async function removalStillInDns({
  input,
  sets,
  lookup,
}: ValidationContext): Promise<ValidationTestResult> {
  const elsewhere = new Set(otherSetsOfInstance(input).flatMap((s) => s.fqdns.map(normFqdn)));
  const names = sets.removedFqdns.filter((f) => !isWildcard(f) && !elsewhere.has(f));
  if (names.length === 0) return result('RemovalStillInDns', 'Pass', 'The change removes no concrete FQDN.');
  const lookups = await Promise.all(names.map(lookup));
  const stillResolving = lookups.flatMap((l) => (l.ok ? [`${l.name} → ${l.addresses.join(', ')}`] : []));
  const unchecked = lookups.flatMap((l) => (!l.ok && !isConclusiveFailure(l.failure) ? [l.message] : []));
  if (stillResolving.length === 0 && unchecked.length === 0)
    return result('RemovalStillInDns', 'Pass', `No removed FQDN resolves any more: ${listOf(names)}.`);
  const parts = [
    stillResolving.length > 0
      ? `these removed FQDNs still resolve, so clients may still need them: ${listOf(stillResolving)}`
      : '',
    unchecked.length > 0 ? `these could not be checked: ${listOf(unchecked)}` : '',
  ];
  return result('RemovalStillInDns', 'Warning', sentence(parts), { stillResolving, unchecked });
}
