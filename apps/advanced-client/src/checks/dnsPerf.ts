import { promises as dns, getServers } from 'node:dns';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { DnsConnectivityResult } from '@netlens/core';
import type { TestContext } from '../context.js';
import { round2 } from '../lib/stats.js';

/** The workload hosts of the plan (Optimize and Allow endpoints, no wildcards, no literals). */
export function workloadHosts(ctx: TestContext): string[] {
  const hosts = ctx.plan.endpoints
    .filter((s) => s.category !== 'Default')
    .flatMap((s) => s.urls)
    .filter((h) => !h.includes('*') && isIP(h) === 0);
  return [...new Set(hosts)].slice(0, 50);
}

/** A resolver that asks `server` (host or host:port) instead of the system's configuration. */
export function resolverFor(server: string): dns.Resolver {
  const r = new dns.Resolver({ timeout: 3000, tries: 2 });
  r.setServers([server]);
  return r;
}

/** `dnsConnectivityPerf`: resolution time of each workload host through the system resolver. */
export async function dnsPerfTest(ctx: TestContext): Promise<DnsConnectivityResult> {
  const lookups: DnsConnectivityResult['lookups'] = [];
  const resolver = ctx.dnsServer ? resolverFor(ctx.dnsServer) : null;
  for (const host of workloadHosts(ctx)) {
    const t0 = performance.now();
    try {
      const addresses = resolver
        ? await resolver.resolve4(host)
        : (await dns.lookup(host, { all: true })).map((a) => a.address);
      lookups.push({
        host,
        ms: round2(performance.now() - t0),
        addresses: addresses.slice(0, 50),
        error: null,
      });
    } catch (err) {
      lookups.push({ host, ms: null, addresses: [], error: (err as Error).message.slice(0, 500) });
    }
  }
  const servers = ctx.dnsServer ? [ctx.dnsServer] : getServers();
  return { servers: servers.slice(0, 20), lookups };
}
