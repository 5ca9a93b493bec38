// Test fixtures of the FQDN inventory: the people of Domain Lens by their directory groups, two
// workloads with their champions, a service-tree entry with its owners, and FQDNs from a CSV.
import { importFqdnsCsv } from '../features/fqdns/index.js';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type DbKind, type TestApp } from './harness.js';
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
  const tree = await post('ServiceTree/save', {
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

/** A suite's server and the people of `seedFqdnWorld`, signed in. */
export interface FqdnSuite {
  t: TestApp;
  b: Record<FqdnPerson, Browser>;
}

/**
 * A server (on `kind`, with `env`) and the world of `seedFqdnWorld`, made before the suite's tests
 * (before the hooks registered after this call); closed after them.
 */
export function fqdnSuite(kind: DbKind, env: Record<string, string> = {}): FqdnSuite {
  const suite = {} as FqdnSuite;
  beforeAll(async () => {
    suite.t = await startTestApp(kind, env);
    suite.b = await seedFqdnWorld(suite.t);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}

/** Imports FQDNs: one line each, `name,instance,workload,serviceTreeId,scope`. */
export function importFqdns(t: TestApp, lines: string[]): Promise<number> {
  return importFqdnsCsv(t.app.db, ['domainName,instance,workload,serviceTreeId,scope', ...lines].join('\n'));
}

/** More people of the workflows' tests: champions sharing a workload, a second council member. */
export const MorePeople = {
  /** A second champion of Exchange (its security group). */
  champ2: ['netlens-domain-lens', 'netlens-workload-champions', 'exchange-champs'],
  /** A second connectivity champion. */
  council2: ['netlens-domain-lens', 'netlens-connectivity-champions'],
  /** A champion of both Exchange and SharePoint. */
  dual: ['netlens-domain-lens', 'netlens-workload-champions', 'exchange-champs', 'sharepoint-champs'],
};

/** One of MorePeople of contoso, signed in. */
export async function seedPerson(t: TestApp, username: keyof typeof MorePeople): Promise<Browser> {
  await seedUser(t, 'contoso', username, MorePeople[username]);
  const b = new Browser(t);
  await b.signIn(username);
  return b;
}

/**
 * Imports `count` FQDNs of Exchange under the service tree Owned, named `{prefix}{i}.{domain}`;
 * answers their ids by name.
 */
export async function seedNumberedFqdns(
  t: TestApp,
  reader: Browser,
  prefix: string,
  domain: string,
  count: number,
): Promise<Record<string, string>> {
  const lines = Array.from(
    { length: count },
    (_, i) => `${prefix}${i}.${domain},Worldwide,Exchange,${ServiceTree.Owned},MVP`,
  );
  await importFqdns(t, lines);
  return fqdnIdsByName(reader, domain);
}

/** The Fqdn/List entries whose name contains `search`, by name (every page). */
export async function fqdnIdsByName(b: Browser, search: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (let next: string | null = ''; next !== null;) {
    const query = `search=${encodeURIComponent(search)}${next ? `&continuation=${next}` : ''}`;
    const page = (await b.get(`${FqdnApi}/Fqdn/List?${query}`)).json() as {
      items: { id: string; domainName: string }[];
      continuation: string | null;
    };
    for (const f of page.items) ids[f.domainName] = f.id;
    next = page.continuation;
  }
  return ids;
}
