import { z } from 'zod';
import { cronSetting } from '../../jobs/index.js';

/** Environment variables of provider performance (documented in the README). */
export const performanceEnvShape = {
  /** When the aggregation runs (cron, UTC), or off (then only `npm run admin -- aggregate-performance`). */
  PERFORMANCE_AGGREGATION_SCHEDULE: cronSetting('*/15 * * * *'),
  /** Reports younger than this are left to the next run, so their advanced results have arrived. */
  PERFORMANCE_AGGREGATION_LAG_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
};

type PerformanceEnv = z.infer<z.ZodObject<typeof performanceEnvShape>>;

export interface PerformanceSettings {
  /** Cron pattern in UTC; null: never on a schedule, only on demand. */
  schedule: string | null;
  lagMinutes: number;
}

export function performanceSettings(e: PerformanceEnv): PerformanceSettings {
  return { schedule: e.PERFORMANCE_AGGREGATION_SCHEDULE, lagMinutes: e.PERFORMANCE_AGGREGATION_LAG_MINUTES };
}
