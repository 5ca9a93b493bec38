import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type DbKind, type TestApp } from './harness.js';
import { Browser, seedOrg, seedUser } from './identity-helpers.js';

/** Domain Lens's people for integration tests, signed in, and the workloads they champion. */
export const DL_BASE = '/api/ipurl/api/v1';
export const FORBIDDEN = "You don't have access to to perform this operation.";
/** The operator's own organisation; `fabrikam` is a customer whose groups grant no staff role. */
export const STAFF_TENANT = 'contoso';

const DL = 'netlens-domain-lens';
const CHAMP = 'netlens-workload-champions';
const COUNCIL = 'netlens-connectivity-champions';

/** Each person: their organisation and directory groups (a workload's security group makes its champion). */
export const People = {
  stranger: { tenant: STAFF_TENANT, groups: [] as string[] },
  reader: { tenant: STAFF_TENANT, groups: [DL] },
  author: { tenant: STAFF_TENANT, groups: [DL] },
  champ: { tenant: STAFF_TENANT, groups: [DL, CHAMP, 'exchange-champs'] },
  champ2: { tenant: STAFF_TENANT, groups: [DL, CHAMP, 'exchange-champs'] },
  otherChamp: { tenant: STAFF_TENANT, groups: [DL, CHAMP, 'sp-champs'] },
  teams: { tenant: STAFF_TENANT, groups: [DL, CHAMP, 'teams-champs'] },
  teams2: { tenant: STAFF_TENANT, groups: [DL, CHAMP, 'teams-champs'] },
  service: { tenant: STAFF_TENANT, groups: [DL, 'netlens-service-champions'] },
  council: { tenant: STAFF_TENANT, groups: [DL, COUNCIL] },
  council2: { tenant: STAFF_TENANT, groups: [DL, COUNCIL] },
  outsider: { tenant: 'fabrikam', groups: [DL, CHAMP, COUNCIL, 'exchange-champs', 'netlens-leadership'] },
};
export type Person = keyof typeof People;
export const emailOf = (who: Person) => `${who.toLowerCase()}@${People[who].tenant}.example`;

/** The workloads: id, security group and champion e-mail. */
const Workloads = [
  ['Exchange', 'exchange-champs', 'champ'],
  ['SharePoint', 'sp-champs', 'otherChamp'],
  ['Teams', 'teams-champs', 'teams'],
] as const;

export const newSet = (over: Record<string, unknown> = {}) => ({
  instance: 'Worldwide',
  governanceCategory: 'Default',
  isExpressRoute: false,
  workloadName: 'Exchange',
  isRequired: true,
  tcpPorts: '80,443',
  udpPorts: '',
  fqdns: ['outlook.office.com', 'outlook.office365.com'],
  cidrs: [],
  publicDescription: 'Exchange Online',
  ...over,
});

/** An Optimize set with subnets: the council must approve it. */
export const governedSet = (over: Record<string, unknown> = {}) =>
  newSet({
    governanceCategory: 'Optimize',
    isExpressRoute: true,
    cidrs: ['13.107.6.152/31', '2603:1006::/40'],
    ...over,
  });

export interface DomainLensApp {
  t: TestApp;
  as: Record<Person, Browser>;
  post: (who: Person, path: string, payload: unknown) => Promise<LightMyRequestResponse>;
  get: (who: Person, path: string) => Promise<LightMyRequestResponse>;
}

/** A server with the staff organisation, a customer organisation, every person signed in and the workloads. */
export async function domainLensApp(kind: DbKind, env: Record<string, string> = {}): Promise<DomainLensApp> {
  const t = await startTestApp(kind, { STAFF_TENANTS: STAFF_TENANT, ...env });
  await seedOrg(t, STAFF_TENANT);
  await seedOrg(t, 'fabrikam');
  const as = {} as Record<Person, Browser>;
  for (const who of Object.keys(People) as Person[]) {
    await seedUser(t, People[who].tenant, who.toLowerCase(), People[who].groups);
    as[who] = new Browser(t);
    await as[who].signIn(who.toLowerCase());
  }
  const post = (who: Person, path: string, payload: unknown) =>
    as[who].request({ method: 'POST', url: `${DL_BASE}/${path}`, payload: payload as object });
  const get = (who: Person, path: string) => as[who].get(`${DL_BASE}/${path}`);
  for (const [id, group, champ] of Workloads) {
    const res = await post('council', 'Workload', {
      id,
      workloadChampName: id,
      workloadChampSecurityGroup: group,
      workloadChampEmail: emailOf(champ),
      serviceArea: id,
      serviceAreaDisplayName: `${id} Online`,
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { t, as, post, get };
}

/**
 * A suite's server, started before its tests and closed after them (`t` and `as` filled once
 * started; `post` and `get` may be taken at once).
 */
export function domainLensSuite(kind: DbKind): DomainLensApp {
  let started: DomainLensApp;
  const suite = {
    post: (who, path, payload) => started.post(who, path, payload),
    get: (who, path) => started.get(who, path),
  } as DomainLensApp;
  beforeAll(async () => {
    started = await domainLensApp(kind);
    suite.t = started.t;
    suite.as = started.as;
  }, 120_000);
  afterAll(async () => suite.t?.close());
  return suite;
}
