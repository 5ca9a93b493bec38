import type { Job } from '../../jobs/index.js';
import { purgeExpired } from './session-repo.js';

/** Removes expired sessions, sign-ins and codes, when the server is ready and then every hour. */
export const expiredSessionsJob: Job = {
  name: 'identity.expired-sessions',
  schedule: '@hourly',
  run: ({ db }) => purgeExpired(db, new Date().toISOString()),
};
