import { describe, expect, it } from 'vitest';
import { fittedProjection, longitudeCentre } from '../../ui/mapGeometry';
import { fitPoints, mapMarkers, markerPoints } from './mapMarkers';
import { sampleReport } from '../../run/sampleReport';

describe('mapMarkers', () => {
  it('runs the backhaul from the location through the egress to the current front door', () => {
    const markers = mapMarkers(sampleReport());
    expect(markers.backhaul).toEqual([
      { latitude: 34.69, longitude: 135.5 },
      { latitude: 35.68, longitude: 139.69 },
      { latitude: 35.68, longitude: 139.69 },
    ]);
    expect(markerPoints(markers)).toHaveLength(5);
  });

  it('skips what the report does not know', () => {
    const markers = mapMarkers(
      sampleReport({ egressLocationLatitude: null, egressLocationLongitude: null, currentFrontDoor: null }),
    );
    expect(markers.egress).toBeNull();
    expect(markers.backhaul).toEqual([{ latitude: 34.69, longitude: 135.5 }]);
  });

  it('fits the map to the backhaul line too, so a far egress is not reached across the map edge', () => {
    // Osaka → egress near London → front door in Seattle: over Siberia, then over Greenland.
    const markers = mapMarkers(
      sampleReport({
        egressLocationLatitude: 51.41,
        egressLocationLongitude: -0.75,
        currentFrontDoor: { ...sampleReport().currentFrontDoor!, latitude: 47.61, longitude: -122.33 },
      }),
    );
    // The three places alone centre the map on the Americas and cut the Osaka–London leg.
    expect(longitudeCentre(markerPoints(markers).map((p) => p.longitude))).toBeLessThan(-60);
    const points = fitPoints(markers);
    const centre = longitudeCentre(points.map((p) => p.longitude));
    expect(centre).toBeGreaterThan(-30);
    expect(centre).toBeLessThan(30);
    // Every point of the line lands inside the frame.
    const projection = fittedProjection(points, 600, 300);
    for (const p of points) {
      const [x, y] = projection([p.longitude, p.latitude])!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(600);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(300);
    }
  });
});
