import { z } from '../zod.js';

/** A customer organisation whose reports were attributed to a solution (the internal report's #tenants). */
export const SolutionTenantSchema = z.object({
  orgId: z.string(),
  name: z.string(),
  tenantId: z.string(),
  domains: z.array(z.string()),
  /** Reports attributed to the solution. */
  sampleCount: z.number().int(),
  /** The first and latest month (`YYYY-MM`) with its reports. */
  firstMonth: z.string(),
  lastMonth: z.string(),
});
export type SolutionTenant = z.infer<typeof SolutionTenantSchema>;

/** GET Internal/solutionTenants: the organisations a solution carries, for staff only. */
export const SolutionTenantsSchema = z
  .object({
    solutionId: z.string(),
    solutionName: z.string(),
    partnerName: z.string(),
    tenants: z.array(SolutionTenantSchema),
    /** Reports from visitors not signed in, counted by their network: how many networks and reports. */
    anonymousNetworks: z.number().int(),
    anonymousSamples: z.number().int(),
  })
  .meta({ id: 'SolutionTenants' });
export type SolutionTenants = z.infer<typeof SolutionTenantsSchema>;
