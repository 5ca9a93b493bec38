import { endpoints, type NetworkHealth } from '@netlens/core';
import { api } from '../../lib/api';

/** Every metro's score over the recent window, the outage flag and open incidents. */
export function fetchNetworkHealth(signal?: AbortSignal): Promise<NetworkHealth> {
  return api.call(endpoints.NetworkHealth, { signal });
}
