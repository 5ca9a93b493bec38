import type { FrontDoorCatalogue } from '@netlens/core';
import { callContract } from '../../lib/contractApi';

/** The front-door catalogue: every front door with its probe URL, and which one this server is. */
export function fetchFrontDoors(signal?: AbortSignal): Promise<FrontDoorCatalogue> {
  return callContract('ReadFrontDoors', { signal });
}
