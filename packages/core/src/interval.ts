import { z } from 'zod';

/**
 * A 95 % confidence interval (`ConfidenceInterval` of stats.ts): the range that holds the true
 * value with the stated confidence. Null where a figure has one: too few samples for it.
 */
export const ConfidenceIntervalSchema = z
  .object({
    lower: z.number(),
    upper: z.number(),
    confidence: z.number().gt(0).lt(1),
  })
  .meta({ id: 'ConfidenceInterval' });
