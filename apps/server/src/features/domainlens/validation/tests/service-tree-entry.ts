import type { ValidationTestResult } from '@netlens/core';
import { parseSubnet } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { cidrKey, listOf, normFqdn, result } from '../helpers.js';

/**
 * Service tree entry: each FQDN and subnet has a known service-tree id, a subnet its own
 * assignment when it has one and the set's otherwise (Blocking for what the change adds or
 * assigns; Warning for endpoints already published, and for retired entries).
 */
export function serviceTreeEntry({ input, sets }: ValidationContext): ValidationTestResult {
  const entries = new Map(input.serviceTree.entries.map((e) => [e.id.toLowerCase(), e]));
  const assigned = new Map<string, string | null>();
  const added = new Set([...sets.addedFqdns, ...sets.addedCidrs.map(cidrKey)]);
  const fromMemberSet = new Set<string>();
  for (const a of input.serviceTree.assignments) {
    const key = parseSubnet(a.endpoint) ? cidrKey(a.endpoint) : normFqdn(a.endpoint);
    assigned.set(key, a.serviceTreeId);
    if (a.assignedByChange) added.add(key);
    if (a.isFromMemberSet) fromMemberSet.add(key);
  }
  const blocking: string[] = [];
  const warnings: string[] = [];
  const all = [
    ...sets.proposedFqdns.map((f) => [f, f] as const),
    ...sets.proposedCidrs.map((c) => [c, cidrKey(c)] as const),
  ];
  for (const [subnetOrName, key] of all) {
    const label = fromMemberSet.has(key) ? `${subnetOrName} (from the member set)` : subnetOrName;
    const id = assigned.get(key) ?? null;
    const entry = id ? entries.get(id.toLowerCase()) : undefined;
    const isAdded = added.has(key);
    if (!id) (isAdded ? blocking : warnings).push(`${label} has no service-tree id`);
    else if (!entry) (isAdded ? blocking : warnings).push(`${label} has unknown service-tree id ${id}`);
    else if (!entry.isActive) warnings.push(`${label} has retired service-tree entry ${entry.name} (${id})`);
  }
  for (const id of input.change.addedServiceTreeIds) {
    if (!entries.has(id.toLowerCase())) blocking.push(`the change adds unknown service-tree id ${id}`);
  }
  if (blocking.length > 0) {
    return result(
      'ServiceTreeEntry',
      'Blocking',
      `Every FQDN and subnet needs a known service-tree entry: ${listOf(blocking)}.`,
      { blocking, warnings },
    );
  }
  if (warnings.length > 0)
    return result(
      'ServiceTreeEntry',
      'Warning',
      `Service-tree entries need attention: ${listOf(warnings)}.`,
      { warnings },
    );
  return result(
    'ServiceTreeEntry',
    'Pass',
    'Every FQDN and subnet of the set has a known, active service-tree entry.',
  );
}
