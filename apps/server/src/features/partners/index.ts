/**
 * Network providers (spec 2): registration with an e-mailed code, the provider profile and its
 * status, solutions with their evidence, and change requests to public solutions, under
 * /api/pnpp/api/v1. Other features use only these.
 */
export { partnersRoutes } from './routes.js';
export { partnerRegistered, readOutbox } from './service.js';
export { smtpSender } from './mail.js';
export { createDemoProvider, removeDemoProvider, solutionSubnets, type DemoOwner } from './demo.js';
export {
  attributionSources,
  performanceViewer,
  solutionDirectory,
  type DirectorySolution,
  type EvidenceValue,
} from './directory.js';
export { programmeCounts } from './repo.js';
