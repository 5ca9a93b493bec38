import { endpoints, type ApiClient, type GeoPoint } from '@netlens/core';

/**
 * Where the user is, for distances: the live run's report location, else the typed
 * city/state/country (the server's gazetteer), else the egress location; null when none is known.
 */
export async function findLocation(
  api: ApiClient,
  opts: { runId: string | null; city?: string; state?: string; country?: string },
): Promise<GeoPoint | null> {
  try {
    if (opts.runId) {
      const run = await api.call(endpoints.ReadLiveRun, { params: { runId: opts.runId } });
      const report = await api.call(endpoints.ReadReport, { params: { id: run.reportId } });
      return { latitude: report.browserLocationLatitude, longitude: report.browserLocationLongitude };
    }
    if (opts.city) {
      const q = [opts.city, opts.state, opts.country].filter(Boolean).join(', ');
      const found = await api.call(endpoints.SearchPlaces, { query: { q } });
      const place = found.places[0];
      if (place) return place.point;
    }
    const egress = await api.call(endpoints.ReverseEgressLocation);
    return { latitude: egress.cityLat, longitude: egress.cityLong };
  } catch {
    return null;
  }
}
