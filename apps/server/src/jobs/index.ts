/** Scheduled jobs: croner schedules with a database lease, so a due job runs on one instance. */
export { jobsPlugin } from './plugin.js';
export type { Job, JobContext } from './scheduler.js';
export { cronSetting } from './schedule.js';
export { runJobNow } from './now.js';
