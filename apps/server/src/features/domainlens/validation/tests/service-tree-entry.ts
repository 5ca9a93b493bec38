import { listParam, type MessagePart, type ValidationTestResult } from '@netlens/core';
import { parseSubnet } from '../cidr.js';
import type { ValidationContext } from '../context.js';
import { cidrKey, normFqdn, reasonPhrase, result } from '../helpers.js';

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
  const blockingItems: MessagePart[] = [];
  const warningItems: MessagePart[] = [];
  /** Notes an item in English (the details) and as a phrase (the reason). */
  const note = (block: boolean, english: string, name: string, params: Record<string, string> = {}) => {
    (block ? blocking : warnings).push(english);
    (block ? blockingItems : warningItems).push(reasonPhrase('ServiceTreeEntry', name, params));
  };
  const all = [
    ...sets.proposedFqdns.map((f) => [f, f] as const),
    ...sets.proposedCidrs.map((c) => [c, cidrKey(c)] as const),
  ];
  for (const [subnetOrName, key] of all) {
    const label = fromMemberSet.has(key) ? `${subnetOrName} (from the member set)` : subnetOrName;
    const id = assigned.get(key) ?? null;
    const entry = id ? entries.get(id.toLowerCase()) : undefined;
    const isAdded = added.has(key);
    if (!id) note(isAdded, `${label} has no service-tree id`, 'noId', { endpoint: label });
    else if (!entry)
      note(isAdded, `${label} has unknown service-tree id ${id}`, 'unknownId', { endpoint: label, id });
    else if (!entry.isActive)
      note(false, `${label} has retired service-tree entry ${entry.name} (${id})`, 'retired', {
        endpoint: label,
        name: entry.name,
        id,
      });
  }
  for (const id of input.change.addedServiceTreeIds) {
    if (!entries.has(id.toLowerCase()))
      note(true, `the change adds unknown service-tree id ${id}`, 'addsUnknownId', { id });
  }
  if (blocking.length > 0) {
    return result(
      'ServiceTreeEntry',
      'Blocking',
      'blocking',
      { items: listParam(blockingItems) },
      { blocking, warnings },
    );
  }
  if (warnings.length > 0)
    return result('ServiceTreeEntry', 'Warning', 'warning', { items: listParam(warningItems) }, { warnings });
  return result('ServiceTreeEntry', 'Pass', 'pass');
}
