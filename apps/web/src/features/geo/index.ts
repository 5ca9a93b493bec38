// What the rest of the app uses of `geo`: locating the visitor and the location choice.
export { hasAddress } from './address';
export { detectLocation } from './detect';
export { geolocationReasonKey, LocationNotFoundError, MapsCallError } from './errors';
export { LocationChoice, type LocationMode } from './LocationChoice';
export { placeLabel } from './places';
