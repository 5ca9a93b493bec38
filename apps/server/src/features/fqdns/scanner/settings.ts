import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { cronSetting } from '../../../jobs/index.js';
import { allowedRangesSetting, type AddressRange } from '../../../net/address-guard.js';

/** A DNS server to ask: its address, port and the text it was configured as. */
export interface ResolverAddress {
  host: string;
  port: number;
  text: string;
}

/** "192.0.2.53", "192.0.2.53:5353", "2001:db8::53" or "[2001:db8::53]:5353" → host and port. */
export function parseServer(text: string): ResolverAddress {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 53), text };
  if (isIP(text) !== 0) return { host: text, port: 53, text };
  const [host = '', port = '53'] = text.split(':');
  return { host, port: Number(port), text };
}

/** A resolver address the DNS client can ask: an IP address with an optional port. */
function isServer(text: string): boolean {
  const { host, port } = parseServer(text);
  return isIP(host) !== 0 && Number.isInteger(port) && port >= 1 && port <= 65535;
}

const split = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const portNumber = z.number().int().min(1).max(65535);
const port = z.coerce.number().pipe(portNumber);

/** Environment variables of the FQDN scanner (documented in the README). */
export const scannerEnvShape = {
  FQDN_SCANNER_DNS_SERVERS: z
    .string()
    .default('')
    .transform(split)
    .refine((servers) => servers.every(isServer), {
      message: 'comma-separated resolver addresses: 192.0.2.53, 192.0.2.53:5353, [2001:db8::53]:5353',
    }),
  FQDN_SCANNER_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  FQDN_SCANNER_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  FQDN_SCANNER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  FQDN_SCANNER_TLS_PORT: port.default(443),
  FQDN_SCANNER_TCP_PORTS: z
    .string()
    .default('443,80')
    .transform(split)
    .pipe(
      z.array(z.string().regex(/^\d+$/, 'port numbers').transform(Number).pipe(portNumber)).min(1).max(10),
    ),
  FQDN_SCANNER_SCHEDULE: cronSetting('0 2 * * *'),
  FQDN_SCANNER_CERT_WARNING_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  FQDN_SCANNER_CA_FILE: z
    .string()
    .transform((path, ctx) => {
      try {
        const pem = readFileSync(path, 'utf8');
        if (pem.includes('-----BEGIN CERTIFICATE-----')) return pem;
        ctx.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `cannot read ${path}: ${(err as Error).message}` });
      }
      return z.NEVER;
    })
    .optional(),
  FQDN_SCANNER_ALLOWED_RANGES: allowedRangesSetting(),
};

type ScannerEnv = z.infer<z.ZodObject<typeof scannerEnvShape>>;

export interface ScannerSettings {
  /** Resolvers the scanner asks (a validating one for the DNSSEC test); empty: the system's. */
  dnsServers: string[];
  dnsTimeoutMs: number;
  /** Bound of each TCP connect and TLS handshake. */
  connectTimeoutMs: number;
  /** FQDNs scanned at once by the scheduled job. */
  concurrency: number;
  tlsPort: number;
  tcpPorts: number[];
  certWarningDays: number;
  /** PEM of the CAs the certificate test trusts; null: Node's bundled (Mozilla) store. */
  caPem: string | null;
  /** When the inventory is scanned (cron, UTC); null: never on a schedule, only on demand. */
  schedule: string | null;
  /** Non-public ranges the scan may also connect to (its own network); by default public addresses only. */
  allowedRanges: AddressRange[];
}

/** The scanner's settings; without its own DNS servers it asks Domain Lens's (`fallbackServers`). */
export function scannerSettings(e: ScannerEnv, fallbackServers: readonly string[]): ScannerSettings {
  return {
    dnsServers: e.FQDN_SCANNER_DNS_SERVERS.length > 0 ? e.FQDN_SCANNER_DNS_SERVERS : [...fallbackServers],
    dnsTimeoutMs: e.FQDN_SCANNER_DNS_TIMEOUT_MS,
    connectTimeoutMs: e.FQDN_SCANNER_CONNECT_TIMEOUT_MS,
    concurrency: e.FQDN_SCANNER_CONCURRENCY,
    tlsPort: e.FQDN_SCANNER_TLS_PORT,
    tcpPorts: e.FQDN_SCANNER_TCP_PORTS,
    certWarningDays: e.FQDN_SCANNER_CERT_WARNING_DAYS,
    caPem: e.FQDN_SCANNER_CA_FILE ?? null,
    schedule: e.FQDN_SCANNER_SCHEDULE,
    allowedRanges: e.FQDN_SCANNER_ALLOWED_RANGES,
  };
}
