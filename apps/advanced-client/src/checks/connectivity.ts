import type {
  ConnectivityResult,
  EndpointCategory,
  EndpointSet,
  PublishedEndpointSet,
  TestedEndpointList,
} from '@netlens/core';
import type { TestContext } from '../context.js';
import { outcomeOf, probeEndpoint } from './probeEndpoint.js';
import { readPublishedList } from './publishedList.js';

/** Issuers of the service's own certificates; anything else on Optimize/Allow is interception. */
export const DEFAULT_EXPECTED_ISSUERS = [/\bO=Microsoft Corporation\b/, /\bO=DigiCert\b/];
const MAX_CHECKS = 200;

/** Expands "80,443" and "8000-8002" into port numbers (ranges capped at 10 ports). */
export function expandPorts(spec: string | undefined): number[] {
  if (!spec) return [];
  return spec.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    if (!a) return [];
    const end = Math.min(b ?? a, a + 9);
    return Array.from({ length: end - a + 1 }, (_, i) => a + i);
  });
}

/** One check: an endpoint over HTTP or HTTPS, and whether the published list names it. */
export interface Check {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  category: EndpointCategory;
  listed: boolean;
}

type RequiredSets = readonly Pick<PublishedEndpointSet, 'urls' | 'tcpPorts' | 'category' | 'required'>[];

/** Every host:port of the required sets (wildcards skipped), in the sets' order. */
function endpointsOf(sets: RequiredSets, listed: boolean): Check[] {
  return sets
    .filter((s) => s.required)
    .flatMap((s) =>
      (s.urls ?? [])
        .filter((u) => !u.includes('*'))
        .flatMap((host) =>
          expandPorts(s.tcpPorts).map((port) => ({
            host: host.toLowerCase(),
            port,
            protocol: (port === 443 ? 'https' : 'http') as 'http' | 'https',
            category: s.category,
            listed,
          })),
        ),
    );
}

const RANK: Record<EndpointCategory, number> = { Optimize: 0, Allow: 1, Default: 2 };

/**
 * The checks of the plan's endpoints merged with the published list's: one per host:port, under
 * the strictest category either names (so TLS inspection is judged wherever the list says
 * Optimize or Allow). At most `max` are kept: Optimize, then Allow, then Default, the plan's
 * before the list's, each in its list's order. `listEndpoints` counts the list's host:ports.
 */
export function selectChecks(
  plan: readonly EndpointSet[],
  published: RequiredSets = [],
  max = MAX_CHECKS,
): { checks: Check[]; listEndpoints: number } {
  const merged = new Map<string, Check>();
  for (const c of [...endpointsOf(plan, false), ...endpointsOf(published, true)]) {
    const key = `${c.host}:${c.port}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, c);
    else
      merged.set(key, {
        ...(RANK[c.category] < RANK[seen.category] ? { ...seen, category: c.category } : seen),
        listed: seen.listed || c.listed,
      });
  }
  const all = [...merged.values()];
  const checks = all
    .map((c, order) => ({ c, order }))
    .sort((a, b) => RANK[a.c.category] - RANK[b.c.category] || a.order - b.order)
    .slice(0, max)
    .map(({ c }) => c);
  return { checks, listEndpoints: all.filter((c) => c.listed).length };
}

/** The checks to run: the plan's, with the published list's when the server has one. */
async function plannedChecks(
  ctx: TestContext,
): Promise<{ checks: Check[]; endpointList?: TestedEndpointList }> {
  const published = await readPublishedList(ctx);
  if (published?.kind === 'unavailable') {
    ctx.log(`endpoint list ${published.instance}: ${published.reason}; testing the server's endpoints only`);
  }
  if (published?.kind !== 'list') return selectChecks(ctx.plan.endpoints);
  const { checks, listEndpoints } = selectChecks(ctx.plan.endpoints, published.sets);
  const tested = checks.filter((c) => c.listed).length;
  const { instance, version } = published;
  return { checks, endpointList: { instance, version, endpoints: listEndpoints, tested } };
}

/**
 * `connectivity`: HTTP and HTTPS to every required endpoint, with TLS inspection: the plan's front
 * doors and server, and the endpoint list the server publishes for its instance, when it has one.
 */
export async function connectivityTest(
  ctx: TestContext,
  expectedIssuers: readonly RegExp[] = DEFAULT_EXPECTED_ISSUERS,
): Promise<ConnectivityResult> {
  const proxy = ctx.proxy ? new URL(ctx.proxy.url) : null;
  const proxyAuth =
    proxy && proxy.username
      ? `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`
      : null;
  const results: ConnectivityResult['checks'] = [];
  const { checks, endpointList } = await plannedChecks(ctx);
  const queue = [...checks];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const a = await probeEndpoint({ ...c, proxy, proxyAuth, timeoutMs: 10_000 });
      const outcome = outcomeOf(a, {
        protocol: c.protocol,
        bypassInspection: c.category !== 'Default',
        expectedIssuers,
      });
      results.push({
        host: c.host,
        port: c.port,
        protocol: c.protocol,
        category: c.category,
        outcome,
        httpStatus: a.httpStatus,
        issuer: a.issuer,
        latencyMs: a.latencyMs,
        error: a.error,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  results.sort((x, y) => x.host.localeCompare(y.host) || x.port - y.port);
  return endpointList ? { endpointList, checks: results } : { checks: results };
}
