/** The authoritative DNS responder of the advanced test. */
export { startDnsResponder, type DnsResponder } from './responder.js';
