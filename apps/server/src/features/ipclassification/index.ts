/** The IP→ASN table, the internet-type prediction and its survey. */
export { ipClassificationRoutes } from './routes.js';
export { embeddedAsnLookup, type AsnCatalogue, type AsnLookup } from './asn-database.js';
export { maskedPrefix } from './ip-numbers.js';
