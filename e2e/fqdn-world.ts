import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './accounts.js';

export const DomainLensApi = 'api/ipurl/api/v1';
/** Two service-tree entries: Mail, owned by olive@contoso.example, and Sites, owned by others. */
export const Owned = '11111111-1111-4111-8111-111111111111';
export const Foreign = '22222222-2222-4222-8222-222222222222';

/**
 * Adds a workload through the API, its champion `champ`@contoso.example and its champions' group
 * `group`; `over` replaces other fields of the body.
 */
export async function addWorkload(
  page: Page,
  id: string,
  champ: string,
  group: string,
  over: Record<string, string> = {},
): Promise<void> {
  const res = await apiCall(page, 'POST', `${DomainLensApi}/Workload`, {
    id,
    workloadChampName: id,
    workloadChampSecurityGroup: group,
    workloadChampEmail: `${champ}@contoso.example`,
    serviceArea: id,
    serviceAreaDisplayName: `${id} Online`,
    propertyGroups: ['M365'],
    workloadType: 'External',
    ...over,
  });
  expect(res.status).toBe(200);
}

/** Saves the Owned and Foreign service-tree entries through the API. */
export async function saveServiceTree(page: Page): Promise<void> {
  const res = await apiCall(page, 'POST', `${DomainLensApi}/ServiceTree/save`, {
    entries: [
      { id: Owned, name: 'Mail', devOwner: 'olive@contoso.example', pmOwner: 'pm@contoso.example' },
      { id: Foreign, name: 'Sites', devOwner: 'dev@contoso.example', pmOwner: 'pm@contoso.example' },
    ],
  });
  expect(res.status).toBe(200);
}

/** Adds an FQDN of the Exchange workload through the API; answers its id. */
export async function addFqdn(
  page: Page,
  fqdn: { domainName: string; instance: string; scope: string; serviceTreeId: string | null },
): Promise<string> {
  const res = await apiCall<{ fqdn: { id: string } }>(page, 'POST', `${DomainLensApi}/Fqdn`, {
    ...fqdn,
    workload: 'Exchange',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.fqdn.id;
}
