import { z } from '../zod.js';
import { InstanceSchema } from '../domainlens/model.js';
import { VersionSchema } from '../domainlens/published.js';
import { LatitudeSchema, LongitudeSchema } from '../geo/location.js';
import { ConfidenceIntervalSchema } from '../interval.js';

// The results of the advanced client's tests: what it measures, as it publishes them on the live
// channel and as the report stores them. Thresholds are in advanced-insights.ts.

const ms = () => z.number().min(0).max(600_000);
const msOrNull = () => ms().nullable();
/** A figure's 95 % confidence interval: null when too few samples give one, absent in results of older clients. */
const interval = () => ConfidenceIntervalSchema.nullable().optional();
const label = (max = 255) => z.string().max(max);
const errorText = () => z.string().max(500).nullable();
const list = <T extends z.ZodType>(item: T, max = 200) => z.array(item).max(max);

/** Outcome of one endpoint check (spec §3 "Test result"). */
export const EndpointOutcomeSchema = z.enum([
  'Successful',
  'Failed',
  'SslBreak',
  'ProxyAuthenticationRequired',
  'DnsFailed',
  'InvalidSSLCertificate',
]);
export type EndpointOutcome = z.infer<typeof EndpointOutcomeSchema>;

export const EndpointCategorySchema = z.enum(['Optimize', 'Allow', 'Default']);
export type EndpointCategory = z.infer<typeof EndpointCategorySchema>;

/** Which published endpoint list the connectivity test took endpoints from, and how many. */
export const TestedEndpointListSchema = z.object({
  instance: InstanceSchema,
  version: VersionSchema,
  /** Host:port endpoints of its required sets (wildcards skipped). */
  endpoints: z.number().int().min(0),
  /** Of those, how many were checked (the number of checks is capped). */
  tested: z.number().int().min(0),
});
export type TestedEndpointList = z.infer<typeof TestedEndpointListSchema>;

/**
 * `connectivity`: every required endpoint over HTTP and HTTPS, with TLS inspection: the server's
 * front doors and itself, and the published endpoint list named by `endpointList` when there is one.
 */
export const ConnectivityResultSchema = z
  .object({
    endpointList: TestedEndpointListSchema.optional(),
    checks: list(
      z.object({
        host: label(),
        port: z.number().int().min(1).max(65535),
        protocol: z.enum(['http', 'https']),
        category: EndpointCategorySchema,
        outcome: EndpointOutcomeSchema,
        httpStatus: z.number().int().min(100).max(599).nullable(),
        /** Issuer of the certificate presented (https only). */
        issuer: label(500).nullable(),
        latencyMs: msOrNull(),
        error: errorText(),
      }),
      500,
    ),
  })
  .meta({ id: 'ConnectivityResult' });
export type ConnectivityResult = z.infer<typeof ConnectivityResultSchema>;

/** `dnsConnectivityPerf`: resolution time per workload host through the system resolver. */
export const DnsConnectivityResultSchema = z
  .object({
    servers: list(label(64), 20),
    lookups: list(
      z.object({
        host: label(),
        ms: msOrNull(),
        addresses: list(label(64), 50),
        error: errorText(),
      }),
    ),
  })
  .meta({ id: 'DnsConnectivityResult' });
export type DnsConnectivityResult = z.infer<typeof DnsConnectivityResultSchema>;

/** `dnsResolverIdentification`: the recursive resolver the authoritative responder saw. */
export const DnsResolverResultSchema = z
  .object({
    queriedName: label(),
    resolverIp: label(64).nullable(),
    city: label(200).nullable(),
    country: label(200).nullable(),
    latitude: LatitudeSchema.nullable(),
    longitude: LongitudeSchema.nullable(),
    distanceKm: z.number().min(0).max(21_000).nullable(),
    error: errorText(),
  })
  .meta({ id: 'DnsResolverResult' });
export type DnsResolverResult = z.infer<typeof DnsResolverResultSchema>;

/** The OS's path tool the client looked for, and the system it runs on (for how to get it). */
export const PathToolSchema = z.object({
  name: z.enum(['traceroute', 'tracert']),
  os: z.enum(['linux', 'macos', 'windows', 'other']),
});
export type PathTool = z.infer<typeof PathToolSchema>;

/** `traceroute` to the mail, files and media hosts. */
export const TracerouteResultSchema = z
  .object({
    targets: list(
      z.object({
        host: label(),
        reached: z.boolean(),
        hops: list(
          z.object({
            hop: z.number().int().min(1).max(64),
            address: label(64).nullable(),
            rttMs: msOrNull(),
            asn: z.number().int().min(0).max(4_294_967_295).nullable(),
          }),
          64,
        ),
        error: errorText(),
        /**
         * Without hops (no path tool, or it traced nothing), measured without privileges: the
         * TCP connect time to the host's port and its hop count from TTL-limited UDP probes.
         */
        estimate: z
          .object({
            port: z.number().int().min(1).max(65535),
            connectMs: msOrNull(),
            hopCount: z.number().int().min(1).max(64).nullable(),
            error: errorText(),
          })
          .optional(),
      }),
      10,
    ),
    /** Set when the OS's path tool is not installed: which one gives the full hop list. */
    missingTool: PathToolSchema.optional(),
  })
  .meta({ id: 'TracerouteResult' });
