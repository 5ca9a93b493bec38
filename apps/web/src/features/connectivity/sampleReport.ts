import { NoAdvancedResults, type Report } from '@netlens/core';

/** A complete made-up report, never shown as a result: unit tests and the report rehearsal. */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  const door = (id: string, city: string, country: string, latitude: number, longitude: number) => ({
    id,
    workload: 'mail' as const,
    city,
    country,
    latitude,
    longitude,
    distanceKm: 10,
  });
  return {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    userId: null,
    dateTime: '2025-03-04T05:06:07.000Z',
    browserLocationCity: 'Osaka',
    browserLocationRegion: 'Osaka',
    browserLocationCountry: 'Japan',
    browserLocationIsAutoDetected: true,
    browserLocationLatitude: 34.69,
    browserLocationLongitude: 135.5,
    currentFrontDoor: door('tyo', 'Tokyo', 'Japan', 35.68, 139.69),
    optimalFrontDoors: [
      door('osa', 'Osaka', 'Japan', 34.69, 135.5),
      door('tyo', 'Tokyo', 'Japan', 35.68, 139.69),
    ],
    optimalSharePointFrontDoors: [{ ...door('osa-f', 'Osaka', 'Japan', 34.69, 135.5), workload: 'files' }],
    isCurrentFrontDoorOptimal: true,
    egressLocationLatitude: 35.68,
    egressLocationLongitude: 139.69,
    egressLocationCity: 'Tokyo',
    egressLocationRegion: 'Tokyo',
    egressLocationCountry: 'Japan',
    egressLocationCountryCode: 'JP',
    egressNetwork: { asn: 64500, name: 'Example Net', prefix: '192.0.2.0/24' },
    browserToEgressLocationDistance: 400,
    distributionValueBin1: 10,
    distributionValueBin2: 15,
    distributionValueBin3: 20,
    distributionValueBin4: 30,
    distributionValueBin5: 80,
    measuredLatency: 18,
    measuredLatencies: [18, 21, 20, 30, 44, 19, 22],
    latency: { count: 25, min: 18, median: 21, p90: 30, max: 44, jitter: 2.5, timing: 'resource-timing' },
    bestPossibleLatency: 10,
    peers: { organisationCount: 12, betterShare: 0.3, potentialImprovementMs: 8 },
    ...NoAdvancedResults,
    ...overrides,
  };
}
