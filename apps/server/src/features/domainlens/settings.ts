import { isIP } from 'node:net';
import { InstanceSchema, type Instance } from '@netlens/core';
import { z } from 'zod';
import { cronSetting } from '../../jobs/index.js';

/** One resolver address: `192.0.2.53`, `192.0.2.53:5353`, `2001:db8::53` or `[2001:db8::53]:5353`. */
function isResolverAddress(raw: string): boolean {
  const port = (p: string) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(raw);
  if (bracketed) return isIP(bracketed[1]!) === 6 && (bracketed[2] === undefined || port(bracketed[2]));
  if (isIP(raw) !== 0) return true;
  const [host = '', p = '', ...rest] = raw.split(':');
  return rest.length === 0 && isIP(host) === 4 && port(p);
}

/** A comma-separated setting as its trimmed, non-empty items. */
const commaList = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Environment variables of Domain Lens's validation tests (documented in the README). */
export const domainLensEnvShape = {
  DOMAINLENS_DNS_SERVERS: commaList.refine((servers) => servers.every(isResolverAddress), {
    message: 'comma-separated resolver addresses: 192.0.2.53, 192.0.2.53:5353, [2001:db8::53]:5353',
  }),
  DOMAINLENS_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  ENDPOINT_UPSTREAM_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^/]/.test(v), {
      message: 'an http(s) URL such as https://endpoints.office.com',
    })
    .transform((v) => v.replace(/\/+$/, '') || null),
  ENDPOINT_UPSTREAM_SCHEDULE: cronSetting('23 * * * *'),
  ENDPOINT_UPSTREAM_INSTANCES: commaList.pipe(z.array(InstanceSchema)),
};

type DomainLensEnv = z.infer<z.ZodObject<typeof domainLensEnvShape>>;

export interface DomainLensSettings {
  /** Resolvers the validation tests' DNS lookups ask; empty: the system's. */
  dnsServers: string[];
  /** Bound of each DNS query of a validation run. */
  dnsTimeoutMs: number;
  upstream: UpstreamSettings;
}

/** The upstream endpoint service Domain Lens follows; off while `url` is null. */
export interface UpstreamSettings {
  url: string | null;
  /** When the job looks (cron in UTC); null: only the admin command. */
  schedule: string | null;
  /** The instances followed; empty: every instance the upstream's /version lists. */
  instances: Instance[];
}

/** Domain Lens's settings from the parsed environment. */
export function domainLensSettings(e: DomainLensEnv): DomainLensSettings {
  return {
    dnsServers: e.DOMAINLENS_DNS_SERVERS,
    dnsTimeoutMs: e.DOMAINLENS_DNS_TIMEOUT_MS,
    upstream: {
      url: e.ENDPOINT_UPSTREAM_URL,
      schedule: e.ENDPOINT_UPSTREAM_SCHEDULE,
      instances: e.ENDPOINT_UPSTREAM_INSTANCES,
    },
  };
}
