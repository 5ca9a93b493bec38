import { z } from 'zod';
import type { HubLimits } from './hub-limits.js';

/** Environment variables of the advanced test (documented in the README). */
export const advancedEnvShape = {
  MEDIA_RELAY_PORT: z
    .string()
    .trim()
    .regex(/^(off|\d{1,5})$/, 'a UDP port (0: any free port) or off')
    .refine((v) => v === 'off' || Number(v) <= 65535, 'a UDP port at most 65535')
    .optional(),
  MEDIA_RELAY_HOST: z.string().trim().min(1).max(255).optional(),
  DNS_ZONE: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]{1,63}\.)+[a-z]{2,63}\.?$/, 'a DNS zone such as probe.example.com')
    .optional(),
  DNS_RESPONDER_PORT: z.coerce.number().int().min(0).max(65535).default(53),
  DNS_RESPONDER_HOST: z.string().trim().min(1).default('0.0.0.0'),
  ADVANCED_CLIENT_FILE: z.string().min(1).optional(),
  ADVANCED_CLIENT_EXECUTABLES: z.enum(['on', 'off']).default('on'),
  ADVANCED_CLIENT_CACHE_DIR: z.string().min(1).optional(),
  LIVE_RUN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  HUB_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  HUB_HANDSHAKES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
};

type AdvancedEnv = z.infer<z.ZodObject<typeof advancedEnvShape>>;

/** The media relay's port when MEDIA_RELAY_PORT is unset (the usual media port). */
export const DEFAULT_MEDIA_RELAY_PORT = 3478;

export interface AdvancedSettings {
  /** UDP port of the media relay (0: any free port); null: no relay (MEDIA_RELAY_PORT=off). */
  mediaRelayPort: number | null;
  /** Whether the port was set: the default port gives way to a free one when it is taken. */
  mediaRelayPortSet: boolean;
  /** Host name clients send media to; null: the host they reached the server at. */
  mediaRelayHost: string | null;
  /** Zone the DNS responder answers for; null: no responder. */
  dnsZone: string | null;
  dnsPort: number;
  dnsHost: string;
  /** The built client file offered for download; null: looked up beside the server. */
  clientFile: string | null;
  /** Whether the single-file executables are built (on their first request) and offered. */
  clientExecutables: boolean;
  /** Where the executables and the Node.js packages they are made from are kept; null: beside the bundle. */
  clientCacheDir: string | null;
  /** Advanced-test runs created per minute and client address. */
  runRateLimit: number;
  /** The live channel's limits per client address. */
  hubLimits: HubLimits;
}

/** The advanced test's settings from the parsed environment. */
export function advancedSettings(e: AdvancedEnv): AdvancedSettings {
  return {
    mediaRelayPort:
      e.MEDIA_RELAY_PORT === 'off' ? null : Number(e.MEDIA_RELAY_PORT ?? DEFAULT_MEDIA_RELAY_PORT),
    mediaRelayPortSet: e.MEDIA_RELAY_PORT !== undefined,
    mediaRelayHost: e.MEDIA_RELAY_HOST ?? null,
    dnsZone: e.DNS_ZONE?.replace(/\.$/, '') ?? null,
    dnsPort: e.DNS_RESPONDER_PORT,
    dnsHost: e.DNS_RESPONDER_HOST,
    clientFile: e.ADVANCED_CLIENT_FILE ?? null,
    clientExecutables: e.ADVANCED_CLIENT_EXECUTABLES === 'on',
    clientCacheDir: e.ADVANCED_CLIENT_CACHE_DIR ?? null,
    runRateLimit: e.LIVE_RUN_RATE_LIMIT,
    hubLimits: {
      connectionsPerAddress: e.HUB_CONNECTIONS_PER_ADDRESS,
      handshakesPerMinute: e.HUB_HANDSHAKES_PER_MINUTE,
    },
  };
}
