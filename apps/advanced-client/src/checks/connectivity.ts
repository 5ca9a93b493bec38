import type { ConnectivityResult, EndpointSet } from '@netlens/core';
import type { TestContext } from '../context.js';
import { outcomeOf, probeEndpoint } from './probeEndpoint.js';

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

/** Host, port and protocol of every check of the required endpoints (wildcards skipped). */
export function checksOf(sets: readonly EndpointSet[]) {
  const checks = sets
    .filter((s) => s.required)
    .flatMap((s) =>
      s.urls
        .filter((u) => !u.includes('*'))
        .flatMap((host) =>
          expandPorts(s.tcpPorts).map((port) => ({
            host,
            port,
            protocol: (port === 443 ? 'https' : 'http') as 'http' | 'https',
            category: s.category,
          })),
        ),
    );
  const seen = new Set<string>();
  const unique = checks.filter((c) => {
    const key = `${c.protocol}://${c.host}:${c.port}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return unique.slice(0, MAX_CHECKS);
}

/** `connectivity`: HTTP and HTTPS to every required endpoint, with TLS inspection. */
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
  const queue = checksOf(ctx.plan.endpoints);
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
  return { checks: results };
}
