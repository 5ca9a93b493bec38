/** The ASN explorer: ASes, organisations, their links (imported and learned), path search. */
export { asnRoutes } from './routes.js';
export { AsnImportError, importAsOrg, importAsRel, importPeeringDb } from './import.js';
export { asnTracerouteJob, learnFromTraceroutes } from './learn.js';
