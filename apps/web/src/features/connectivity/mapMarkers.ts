import { geoInterpolate } from 'd3-geo';
import type { GeoPoint, Report, ReportFrontDoor } from '@netlens/core';

/** What the report map shows: where the visitor is, where the traffic leaves, the front doors. */
export interface MapMarkers {
  location: GeoPoint;
  egress: GeoPoint | null;
  current: ReportFrontDoor | null;
  /** The best mail front doors for the location, the current one included if it is among them. */
  optimal: ReportFrontDoor[];
  /** location → egress → current front door, the points the traffic is carried through. */
  backhaul: GeoPoint[];
}

const pointOf = (p: { latitude: number; longitude: number }): GeoPoint => ({
  latitude: p.latitude,
  longitude: p.longitude,
});

/** The markers and backhaul line of a report's map. */
export function mapMarkers(report: Report): MapMarkers {
  const location = { latitude: report.browserLocationLatitude, longitude: report.browserLocationLongitude };
  const egress =
    report.egressLocationLatitude !== null && report.egressLocationLongitude !== null
      ? { latitude: report.egressLocationLatitude, longitude: report.egressLocationLongitude }
      : null;
  const current = report.currentFrontDoor;
  const backhaul = [location, ...(egress ? [egress] : []), ...(current ? [pointOf(current)] : [])];
  return { location, egress, current, optimal: report.optimalFrontDoors, backhaul };
}

/** Every point the map must show, for fitting the projection. */
export function markerPoints(markers: MapMarkers): GeoPoint[] {
  return [
    markers.location,
    ...(markers.egress ? [markers.egress] : []),
    ...(markers.current ? [pointOf(markers.current)] : []),
    ...markers.optimal.map(pointOf),
  ];
}

/** Points along each leg of the backhaul's great-circle line, ends excluded. */
function backhaulPath(backhaul: readonly GeoPoint[], steps = 8): GeoPoint[] {
  const points: GeoPoint[] = [];
  for (let i = 1; i < backhaul.length; i++) {
    const along = geoInterpolate(
      [backhaul[i - 1]!.longitude, backhaul[i - 1]!.latitude],
      [backhaul[i]!.longitude, backhaul[i]!.latitude],
    );
    for (let k = 1; k < steps; k++) {
      const [longitude, latitude] = along(k / steps);
      points.push({ latitude, longitude });
    }
  }
  return points;
}

/** The points the map is fitted to: the markers and the backhaul line between them, so the line is not cut at the map's edge. */
export function fitPoints(markers: MapMarkers): GeoPoint[] {
  return [...markerPoints(markers), ...backhaulPath(markers.backhaul)];
}
