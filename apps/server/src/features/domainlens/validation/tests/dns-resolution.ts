import { listParam, type ValidationTestResult } from '@netlens/core';
import { addressIn } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure, type FailedLookup } from '../dns.js';
import { isWildcard, lookupFailure, result, subnetsOf } from '../helpers.js';

/**
 * DNS alignment and resolution: each added non-wildcard FQDN resolves (Blocking when DNS says it
 * does not exist or has no address; Warning when the lookup could not be made), and where the
 * workload publishes subnets its addresses lie in them (Warning: alignment).
 */
export async function dnsResolution({
  input,
  sets,
  lookup,
}: ValidationContext): Promise<ValidationTestResult> {
  const names = sets.addedFqdns.filter((f) => !isWildcard(f));
  if (names.length === 0) return result('DnsResolution', 'Pass', 'none');
  const lookups = await Promise.all(names.map(lookup));
  const failed = (conclusive: boolean) =>
    lookups.filter((l): l is FailedLookup => !l.ok && isConclusiveFailure(l.failure) === conclusive);
  const unresolvedLookups = failed(true);
  const uncheckedLookups = failed(false);
  const unresolved = unresolvedLookups.map((l) => l.message);
  const unchecked = uncheckedLookups.map((l) => l.message);
  const workloadSubnets = subnetsOf([
    ...sets.proposedCidrs,
    ...input.otherPublishedSets
      .filter((s) => s.instance === input.proposed.instance && s.workload === input.proposed.workload)
      .flatMap((s) => s.cidrs),
  ]);
  const misaligned =
    workloadSubnets.length === 0
      ? []
      : lookups.flatMap((l) => {
          if (!l.ok) return [];
          const outside = l.addresses.filter((a) => !workloadSubnets.some((s) => addressIn(a, s)));
          return outside.length > 0 ? [`${l.name} → ${outside.join(', ')}`] : [];
        });
  if (unresolved.length > 0) {
    return result(
      'DnsResolution',
      'Blocking',
      'unresolved',
      { unresolved: listParam(unresolvedLookups.map(lookupFailure)) },
      { unresolved, unchecked, misaligned },
    );
  }
  const params = {
    unchecked: listParam(uncheckedLookups.map(lookupFailure)),
    misaligned: listParam(misaligned),
  };
  const details = { unchecked, misaligned };
  if (unchecked.length > 0 && misaligned.length > 0)
    return result('DnsResolution', 'Warning', 'uncheckedAndMisaligned', params, details);
  if (unchecked.length > 0)
    return result('DnsResolution', 'Warning', 'unchecked', { unchecked: params.unchecked }, details);
  if (misaligned.length > 0)
    return result('DnsResolution', 'Warning', 'misaligned', { misaligned: params.misaligned }, details);
  return result('DnsResolution', 'Pass', 'pass', { count: names.length });
}
