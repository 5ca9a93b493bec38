import type { AggregationRun } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { runJobNow, type Job } from '../../jobs/index.js';
import { aggregatePerformance, resetAggregation } from './aggregate.js';
import type { PerformanceSettings } from './settings.js';

const JOB = { name: 'performance.aggregate', leaseSeconds: 3600 };

/** The scheduled aggregation (none when its schedule is off). */
export const performanceAggregationJobs = (settings: PerformanceSettings): Job[] =>
  settings.schedule
    ? [
        {
          ...JOB,
          schedule: settings.schedule,
          run: async ({ db, log, signal }) => {
            const run = await aggregatePerformance(db, {
              now: new Date(),
              lagMinutes: settings.lagMinutes,
              signal,
            });
            log.info({ job: JOB.name, ...run }, 'provider performance aggregated');
          },
        },
      ]
    : [];

/**
 * `npm run admin -- aggregate-performance [--full]`: a run now, under the job's lease; with
 * `full`, every aggregate is dropped first and every stored report read again. Null while a
 * scheduled run is in progress.
 */
export const aggregatePerformanceNow = (
  db: Db,
  settings: PerformanceSettings,
  full: boolean,
): Promise<AggregationRun | null> =>
  runJobNow(db, JOB, async () => {
    if (full) await resetAggregation(db);
    return aggregatePerformance(db, { now: new Date(), lagMinutes: settings.lagMinutes });
  });
