/** Places and addresses: the gazetteer or maps service, IP geolocation of the egress. */
export { geoRoutes } from './routes.js';
export { createGeoServices, egressLocation, locatePublicAddress } from './service.js';
export { loadGazetteer } from './gazetteer.js';
export { isPublicAddress, parseClientAddress } from './ip-address.js';
export type { IpLocator } from './ip-locator.js';
export type { GeoProvider } from './provider.js';
