import { NetworkHealthSchema, type NetworkHealth } from '@netlens/core';
import { apiGet } from '../../lib/api';

/** Every metro's score over the recent window, the outage flag and open incidents. */
export function fetchNetworkHealth(signal?: AbortSignal): Promise<NetworkHealth> {
  return apiGet('/api/AnonymousConnectivityTest/NetworkHealth', NetworkHealthSchema, signal);
}
