import { listParam, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure, type FailedLookup } from '../dns.js';
import { isWildcard, lookupFailure, normFqdn, otherSetsOfInstance, result } from '../helpers.js';

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
  if (names.length === 0) return result('RemovalStillInDns', 'Pass', 'none');
  const lookups = await Promise.all(names.map(lookup));
  const stillResolving = lookups.flatMap((l) => (l.ok ? [`${l.name} → ${l.addresses.join(', ')}`] : []));
  const uncheckedLookups = lookups.filter((l): l is FailedLookup => !l.ok && !isConclusiveFailure(l.failure));
  const unchecked = uncheckedLookups.map((l) => l.message);
  if (stillResolving.length === 0 && unchecked.length === 0)
    return result('RemovalStillInDns', 'Pass', 'pass', { names: listParam(names) });
  const params = {
    stillResolving: listParam(stillResolving),
    unchecked: listParam(uncheckedLookups.map(lookupFailure)),
  };
  const name =
    unchecked.length === 0
      ? 'stillResolving'
      : stillResolving.length === 0
        ? 'unchecked'
        : 'stillResolvingAndUnchecked';
  return result('RemovalStillInDns', 'Warning', name, params, { stillResolving, unchecked });
}
