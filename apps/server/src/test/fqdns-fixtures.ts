// Test fixtures of the FQDN inventory: the people of Domain Lens by their directory groups, two
// workloads with their champions, a service-tree entry with its owners, and FQDNs from a CSV.
import { importFqdnsCsv } from '../features/fqdns/index.js';
import type { TestApp } from './harness.js';
import { Browser, seedOrg, seedUser } from './identity-helpers.js';

export const FqdnPeople = {
  stranger: [] as string[],
  author: ['netlens-domain-lens'],
  /** Champion of Exchange. */
  champ: ['netlens-domain-lens', 'netlens-workload-champions'],
  /** Champion of SharePoint. */
  otherchamp: ['netlens-domain-lens', 'netlens-workload-champions'],
  servicechamp: ['netlens-domain-lens', 'netlens-service-champions'],
  council: ['netlens-domain-lens', 'netlens-connectivity-champions'],
  /** Dev owner of the service-tree entry ServiceTree.Owned. */
  owner: ['netlens-domain-lens'],
};
export type FqdnPerson = keyof typeof FqdnPeople;

export const ServiceTree = {
  Owned: '11111111-1111-4111-8111-111111111111',
  Other: '22222222-2222-4222-8222-222222222222',
};
export const FqdnApi = '/api/ipurl/api/v1';

/** Signs everyone in, adds Exchange and SharePoint with their champions and the service tree. */
export async function seedFqdnWorld(t: TestApp): Promise<Record<FqdnPerson, Browser>> {
  await seedOrg(t, 'contoso');
  const b = {} as Record<FqdnPerson, Browser>;
  for (const who of Object.keys(FqdnPeople) as FqdnPerson[]) {
    await seedUser(t, 'contoso', who, FqdnPeople[who]);
    b[who] = new Browser(t);
    await b[who].signIn(who);
  }
  const post = (path: string, payload: object) =>
    b.council.request({ method: 'POST', url: `${FqdnApi}/${path}`, payload });
  for (const [id, email] of [
    ['Exchange', 'champ@contoso.example'],
    ['SharePoint', 'otherchamp@contoso.example'],
  ] as const) {
    const res = await post('Workload', {
      id,
      workloadChampName: id,
      workloadChampSecurityGroup: `${id.toLowerCase()}-champs`,
      workloadChampEmail: email,
      serviceArea: id,
      serviceAreaDisplayName: `${id} Online`,
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const tree = await post('ServiceTree/list', {
    entries: [
      {
        id: ServiceTree.Owned,
        name: 'Mail',
        devOwner: 'owner@contoso.example',
        pmOwner: 'pm@contoso.example',
      },
      {
        id: ServiceTree.Other,
        name: 'Sites',
        devOwner: 'dev@contoso.example',
        pmOwner: 'pm@contoso.example',
      },
    ],
  });
  if (tree.statusCode !== 200) throw new Error(tree.body);
  return b;
}

/** Imports FQDNs: one line each, `name,instance,workload,serviceTreeId,scope`. */
export function importFqdns(t: TestApp, lines: string[]): Promise<number> {
  return importFqdnsCsv(t.app.db, ['domainName,instance,workload,serviceTreeId,scope', ...lines].join('\n'));
}
