import {
  NoAdvancedResults,
  PEER_WINDOW_DAYS,
  haversineKm,
  snapCoordinate,
  type FrontDoor,
  type GenerateReportForm,
  type GeneratedReport,
  type Report,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { IpLocator } from '../geo/index.js';
import { randomToken } from '../identity/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { latencyOf, metroNetworkLatencies, type ReportStore } from '../reports/index.js';
import { resolveEgress } from './egress.js';
import { chooseFrontDoors } from './front-doors.js';
import { MetroPeers } from './peer-cache.js';
import { bestPossibleLatency, compareWithOrganisations, physicalFloorMs } from './peers.js';

/** What generating a report needs besides the database. */
export interface ReportDeps {
  ipLocator: IpLocator;
  asnLookup: AsnLookup;
  /** The front-door catalogue. */
  frontDoors: () => Promise<FrontDoor[]>;
  /** Each metro's organisations, read from the reports at most once per PEER_CACHE_SECONDS. */
  peers: MetroPeers;
  /** Where reports are stored, with the browser they came from. */
  reports: ReportStore;
}

/** Reads the peers of a metro from the reports of the last PEER_WINDOW_DAYS. */
export function metroPeers(db: Db, ttlMs: number): MetroPeers {
  return new MetroPeers(
    (metro) =>
      metroNetworkLatencies(db, {
        ...metro,
        since: new Date(Date.now() - PEER_WINDOW_DAYS * 86_400_000).toISOString(),
      }),
    ttlMs,
  );
}

/** 128 random bits, base64url (22 characters). */
export const newReportId = () => randomToken(16);

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Builds and stores the report of a browser test: egress from the request address, front doors,
 * peers of the metro (MetroPeers), then one insert with its origin (`ReportStore`), so a failure stores nothing. With `form.debugTrace` the answer (not the stored report) carries the inputs.
 */
export async function generateReport(
  deps: ReportDeps,
  form: GenerateReportForm,
  clientIp: string,
  origin: string,
  now = new Date(),
): Promise<GeneratedReport> {
  const [egress, catalogue] = await Promise.all([
    resolveEgress(deps.ipLocator, deps.asnLookup, clientIp),
    deps.frontDoors(),
  ]);
  const loc = egress.location;
  const egressPoint = loc ? { latitude: loc.cityLat, longitude: loc.cityLong } : null;
  const browser = snapCoordinate(form.latitude, form.longitude);
  const browserKnown = browser.latitude !== 0 || browser.longitude !== 0;
  const doors = chooseFrontDoors(catalogue, egressPoint, form.exchangeFaultZoneCode);
  const floorMs = doors.nearestMailKm === null ? null : physicalFloorMs(doors.nearestMailKm);
  const since = new Date(now.getTime() - PEER_WINDOW_DAYS * 86_400_000).toISOString();
  const metro = loc?.precision === 'city' ? { countryCode: loc.countryCode, city: loc.city } : null;
  const others = metro
    ? await deps.peers.organisations(metro, egress.network.asn)
    : { latencies: [], reports: 0 };
  const peers = compareWithOrganisations(others.latencies, form.measuredLatency);
  const bins = peers.bins;

  const report: Report = {
    id: newReportId(),
    userId: null,
    dateTime: now.toISOString(),
    browserLocationCity: form.city,
    browserLocationRegion: form.region,
    browserLocationCountry: form.country,
    browserLocationIsAutoDetected: form.isAutoDetected,
    browserLocationLatitude: browser.latitude,
    browserLocationLongitude: browser.longitude,
    currentFrontDoor: doors.current,
    optimalFrontDoors: doors.optimalMail,
    optimalSharePointFrontDoors: doors.optimalFiles,
    isCurrentFrontDoorOptimal: doors.isCurrentOptimal,
    egressLocationLatitude: loc?.cityLat ?? null,
    egressLocationLongitude: loc?.cityLong ?? null,
    egressLocationCity: loc?.city ?? '',
    egressLocationRegion: loc?.state ?? '',
    egressLocationCountry: loc?.country ?? '',
    egressLocationCountryCode: loc?.countryCode ?? '',
    egressNetwork: egress.network,
    browserToEgressLocationDistance:
      egressPoint && browserKnown ? round1(haversineKm(browser, egressPoint)) : null,
    distributionValueBin1: bins?.[0] ?? null,
    distributionValueBin2: bins?.[1] ?? null,
    distributionValueBin3: bins?.[2] ?? null,
    distributionValueBin4: bins?.[3] ?? null,
    distributionValueBin5: bins?.[4] ?? null,
    measuredLatency: form.measuredLatency,
    measuredLatencies: form.measuredLatencies,
    latency: latencyOf(form.measuredLatencies, form.latencyTiming),
    bestPossibleLatency: bestPossibleLatency(bins?.[0] ?? null, form.measuredLatency, floorMs),
    peers: peers.comparison,
    ...NoAdvancedResults,
  };
  await deps.reports.store(report, origin);
  // Stored: the report now counts among its metro's peers (the egress network is known).
  if (metro && egress.network.asn !== null)
    await deps.peers.record(metro, egress.network.asn, form.measuredLatency);
  if (!form.debugTrace) return report;
  const debugTrace = {
    requestAddress: clientIp,
    claimedEgressIp: form.egressIp || null,
    egressLocation: loc,
    exchangeFaultZoneCode: form.exchangeFaultZoneCode,
    frontDoorCatalogueSize: catalogue.length,
    nearestMailFrontDoorKm: doors.nearestMailKm,
    physicalFloorMs: floorMs,
    peerWindowStart: since,
    peerMetro: metro,
    peerReports: others.reports,
    peerOrganisationLatencies: peers.organisationLatencies,
  };
  return { ...report, debugTrace };
}
