/**
 * The FQDN inventory of Domain Lens (spec 2 §3–§5): FQDNs with their customer-facing status,
 * deprecation, service tree, workload assignment requests and bulk updates, and the scanner's
 * stored results. Other features use only these.
 */
export { fqdnRoutes } from './routes.js';
export { importFqdnsCsv } from './import.js';
export { fqdnInventoryScanJobs } from './scanning.js';
