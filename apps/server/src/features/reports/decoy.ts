import {
  MAX_LATENCY_SAMPLES,
  NoAdvancedResults,
  OPTIMAL_FRONT_DOORS_PER_WORKLOAD,
  type Report,
  type ReportFrontDoor,
} from '@netlens/core';
import { reportRow } from './present.js';
import type { NewReportRow, ReportRow } from './repo.js';

const door = (i: number, workload: ReportFrontDoor['workload']): ReportFrontDoor => ({
  id: `decoy-${workload}-${i}`,
  workload,
  city: 'Decoy city',
  country: 'Decoy country',
  latitude: 10 + i,
  longitude: 20 + i,
  distanceKm: 100 * i,
});
const doors = (workload: ReportFrontDoor['workload']) =>
  Array.from({ length: OPTIMAL_FRONT_DOORS_PER_WORKLOAD }, (_, i) => door(i, workload));
const samples = Array.from({ length: MAX_LATENCY_SAMPLES }, (_, i) => 20 + (i % 7));

const decoy: Report = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  userId: null,
  dateTime: '2026-01-01T00:00:00.000Z',
  browserLocationCity: 'Decoy city',
  browserLocationRegion: 'Decoy region',
  browserLocationCountry: 'Decoy country',
  browserLocationIsAutoDetected: true,
  browserLocationLatitude: 10,
  browserLocationLongitude: 20,
  currentFrontDoor: door(0, 'mail'),
  optimalFrontDoors: doors('mail'),
  optimalSharePointFrontDoors: doors('files'),
  isCurrentFrontDoorOptimal: true,
  egressLocationLatitude: 10,
  egressLocationLongitude: 20,
  egressLocationCity: 'Decoy city',
  egressLocationRegion: 'Decoy region',
  egressLocationCountry: 'Decoy country',
  egressLocationCountryCode: 'ZZ',
  egressNetwork: { asn: 64496, name: 'Decoy network', prefix: '192.0.2.0/24' },
  browserToEgressLocationDistance: 12.5,
  distributionValueBin1: 10,
  distributionValueBin2: 20,
  distributionValueBin3: 30,
  distributionValueBin4: 40,
  distributionValueBin5: 50,
  measuredLatency: 20,
  measuredLatencies: samples,
  latency: {
    count: samples.length,
    min: 20,
    median: 23,
    medianInterval: { lower: 22, upper: 24, confidence: 0.95 },
    p90: 25,
    max: 26,
    jitter: 1,
    timing: 'coarse',
  },
  bestPossibleLatency: 10,
  peers: { organisationCount: 5, betterShare: 0.2, potentialImprovementMs: 0 },
  ...NoAdvancedResults,
};

/**
 * A row of typical size that is presented when a report id is not found, so that a missing id
 * costs the same work as a found one. Never stored, never answered.
 */
export const DECOY_VALUES: NewReportRow = reportRow(decoy);
export const DECOY_ROW = DECOY_VALUES as ReportRow;
