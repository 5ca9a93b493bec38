import { endpoints, type FrontDoorCatalogue } from '@netlens/core';
import { api } from '../../lib/api';

/** The front-door catalogue: every front door with its probe URL, and which one this server is. */
export function fetchFrontDoors(signal?: AbortSignal): Promise<FrontDoorCatalogue> {
  return api.call(endpoints.ReadFrontDoors, { signal });
}
