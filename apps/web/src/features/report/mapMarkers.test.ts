import { describe, expect, it } from 'vitest';
import { mapMarkers, markerPoints } from './mapMarkers';
import { reportFixture } from './reportFixture';

describe('mapMarkers', () => {
  it('runs the backhaul from the location through the egress to the current front door', () => {
    const markers = mapMarkers(reportFixture());
    expect(markers.backhaul).toEqual([
      { latitude: 34.69, longitude: 135.5 },
      { latitude: 35.68, longitude: 139.69 },
      { latitude: 35.68, longitude: 139.69 },
    ]);
    expect(markerPoints(markers)).toHaveLength(5);
  });

  it('skips what the report does not know', () => {
    const markers = mapMarkers(
      reportFixture({ egressLocationLatitude: null, egressLocationLongitude: null, currentFrontDoor: null }),
    );
    expect(markers.egress).toBeNull();
    expect(markers.backhaul).toEqual([{ latitude: 34.69, longitude: 135.5 }]);
  });
});
