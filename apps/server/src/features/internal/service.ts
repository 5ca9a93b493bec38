import { AppError, type SolutionTenants } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { findOrgsByIds } from '../identity/index.js';
import { solutionDirectory } from '../partners/index.js';
import { canSeeSolution, solutionCustomers } from '../performance/index.js';

const ORG = 'org:';

/**
 * The customer organisations whose reports were attributed to a solution, with their reports and
 * months; reports of visitors not signed in are counted by network, never named.
 */
export async function solutionTenants(db: Db, solutionId: string): Promise<SolutionTenants> {
  const solution = (await solutionDirectory(db)).find((s) => s.id === solutionId);
  // Staff see public and contributed solutions only; a provider's other private ones are not found.
  if (!solution || !canSeeSolution({ staff: true, partnerId: null }, solution))
    throw new AppError('INTERNAL_SOLUTION_NOT_FOUND');
  const customers = await solutionCustomers(db, solutionId);
  const orgIds = customers.filter((c) => c.customer.startsWith(ORG)).map((c) => c.customer.slice(ORG.length));
  const orgs = new Map((await findOrgsByIds(db, orgIds)).map((o) => [o.id, o]));
  const tenants: SolutionTenants['tenants'] = [];
  let anonymousNetworks = 0;
  let anonymousSamples = 0;
  for (const c of customers) {
    const org = c.customer.startsWith(ORG) ? orgs.get(c.customer.slice(ORG.length)) : undefined;
    if (!org) {
      anonymousNetworks++;
      anonymousSamples += c.samples;
      continue;
    }
    tenants.push({
      orgId: org.id,
      name: org.name,
      tenantId: org.tenant_id,
      domains: JSON.parse(org.domains) as string[],
      sampleCount: c.samples,
      firstMonth: c.firstMonth,
      lastMonth: c.lastMonth,
    });
  }
  return {
    solutionId,
    solutionName: solution.name,
    partnerName: solution.partnerName,
    tenants,
    anonymousNetworks,
    anonymousSamples,
  };
}
