import type { AddressInfo, AdvancedPlan, ApiClient, GeoPoint } from '@netlens/core';
import type { HttpClient } from './lib/http.js';

/** A proxy to send the service's traffic through (from --proxy or the system settings). */
export interface ProxySetting {
  url: string;
  source: 'flag' | 'environment' | 'pac' | 'wpad' | 'system';
}

/** What every test gets: the server's plan, an HTTP client, where the user is, and options. */
export interface TestContext {
  plan: AdvancedPlan;
  /** The live run joined (--run, --token); null when running standalone. */
  run: { id: string; token: string } | null;
  http: HttpClient;
  /** The server's API at the address its plan gives. */
  api: ApiClient;
  proxy: ProxySetting | null;
  /** The user's location (the report's, a typed city, or the egress); null when unknown. */
  location: GeoPoint | null;
  /** Seconds of the simulated call (10 by default). */
  mediaSeconds: number;
  /** Bytes of the buffer-bloat download (15 MB by default). */
  downloadBytes: number;
  /** A DNS server to ask instead of the system resolver (host or host:port), for tests. */
  dnsServer: string | null;
  /** Writes a line for the person running the client (standard error). */
  log: (line: string) => void;
  /** Where an address is, from the server (cached). */
  locate: (ip: string) => Promise<AddressInfo | null>;
}
