import type { EgressLocation, GeoPoint, GeoSearchResponse, LiveRun, Report } from '@netlens/core';
import type { HttpClient } from './lib/http.js';

/**
 * Where the user is, for distances: the live run's report location, else the typed
 * city/state/country (the server's gazetteer), else the egress location; null when none is known.
 */
export async function findLocation(
  http: HttpClient,
  server: string,
  opts: { runId: string | null; city?: string; state?: string; country?: string },
): Promise<GeoPoint | null> {
  try {
    if (opts.runId) {
      const run = await http.getJson<LiveRun>(`${server}api/LiveTest/Run/${opts.runId}`);
      const report = await http.getJson<Report>(
        `${server}api/AnonymousConnectivityTest/ReadReport/${run.reportId}`,
      );
      return { latitude: report.browserLocationLatitude, longitude: report.browserLocationLongitude };
    }
    if (opts.city) {
      const q = encodeURIComponent([opts.city, opts.state, opts.country].filter(Boolean).join(', '));
      const found = await http.getJson<GeoSearchResponse>(`${server}api/geo/search?q=${q}`);
      const place = found.places[0];
      if (place) return place.point;
    }
    const egress = await http.getJson<EgressLocation>(
      `${server}api/AnonymousConnectivityTest/ReverseEgressLocation`,
    );
    return { latitude: egress.cityLat, longitude: egress.cityLong };
  } catch {
    return null;
  }
}
