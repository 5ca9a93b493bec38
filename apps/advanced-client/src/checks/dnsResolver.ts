import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { endpoints, haversineKm, type DnsResolverResult, type ResolverSighting } from '@netlens/core';
import type { TestContext } from '../context.js';
import { NotAvailable } from '../lib/notAvailable.js';
import { resolverFor } from './dnsPerf.js';

/** A name under the zone that no resolver has cached: 16 random hex digits. */
export const uniqueName = (zone: string) => `nl${randomBytes(8).toString('hex')}.${zone}`;

/** `dnsResolverIdentification`: resolve a unique name; the server's responder saw who asked. */
export async function dnsResolverTest(ctx: TestContext): Promise<DnsResolverResult> {
  const zone = ctx.plan.dnsZone;
  if (!zone) throw new NotAvailable('DNS_ZONE');
  const name = uniqueName(zone);
  const empty = {
    queriedName: name,
    resolverIp: null,
    city: null,
    country: null,
    latitude: null,
    longitude: null,
    distanceKm: null,
  };
  try {
    if (ctx.dnsServer) await resolverFor(ctx.dnsServer).resolve4(name);
    else await dns.lookup(name, { family: 4 });
  } catch (err) {
    return { ...empty, error: `resolving ${name} failed: ${(err as Error).message}`.slice(0, 500) };
  }
  let seen: ResolverSighting;
  try {
    seen = await ctx.api.call(endpoints.ReadResolverSighting, { params: { name } });
  } catch (err) {
    return { ...empty, error: (err as Error).message.slice(0, 500) };
  }
  const at =
    seen.latitude !== null && seen.longitude !== null
      ? { latitude: seen.latitude, longitude: seen.longitude }
      : null;
  return {
    queriedName: name,
    resolverIp: seen.resolverIp,
    city: seen.city,
    country: seen.country,
    latitude: seen.latitude,
    longitude: seen.longitude,
    distanceKm: at && ctx.location ? Math.round(haversineKm(ctx.location, at)) : null,
    error: null,
  };
}
