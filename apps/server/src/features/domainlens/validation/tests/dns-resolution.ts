import type { ValidationTestResult } from '@netlens/core';
import { addressIn } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { isConclusiveFailure } from '../dns.js';
import { isWildcard, listOf, plural, result, sentence, subnetsOf } from '../helpers.js';

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
  if (names.length === 0)
    return result(
      'DnsResolution',
      'Pass',
      'The change adds no FQDN to resolve (wildcards are checked through their exemplars).',
    );
  const lookups = await Promise.all(names.map(lookup));
  const unresolved = lookups.flatMap((l) => (!l.ok && isConclusiveFailure(l.failure) ? [l.message] : []));
  const unchecked = lookups.flatMap((l) => (!l.ok && !isConclusiveFailure(l.failure) ? [l.message] : []));
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
    return result('DnsResolution', 'Blocking', `Added FQDNs must resolve: ${listOf(unresolved)}.`, {
      unresolved,
      unchecked,
      misaligned,
    });
  }
  if (unchecked.length > 0 || misaligned.length > 0) {
    const parts = [
      unchecked.length > 0 ? `some added FQDNs could not be checked: ${listOf(unchecked)}` : '',
      misaligned.length > 0
        ? `some resolve outside the workload's published subnets: ${listOf(misaligned)}`
        : '',
    ];
    return result('DnsResolution', 'Warning', sentence(parts), { unchecked, misaligned });
  }
  return result(
    'DnsResolution',
    'Pass',
    `All ${plural(names.length, 'added FQDN')} resolve${names.length === 1 ? 's' : ''}.`,
  );
}
