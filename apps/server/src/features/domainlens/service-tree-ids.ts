import type { ChangeDetail } from '@netlens/core';

type ServiceTreeIdChanges = Pick<ChangeDetail, 'serviceTreeIdAdditions' | 'serviceTreeIdRemovals'>;

/** The service-tree ids a set carries after its change details (JSON), applied oldest first. */
export function serviceTreeIdsAfter(details: readonly string[]): string[] {
  let ids: string[] = [];
  for (const raw of details) {
    const d = JSON.parse(raw) as Partial<ServiceTreeIdChanges>;
    const removed = new Set((d.serviceTreeIdRemovals ?? []).map((id) => id.toLowerCase()));
    const added = (d.serviceTreeIdAdditions ?? []).map((id) => id.toLowerCase());
    ids = [...new Set([...ids.filter((id) => !removed.has(id)), ...added])];
  }
  return ids;
}
