import { MAPS_RETRIES } from '@netlens/core';
import type { GeolocationFailure } from '../../lib/geolocation';

/** The reverse geocode maps call failed after every retry (spec §8: raised, naming the call). */
export class MapsCallError extends Error {
  override readonly name = 'MapsCallError';
  readonly call = 'reverseGeocode';
  readonly tries = MAPS_RETRIES;

  constructor(cause: unknown) {
    super(`Maps call reverseGeocode failed after ${MAPS_RETRIES} tries`, { cause });
  }
}

/** Neither the browser nor the egress address gave a location: the visitor must type a city. */
export class LocationNotFoundError extends Error {
  override readonly name = 'LocationNotFoundError';
  readonly failure: GeolocationFailure;

  constructor(failure: GeolocationFailure, cause?: unknown) {
    super(`No location: browser geolocation ${failure}, egress location unavailable`, { cause });
    this.failure = failure;
  }
}

/** The locale key of the sentence saying why the browser gave no position. */
export function geolocationReasonKey(failure: GeolocationFailure): string {
  return `location.reason.${failure}`;
}
