/**
 * Domain Lens, the endpoint manager (spec 2): endpoint sets, workloads, service areas, the
 * service tree, endpoint-set changes and their workflow, publishing, and the public endpoint
 * list service. Other features use only these.
 */
export { domainLensRoutes } from './routes.js';
export {
  ImportError,
  csvEntries,
  importEndpointList,
  importIpRangesCsv,
  importServiceTreeCsv,
} from './import.js';
export { accessFlags } from './policy.js';
export { configuredValidator } from './validator.js';
export type { ChangeValidator, ChangeValidation } from './validator.js';
export { loadIpRangeLookup, serviceTreeLifecycle, type IpRangeHit } from './registries.js';
export { championedWorkloads, endpointSetsByFqdn, serviceTreeOwners, workloadIds } from './facts.js';
export type { ServiceTreeOwners } from './facts.js';
export { endpointUpstreamJobs, followUpstreamNow, outcomeLine, type UpstreamOutcome } from './upstream.js';
