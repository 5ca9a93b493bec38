import { randomBytes } from 'node:crypto';
import { endpoints, type SolutionInput, type Visibility } from '@netlens/core';
import type { Db } from '../../db/index.js';
import {
  addToGroup,
  createOrganization,
  createUser,
  removeOrganization,
  usersByIds,
} from '../identity/index.js';
import { createDemoProvider, removeDemoProvider, solutionSubnets } from '../partners/index.js';
import { deleteReport, setReportCreatedAt } from '../reports/index.js';
import { DemoBrowser } from './http.js';
import { MAIN_CUSTOMERS, MIN_DAYS, SPARSE_CUSTOMERS, planTraffic, type PlannedReport } from './plan.js';
import * as repo from './repo.js';

/**
 * The demo provider's solutions, public so the programme's dashboard has places to show: each
 * first subnet is its main place, the others sparse places.
 */
export const DemoSolutions: (SolutionInput & { visibility: Visibility })[] = [
  {
    name: 'Contoso Fiber Broadband (demo)',
    type: 'isp',
    asns: [],
    subnets: ['1.21.112.0/20', '1.75.196.0/22'],
    vpnInterfaceDescriptions: [],
    sslOwnerNames: [],
    visibility: 'Public',
  },
  {
    name: 'Contoso Secure SD-WAN (demo)',
    type: 'sdwan',
    asns: [],
    subnets: ['5.10.96.0/19', '1.179.48.0/22'],
    vpnInterfaceDescriptions: [],
    sslOwnerNames: [],
    visibility: 'Public',
  },
];

const PROVIDER_TENANT = 'demo-provider';
const customerTenant = (n: number) => `demo-customer-${n + 1}`;
/** Reports posted at once. */
const CONCURRENCY = 4;

export interface DemoOptions {
  /** The running server the reports are posted to. */
  url: string;
  days: number;
  /** Existing solutions that also get demo traffic. */
  solutionIds: string[];
  /** The group granting partner-portal access, which the demo provider's user joins. */
  partnerGroup: string | undefined;
  log: (line: string) => void;
}

export interface DemoResult {
  partnerId: string | null;
  solutionIds: string[];
  reports: number;
  /** The demo provider's sign-in, when this run created it. */
  providerAccount: { username: string; password: string } | null;
}

const password = () => randomBytes(12).toString('base64url');

/** An organisation with one local user, both marked demo; answers the user's sign-in. */
async function demoOrganization(db: Db, tenantId: string, name: string) {
  await createOrganization(db, { name, tenantId, domains: [`${tenantId}.example`] });
  await repo.recordItems(db, 'org', [tenantId]);
  const account = { username: tenantId, password: password() };
  const { id } = await createUser(db, {
    tenantId,
    username: account.username,
    displayName: `${name} user`,
    email: `${tenantId}@${tenantId}.example`,
    password: account.password,
  });
  const [user] = await usersByIds(db, [id]);
  if (!user) throw new Error(`the demo user ${tenantId} was not created`);
  return { user, account };
}

/**
 * Creates the demo provider (status Demo) with its solutions, and customer organisations whose
 * users post reports through the running server's GenerateTestReport and save them, from
 * addresses of each solution's subnets, dated over the past days. Everything is listed in
 * `demo_items` for `removeDemo`.
 */
