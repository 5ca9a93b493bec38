import type { AdvancedCategory, AdvancedResult } from './hub.js';
import {
  BUFFER_BLOAT_INSIGHT_MS,
  DNS_RESOLVER_DISTANCE_INSIGHT_KM,
  DOWNLOAD_SPEED_INSIGHT_MBPS,
  MEDIA_JITTER_INSIGHT_MS,
  MEDIA_LOSS_INSIGHT_SHARE,
  MEDIA_RTT_INSIGHT_MS,
  PROXY_DISTANCE_INSIGHT_KM,
} from '../connectivity/report.js';

/** How a result reads: favourable, a network insight, plain information, or a failed test. */
export type AdvancedVerdict = 'favourable' | 'insight' | 'info' | 'failed';

/** Congestion: a latency standard deviation above this is an insight (ms). */
export const CONGESTION_STDDEV_INSIGHT_MS = 30;
/** WebSocket: connecting slower than this is an insight (the Copilot test's > 250 ms, docs/THRESHOLDS.md). */
export const WEBSOCKET_SLOW_MS = 250;

type Judge<C extends AdvancedCategory> = (r: AdvancedResult<C>) => AdvancedVerdict;
const yes = (insight: boolean): AdvancedVerdict => (insight ? 'insight' : 'favourable');

const judges: { [C in AdvancedCategory]: Judge<C> } = {
  Connectivity: (r) =>
    r.checks.length === 0 ? 'failed' : yes(r.checks.some((c) => c.outcome !== 'Successful')),
  DnsConnectivity: (r) => (r.lookups.length > 0 && r.lookups.every((l) => l.ms === null) ? 'failed' : 'info'),
  Skype: (r) =>
    yes(
      r.udpBlocked ||
        r.lossShare >= MEDIA_LOSS_INSIGHT_SHARE ||
        (r.rttMs ?? 0) >= MEDIA_RTT_INSIGHT_MS ||
        (r.jitterMs ?? 0) >= MEDIA_JITTER_INSIGHT_MS,
    ),
  BufferBloat: (r) =>
    yes(r.bloatMs >= BUFFER_BLOAT_INSIGHT_MS || r.downloadMBps < DOWNLOAD_SPEED_INSIGHT_MBPS),
  WebSocket: (r) => (r.connected ? yes((r.latencyMs ?? 0) > WEBSOCKET_SLOW_MS) : 'insight'),
  NetworkInterface: () => 'info',
  DnsResolver: (r) =>
    r.resolverIp === null ? 'failed' : yes((r.distanceKm ?? 0) > DNS_RESOLVER_DISTANCE_INSIGHT_KM),
  Proxy: (r) => yes(r.proxies.some((p) => (p.distanceKm ?? 0) > PROXY_DISTANCE_INSIGHT_KM)),
  Vpn: (r) => yes(r.routes.some((x) => x.classification === 'tunneled')),
  Traceroute: (r) =>
    r.targets.length > 0 && r.targets.every((t) => t.hops.length === 0) ? 'failed' : 'info',
  Arp: (r) => yes(r.conflict),
  Congestion: (r) => (r.samples === 0 ? 'failed' : yes(r.stdDevMs > CONGESTION_STDDEV_INSIGHT_MS)),
};

/** The verdict on one category's result, by the thresholds of docs/THRESHOLDS.md. */
export function advancedVerdict<C extends AdvancedCategory>(
  category: C,
  result: AdvancedResult<C>,
): AdvancedVerdict {
  return (judges[category] as Judge<C>)(result);
}
