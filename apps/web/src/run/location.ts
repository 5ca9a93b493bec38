import type { Address, GeoPoint } from '@netlens/core';

/** Where the test says the visitor is: a snapped point, its address and how it was found. */
export interface TestLocation {
  point: GeoPoint;
  address: Address;
  /** True for browser geolocation and the egress fallback; false for a typed city. */
  isAutoDetected: boolean;
  source: 'browser' | 'egress' | 'manual';
}

/** An address with every part unknown. */
export const EmptyAddress: Address = { city: '', region: '', country: '', countryCode: '' };
