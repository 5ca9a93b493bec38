import type { FrontDoor, Workload } from '@netlens/core';
import type { FrontDoorRow } from './repo.js';

/** A stored front door as the API shows it; `selfUrl` stands in for this instance's own address. */
export function presentFrontDoor(row: FrontDoorRow, selfUrl: string): FrontDoor {
  return {
    id: row.id,
    workload: row.workload as Workload,
    city: row.city,
    country: row.country,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    probeUrl: row.probe_url ?? selfUrl,
  };
}
