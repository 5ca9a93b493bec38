import { EGRESS_DISTANCE_INSIGHT_KM } from '../geo/location.js';
import type {
  ArpResult,
  BufferBloatResult,
  CongestionResult,
  ConnectivityResult,
  DnsConnectivityResult,
  DnsResolverResult,
  ProxyResult,
  SkypeResult,
  TracerouteResult,
  VpnResult,
  WebSocketResult,
} from './results.js';

/**
 * How a result reads: favourable, a network insight, plain information, a failed test, or a test
 * not available on this server (neutral: counted neither as a failure nor as an insight).
 */
export type AdvancedVerdict = 'favourable' | 'insight' | 'info' | 'failed' | 'notAvailable';

/** Rows of the advanced client (docs/THRESHOLDS.md): insight thresholds. */
export const PROXY_DISTANCE_INSIGHT_KM = EGRESS_DISTANCE_INSIGHT_KM;
export const DNS_RESOLVER_DISTANCE_INSIGHT_KM = EGRESS_DISTANCE_INSIGHT_KM;
export const DOWNLOAD_SPEED_INSIGHT_MBPS = 1;
export const BUFFER_BLOAT_INSIGHT_MS = 100;
export const MEDIA_RTT_INSIGHT_MS = 100;
export const MEDIA_JITTER_INSIGHT_MS = 30;
export const MEDIA_LOSS_INSIGHT_SHARE = 0.01;
/** Congestion: a latency standard deviation above this is an insight (ms). */
export const CONGESTION_STDDEV_INSIGHT_MS = 30;
/** WebSocket: connecting slower than this is an insight (the Copilot test's > 250 ms, docs/THRESHOLDS.md). */
export const WEBSOCKET_SLOW_MS = 250;

const yes = (insight: boolean): AdvancedVerdict => (insight ? 'insight' : 'favourable');

// The verdict of each test by the thresholds above; the registry (registry.ts) names which test
// each one judges.

/** Connectivity: failed without checks, an insight when any endpoint check did not succeed. */
export const connectivityVerdict = (r: ConnectivityResult): AdvancedVerdict =>
  r.checks.length === 0 ? 'failed' : yes(r.checks.some((c) => c.outcome !== 'Successful'));

/** DNS performance: information, failed when no host resolved. */
export const dnsConnectivityVerdict = (r: DnsConnectivityResult): AdvancedVerdict =>
  r.lookups.length > 0 && r.lookups.every((l) => l.ms === null) ? 'failed' : 'info';

/** Meetings media: UDP blocked, or loss, round trip or jitter at their thresholds, is an insight. */
export const skypeVerdict = (r: SkypeResult): AdvancedVerdict =>
  yes(
    r.udpBlocked ||
      r.lossShare >= MEDIA_LOSS_INSIGHT_SHARE ||
      (r.rttMs ?? 0) >= MEDIA_RTT_INSIGHT_MS ||
      (r.jitterMs ?? 0) >= MEDIA_JITTER_INSIGHT_MS,
  );

/** Download speed alone: below DOWNLOAD_SPEED_INSIGHT_MBPS is an insight. */
export const downloadSpeedVerdict = (r: BufferBloatResult): AdvancedVerdict =>
  yes(r.downloadMBps < DOWNLOAD_SPEED_INSIGHT_MBPS);

/** Buffer bloat alone: BUFFER_BLOAT_INSIGHT_MS or more is an insight. */
export const bloatVerdict = (r: BufferBloatResult): AdvancedVerdict =>
  yes(r.bloatMs >= BUFFER_BLOAT_INSIGHT_MS);

/** The buffer-bloat test: an insight when the bloat or the download speed is. */
export const bufferBloatVerdict = (r: BufferBloatResult): AdvancedVerdict =>
  yes(bloatVerdict(r) === 'insight' || downloadSpeedVerdict(r) === 'insight');

/** WebSocket: not connecting, or connecting slower than WEBSOCKET_SLOW_MS, is an insight. */
export const webSocketVerdict = (r: WebSocketResult): AdvancedVerdict =>
  r.connected ? yes((r.latencyMs ?? 0) > WEBSOCKET_SLOW_MS) : 'insight';

/** Network interfaces: information only. */
export const networkInterfaceVerdict = (): AdvancedVerdict => 'info';

/** DNS resolver: failed when unseen, an insight when farther than DNS_RESOLVER_DISTANCE_INSIGHT_KM. */
export const dnsResolverVerdict = (r: DnsResolverResult): AdvancedVerdict =>
  r.resolverIp === null ? 'failed' : yes((r.distanceKm ?? 0) > DNS_RESOLVER_DISTANCE_INSIGHT_KM);

/** Proxy: a proxy farther than PROXY_DISTANCE_INSIGHT_KM is an insight. */
export const proxyVerdict = (r: ProxyResult): AdvancedVerdict =>
  yes(r.proxies.some((p) => (p.distanceKm ?? 0) > PROXY_DISTANCE_INSIGHT_KM));

/** VPN: a workload route through the tunnel is an insight. */
export const vpnVerdict = (r: VpnResult): AdvancedVerdict =>
  yes(r.routes.some((x) => x.classification === 'tunneled'));

/** Traceroute: information, failed when no target gave a hop or, without hops, an estimate. */
export const tracerouteVerdict = (r: TracerouteResult): AdvancedVerdict =>
  r.targets.length > 0 && r.targets.every((t) => t.hops.length === 0 && !t.estimate) ? 'failed' : 'info';

/** ARP: a gateway answering from several MACs is an insight. */
export const arpVerdict = (r: ArpResult): AdvancedVerdict => yes(r.conflict);

/** Congestion: failed without samples, an insight above CONGESTION_STDDEV_INSIGHT_MS. */
export const congestionVerdict = (r: CongestionResult): AdvancedVerdict =>
  r.samples === 0 ? 'failed' : yes(r.stdDevMs > CONGESTION_STDDEV_INSIGHT_MS);
