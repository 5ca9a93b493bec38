import {
  CloudProfiles,
  environmentGroupOf,
  PartnerStatusSchema,
  SolutionTypeSchema,
  type NppDashboard,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { flagsFor } from '../flags/index.js';
import { programmeCounts } from '../partners/index.js';
import { publicProgrammePlaces } from '../performance/index.js';

/** Whether the dashboard exists here: the multi-tenant cloud with the nppDashboard flag on. */
export async function dashboardOffered(db: Db, config: AppConfig): Promise<boolean> {
  if (!CloudProfiles[config.cloudName].multiTenantOnlyFeatures) return false;
  return (await flagsFor(db, config, environmentGroupOf(config.env))).nppDashboard;
}

/** The programme-wide view: counts of providers and solutions, and the public places. */
export async function programmeDashboard(db: Db): Promise<NppDashboard> {
  const [counts, places] = await Promise.all([programmeCounts(db), publicProgrammePlaces(db)]);
  const statuses = PartnerStatusSchema.options;
  const types = SolutionTypeSchema.options;
  return {
    providersByStatus: statuses.map((status) => ({
      status,
      count: counts.statuses.find((s) => s.status === status)?.count ?? 0,
    })),
    solutionsByType: types.map((type) => ({
      type,
      count: counts.types.find((t) => t.type === type)?.count ?? 0,
    })),
    ...places,
  };
}
