import type { FastifyInstance } from 'fastify';
import type { TestApp } from './harness.js';
import { DECOY_VALUES } from '../features/reports/decoy.js';
import type { NewReportRow } from '../features/reports/repo.js';
import { newReportId } from '../features/connectivity/service.js';

/** Integration-test helpers for reports: a front-door catalogue, forms and seeded peers. */
const site = (
  id: string,
  workload: 'mail' | 'files',
  city: string,
  cc: string,
  lat: number,
  lon: number,
) => ({
  id,
  workload,
  city,
  country:
    cc === 'GB' ? 'United Kingdom' : cc === 'NL' ? 'Netherlands' : cc === 'IE' ? 'Ireland' : 'United States',
  countryCode: cc,
  latitude: lat,
  longitude: lon,
  probeUrl: `https://${id}.example.test/`,
});

/** Mail front doors in London, Amsterdam, Dublin and Denver; files in London and Denver. */
export const FRONT_DOORS = JSON.stringify([
  site('lon', 'mail', 'London', 'GB', 51.5072, -0.1276),
  site('ams', 'mail', 'Amsterdam', 'NL', 52.3676, 4.9041),
  site('dub', 'mail', 'Dublin', 'IE', 53.3498, -6.2603),
  site('den', 'mail', 'Denver', 'US', 39.7392, -104.9903),
  site('lon', 'files', 'London', 'GB', 51.5072, -0.1276),
  site('den', 'files', 'Denver', 'US', 39.7392, -104.9903),
]);

/** Public addresses the embedded databases know: London (AS8075), Denver (AS14593), Tokyo. */
export const LONDON_IP = '51.140.1.1';
export const DENVER_IP = '98.97.0.1';
export const JAPAN_IPV6 = '2001:200::1';

/** A valid form as the browser posts it (strings, as url-encoded fields arrive). */
export const form = (over: Record<string, string> = {}): Record<string, string> => ({
  latitude: '51.5101',
  longitude: '-0.1301',
  city: 'London',
  region: 'England',
  country: 'United Kingdom',
  isAutoDetected: 'true',
  exchangeFaultZoneCode: 'ams',
  measuredLatency: '12',
  measuredLatencies: '15.5,12,13.25,14',
  egressIp: '',
  debugTrace: 'false',
  ...over,
});

/** Posts the form url-encoded, as the web app does. */
export const postForm = (t: TestApp, fields: Record<string, string>, remoteAddress = LONDON_IP) =>
  t.app.inject({
    method: 'POST',
    url: '/api/AnonymousConnectivityTest/GenerateTestReport',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

/** Stores a report row directly: a peer of the given metro, network and latency. */
export async function seedReport(app: FastifyInstance, over: Partial<NewReportRow>): Promise<string> {
  const id = newReportId();
  await app.db
    .insertInto('reports')
    .values({ ...DECOY_VALUES, id, created_at: new Date().toISOString(), ...over })
    .execute();
  return id;
}

/** How many reports are stored. */
export async function countReports(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
