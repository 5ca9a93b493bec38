import { z } from '../zod.js';
import { PartnerStatusSchema, SolutionTypeSchema } from '../partners/model.js';

/** A solution as the public dashboard names it: only public solutions whose values pass every rule. */
export const DashboardSolutionSchema = z.object({
  solutionName: z.string(),
  partnerName: z.string(),
  npi: z.number(),
  latencyMs: z.number().nullable(),
});
export type DashboardSolution = z.infer<typeof DashboardSolutionSchema>;

/**
 * GET NppDashboard: the programme-wide view (multi-tenant cloud, nppDashboard flag). Counts cover
 * every provider and solution; places and names only aggregates that pass the privacy rules, of
 * public solutions.
 */
export const NppDashboardSchema = z
  .object({
    providersByStatus: z.array(z.object({ status: PartnerStatusSchema, count: z.number().int() })),
    solutionsByType: z.array(z.object({ type: SolutionTypeSchema, count: z.number().int() })),
    countries: z.array(
      z.object({ country: z.string(), solutionCount: z.number().int(), sampleCount: z.number().int() }),
    ),
    metros: z.array(
      z.object({
        country: z.string(),
        state: z.string(),
        city: z.string(),
        cityLat: z.number().nullable(),
        cityLong: z.number().nullable(),
        solutionCount: z.number().int(),
        best: DashboardSolutionSchema,
        /** Null where one solution is all there is. */
        worst: DashboardSolutionSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'NppDashboard' });
export type NppDashboard = z.infer<typeof NppDashboardSchema>;
