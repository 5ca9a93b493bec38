/**
 * Provider performance (spec 2, parts 3–4): reports attributed to network solutions, aggregated
 * per solution, place, day and month under the privacy rules by a scheduled job, and the
 * PartnerPerformance, scores, SolutionResults and Outage calls under /api/pnpp/api/v1 that read
 * those aggregates. Other features use only these.
 */
export { performanceRoutes } from './routes.js';
export { performanceAggregationJobs, aggregatePerformanceNow } from './job.js';
export { aggregatePerformance, resetAggregation } from './aggregate.js';
export { publicProgrammePlaces } from './dashboard.js';
export { solutionCustomers } from './service.js';
export { canSeeSolution } from './policy.js';
