import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { Job } from '../../jobs/index.js';
import { purgeOlderThan } from './repo.js';
import { retentionStart } from './service.js';

/** Deletes reports past REPORT_RETENTION_DAYS (their saved rows and shares go with them). */
export async function purgeExpiredReports(db: Db, config: AppConfig): Promise<number> {
  return purgeOlderThan(db, retentionStart(config));
}

/** The retention purge, when the server is ready and then every hour. */
export const reportRetentionJob: Job = {
  name: 'reports.retention',
  schedule: '@hourly',
  run: ({ db, config }) => purgeExpiredReports(db, config),
};