export type TracerouteResult = z.infer<typeof TracerouteResultSchema>;

/** What a test needs that this run lacks: the server setting that offers it, or a live run. */
export const NotAvailableNeedSchema = z.enum(['DNS_ZONE', 'MEDIA_RELAY_PORT', 'liveRun']);
export type NotAvailableNeed = z.infer<typeof NotAvailableNeedSchema>;

/**
 * In place of any test's result: the test is not available on this server (or, for `liveRun`,
 * outside a run started from a report page). Neutral: neither a failure nor an insight.
 */
export const NotAvailableResultSchema = z
  .object({ notAvailable: z.object({ needs: NotAvailableNeedSchema }).strict() })
  .strict()
  .meta({ id: 'NotAvailableResult' });
export type NotAvailableResult = z.infer<typeof NotAvailableResultSchema>;

/** `proxy`: the proxy settings that apply to the service's traffic, and the proxy's distance. */
export const ProxyResultSchema = z
  .object({
    proxies: list(
      z.object({
        source: z.enum(['flag', 'environment', 'pac', 'wpad', 'system']),
        url: label(500),
        distanceKm: z.number().min(0).max(21_000).nullable(),
      }),
      20,
    ),
  })
  .meta({ id: 'ProxyResult' });
export type ProxyResult = z.infer<typeof ProxyResultSchema>;

export const RouteClassSchema = z.enum(['splitOut', 'tunneled', 'selective', 'unknown']);
export type RouteClass = z.infer<typeof RouteClassSchema>;

/** `vpn`: VPN interfaces and, per Optimize route of mail, files and meetings, how it leaves. */
export const VpnResultSchema = z
  .object({
    vpnInterfaces: list(label(64), 50),
    routes: list(
      z.object({
        workload: z.enum(['mail', 'files', 'meetings']),
        host: label(),
        address: label(64).nullable(),
        interface: label(64).nullable(),
        classification: RouteClassSchema,
      }),
      20,
    ),
  })
  .meta({ id: 'VpnResult' });
export type VpnResult = z.infer<typeof VpnResultSchema>;

/**
 * `skype`: a simulated audio call over UDP to the media relay: loss, median round trip and jitter,
 * each with its 95 % confidence interval.
 */
export const SkypeResultSchema = z
  .object({
    relay: label(),
    udpBlocked: z.boolean(),
    sent: z.number().int().min(0).max(100_000),
    received: z.number().int().min(0).max(100_000),
    lossShare: z.number().min(0).max(1),
    lossShareInterval: interval(),
    rttMs: msOrNull(),
    rttIntervalMs: interval(),
    jitterMs: msOrNull(),
    jitterIntervalMs: interval(),
    durationMs: ms(),
  })
  .meta({ id: 'SkypeResult' });
export type SkypeResult = z.infer<typeof SkypeResultSchema>;

/** `bufferBloat`: latency during a download minus idle latency, and the download speed. */
export const BufferBloatResultSchema = z
  .object({
    idleMs: ms(),
    loadedMs: ms(),
    bloatMs: z.number().min(-600_000).max(600_000),
    bytes: z.number().int().min(0),
    downloadMBps: z.number().min(0),
  })
  .meta({ id: 'BufferBloatResult' });
export type BufferBloatResult = z.infer<typeof BufferBloatResultSchema>;

/** `arp`: gateway neighbours, and whether the gateway's address answers from several MACs. */
export const ArpResultSchema = z
  .object({
    gateway: label(64).nullable(),
    gatewayMacs: list(label(32), 20),
    neighbours: z.number().int().min(0),
    conflict: z.boolean(),
  })
  .meta({ id: 'ArpResult' });
export type ArpResult = z.infer<typeof ArpResultSchema>;

/** `congestion`: latency to the mail front door sampled across the run. */
export const CongestionResultSchema = z
  .object({
    samples: z.number().int().min(0).max(10_000),
    minMs: ms(),
    medianMs: ms(),
    p90Ms: ms(),
    maxMs: ms(),
    stdDevMs: ms(),
  })
  .meta({ id: 'CongestionResult' });
export type CongestionResult = z.infer<typeof CongestionResultSchema>;

/** `networkInterface`: the machine's interfaces and which one carries the default route. */
export const NetworkInterfaceResultSchema = z
  .object({
    defaultInterface: label(64).nullable(),
    interfaces: list(
      z.object({
        name: label(64),
        mac: label(32).nullable(),
        addresses: list(label(64), 50),
        internal: z.boolean(),
      }),
      100,
    ),
  })
  .meta({ id: 'NetworkInterfaceResult' });
export type NetworkInterfaceResult = z.infer<typeof NetworkInterfaceResultSchema>;

/** `websocket`: whether a WebSocket to the server opens and echoes, and how fast. */
export const WebSocketResultSchema = z
  .object({
    url: label(500),
    connected: z.boolean(),
    latencyMs: msOrNull(),
    error: errorText(),
  })
  .meta({ id: 'WebSocketResult' });
export type WebSocketResult = z.infer<typeof WebSocketResultSchema>;
