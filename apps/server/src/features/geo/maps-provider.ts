import {
  AppError,
  MAPS_RETRIES,
  MapsLocationResponseSchema,
  haversineKm,
  type GeoPlace,
  type MapsLocationResponse,
  type MapsResource,
  type NearestPlace,
} from '@netlens/core';
import type { GeoProvider } from './provider.js';

export interface MapsOptions {
  baseUrl: string;
  apiKey: string;
  /** Limit of one attempt. */
  timeoutMs?: number;
  /** Pause before the second attempt; doubled before each later one. */
  backoffMs?: number;
  /** Where failures are reported (never with the key). */
  log?: { warn: (obj: object, msg: string) => void };
}

/** Names of the two maps calls, as error messages and logs show them. */
export const MapsCalls = { reverse: 'GET Locations/{point}', search: 'GET Locations?query' } as const;

class AttemptError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** Only answers that carry an address count (spec: location suggestions). */
function toPlace(r: MapsResource): GeoPlace | null {
  if (!r.address) return null;
  const a = r.address;
  const code = (a.countryRegionIso2 ?? '').toUpperCase();
  return {
    address: {
      city: a.locality ?? '',
      region: a.adminDistrict ?? '',
      country: a.countryRegion ?? '',
      countryCode: /^[A-Z]{2}$/.test(code) ? code : '',
    },
    point: { latitude: r.point.coordinates[0], longitude: r.point.coordinates[1] },
  };
}

/** Place search and reverse geocoding through a maps REST service (Locations API) with a key. */
export class MapsProvider implements GeoProvider {
  private readonly timeoutMs: number;
  private readonly backoffMs: number;

  constructor(private readonly opts: MapsOptions) {
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.backoffMs = opts.backoffMs ?? 200;
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.opts.baseUrl}/${path}`);
    for (const [k, v] of Object.entries({ ...params, key: this.opts.apiKey })) url.searchParams.set(k, v);
    return url;
  }

  private async attempt(url: URL): Promise<MapsLocationResponse> {
    let res: Response;
    try {
      res = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (err) {
      throw new AttemptError(`no answer: ${(err as Error).name}`, true);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AttemptError(
        `status ${res.status}`,
        res.status >= 500 || res.status === 408 || res.status === 429,
      );
    }
    const parsed = MapsLocationResponseSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new AttemptError('answer not in the expected shape', true);
    return parsed.data;
  }

  /** One maps call, tried up to MAPS_RETRIES times; a coded MAPS_CALL_FAILED after the last. */
  async call(name: string, url: URL): Promise<MapsLocationResponse> {
    let tries = 0;
    for (;;) {
      tries++;
      try {
        return await this.attempt(url);
      } catch (err) {
        const e = err as AttemptError;
        this.opts.log?.warn({ call: name, attempt: tries, reason: e.message }, 'maps call failed');
        if (!e.retry || tries >= MAPS_RETRIES) {
          throw new AppError('MAPS_CALL_FAILED', { params: { call: name, tries }, cause: e });
        }
        await new Promise((r) => setTimeout(r, this.backoffMs * 2 ** (tries - 1)));
      }
    }
  }

  async search(query: string, culture: string, max: number): Promise<GeoPlace[]> {
    const url = this.url('Locations', {
      query,
      maxResults: String(max),
      include: 'ciso2',
      inclnb: '1',
      c: culture,
    });
    try {
      const answer = await this.call(MapsCalls.search, url);
      const resources = answer.resourceSets[0]?.resources ?? [];
      return resources.flatMap((r) => toPlace(r) ?? []).slice(0, max);
    } catch {
      return []; // spec: map errors other than reverse geocoding are only logged
    }
  }

  async reverse(latitude: number, longitude: number, culture: string): Promise<NearestPlace | null> {
    const url = this.url(`Locations/${latitude},${longitude}`, {
      maxResults: '1',
      include: 'ciso2',
      inclnb: '1',
      c: culture,
    });
    const answer = await this.call(MapsCalls.reverse, url);
    const found = (answer.resourceSets[0]?.resources ?? []).map(toPlace).find((p) => p !== null);
    if (!found) return null;
    const distanceKm = haversineKm({ latitude, longitude }, found.point);
    return { ...found, distanceKm: Math.round(distanceKm * 100) / 100 };
  }
}