export async function createDemo(db: Db, opts: DemoOptions): Promise<DemoResult> {
  if (opts.days < MIN_DAYS) throw new Error(`--days must be at least ${MIN_DAYS}`);
  let partnerId: string | null = null;
  let solutionIds: string[] = [];
  let providerAccount: DemoResult['providerAccount'] = null;
  if ((await repo.itemsOf(db, 'partner')).length === 0) {
    const owner = await demoOrganization(db, PROVIDER_TENANT, 'Contoso Networks (demo)');
    if (opts.partnerGroup) await addToGroup(db, owner.account.username, opts.partnerGroup);
    const made = await createDemoProvider(
      db,
      { orgId: owner.user.org_id, userId: owner.user.id, email: owner.user.email ?? '' },
      {
        name: 'Contoso Networks (demo)',
        url: 'https://demo-provider.example',
        domain: 'demo-provider.example',
      },
      DemoSolutions,
    );
    await repo.recordItems(db, 'partner', [made.partnerId]);
    ({ partnerId, solutionIds } = made);
    providerAccount = owner.account;
    opts.log(`Created the demo provider ${made.partnerId} with ${made.solutionIds.length} solutions.`);
  }
  const browsers = await customerBrowsers(db, opts.url);
  const plans: PlannedReport[] = [];
  const targets = [...solutionIds, ...opts.solutionIds];
  for (const [i, id] of targets.entries()) {
    plans.push(...planTraffic(await solutionSubnets(db, id), opts.days, new Date(), i + 1));
  }
  const reports = await postReports(db, browsers, plans, opts.log);
  return { partnerId, solutionIds, reports, providerAccount };
}

/** The customers' browsers, signed in (organisations made on first use). */
async function customerBrowsers(db: Db, url: string): Promise<DemoBrowser[]> {
  const have = new Set(await repo.itemsOf(db, 'org'));
  const browsers: DemoBrowser[] = [];
  for (let n = 0; n < MAIN_CUSTOMERS + SPARSE_CUSTOMERS; n++) {
    const tenant = customerTenant(n);
    if (have.has(tenant)) await removeOrganization(db, tenant);
    const { account } = await demoOrganization(db, tenant, `Demo customer ${n + 1} (demo)`);
    const browser = new DemoBrowser(url);
    await browser.signIn(account.username, account.password);
    browsers.push(browser);
  }
  return browsers;
}

async function postReports(
  db: Db,
  browsers: DemoBrowser[],
  plans: PlannedReport[],
  log: (line: string) => void,
): Promise<number> {
  const places = new Map<string, Promise<{ lat: number; long: number; city: string }>>();
  let done = 0;
  const post = async (p: PlannedReport) => {
    const browser = browsers[p.customer]!;
    browser.address = p.address;
    let place = places.get(p.subnet);
    if (!place) {
      place = browser.api
        .call(endpoints.ReverseEgressLocation, {})
        .then((l) => ({ lat: l.cityLat, long: l.cityLong, city: l.city }));
      places.set(p.subnet, place);
    }
    const at = await place;
    const report = await browser.api.call(endpoints.GenerateTestReport, {
      body: {
        latitude: String(at.lat),
        longitude: String(at.long),
        city: at.city,
        isAutoDetected: 'true',
        measuredLatency: String(Math.min(...p.latencies)),
        measuredLatencies: p.latencies.join(','),
      },
    });
    await browser.api.call(endpoints.CreateReport, { body: { id: report.id } });
    await setReportCreatedAt(db, report.id, p.at);
    await repo.recordItems(db, 'report', [report.id]);
    if (++done % 100 === 0) log(`${done} of ${plans.length} reports posted`);
  };
  // One queue per customer: a browser sends one call at a time from its current address.
  const queues = browsers.map((_, c) => plans.filter((p) => p.customer === c));
  const workers = Array.from({ length: CONCURRENCY }, async (_, w) => {
    for (let c = w; c < queues.length; c += CONCURRENCY) for (const p of queues[c]!) await post(p);
  });
  await Promise.all(workers);
  return done;
}

/** Removes everything the demo command created: its reports, the provider, the organisations. */
export async function removeDemo(db: Db): Promise<{ reports: number; partners: number; orgs: number }> {
  const reports = await repo.itemsOf(db, 'report');
  for (const id of reports) await deleteReport(db, id);
  await repo.forgetItems(db, 'report', reports);
  const partners = await repo.itemsOf(db, 'partner');
  for (const id of partners) await removeDemoProvider(db, id);
  await repo.forgetItems(db, 'partner', partners);
  const orgs = await repo.itemsOf(db, 'org');
  for (const tenant of orgs) await removeOrganization(db, tenant);
  await repo.forgetItems(db, 'org', orgs);
  return { reports: reports.length, partners: partners.length, orgs: orgs.length };
}
