import {
  OPTIMAL_FRONT_DOORS_PER_WORKLOAD,
  OPTIMAL_FRONT_DOOR_MARGIN_KM,
  haversineKm,
  nearestFrontDoors,
  type FrontDoor,
  type GeoPoint,
  type ReportFrontDoor,
} from '@netlens/core';

/** The front doors a report names: the one in use and the nearest per workload. */
export interface FrontDoorChoice {
  current: ReportFrontDoor | null;
  optimalMail: ReportFrontDoor[];
  optimalFiles: ReportFrontDoor[];
  isCurrentOptimal: boolean | null;
  /** Distance from the egress to the nearest mail front door, for the physical latency floor. */
  nearestMailKm: number | null;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** A catalogue entry as the report shows it, with its distance from the egress when known. */
function show(f: FrontDoor, egress: GeoPoint | null): ReportFrontDoor {
  return {
    id: f.id,
    workload: f.workload,
    city: f.city,
    country: f.country,
    latitude: f.latitude,
    longitude: f.longitude,
    distanceKm: egress ? round1(haversineKm(egress, f)) : null,
  };
}

/** The nearest front doors per workload of one egress point. */
interface Nearest {
  optimalMail: ReportFrontDoor[];
  optimalFiles: ReportFrontDoor[];
}

/** Egress points whose nearest front doors are kept per catalogue read. */
const KEPT_POINTS = 10_000;
const kept = new WeakMap<readonly FrontDoor[], Map<string, Nearest>>();

/**
 * The nearest front doors of `egress`, ranked once per catalogue read and egress point (a
 * metro's reports share the egress city's point) instead of once per report.
 */
function nearestOf(catalogue: readonly FrontDoor[], egress: GeoPoint): Nearest {
  let points = kept.get(catalogue);
  if (!points) kept.set(catalogue, (points = new Map()));
  const key = `${egress.latitude},${egress.longitude}`;
  let found = points.get(key);
  if (!found) {
    const nearest = (workload: FrontDoor['workload']) => {
      const ranked = nearestFrontDoors(egress, catalogue, workload, OPTIMAL_FRONT_DOORS_PER_WORKLOAD);
      const limit = (ranked[0]?.distanceKm ?? 0) + OPTIMAL_FRONT_DOOR_MARGIN_KM;
      return ranked.filter((f) => f.distanceKm <= limit).map((f) => show(f, egress));
    };
    found = { optimalMail: nearest('mail'), optimalFiles: nearest('files') };
    if (points.size >= KEPT_POINTS) points.delete(points.keys().next().value!);
    points.set(key, found);
  }
  return found;
}

/**
 * The mail front door the probes answered from (`currentId`, null when not in the catalogue) and
 * the nearest front doors to the egress for mail and files (up to 3, within the margin of the
 * nearest). Without an egress location there are
 * no optimal front doors and optimality is unknown.
 */
export function chooseFrontDoors(
  catalogue: readonly FrontDoor[],
  egress: GeoPoint | null,
  currentId: string,
): FrontDoorChoice {
  const used = catalogue.find((f) => f.workload === 'mail' && f.id === currentId);
  const current = used ? show(used, egress) : null;
  const { optimalMail, optimalFiles } = egress
    ? nearestOf(catalogue, egress)
    : { optimalMail: [], optimalFiles: [] };
  return {
    current,
    optimalMail,
    optimalFiles,
    isCurrentOptimal: current && optimalMail.length > 0 ? optimalMail.some((f) => f.id === current.id) : null,
    nearestMailKm: optimalMail[0]?.distanceKm ?? null,
  };
}
