import { z } from 'zod';
import {
  AppEnvSchema,
  CloudNameSchema,
  FeatureFlagNameSchema,
  FrontDoorIdSchema,
  UxControlNameSchema,
  type FeatureFlagName,
  type FrontDoor,
  type SiteLinks,
} from '@netlens/core';
import { parseFrontDoorsSetting } from './features/frontdoors/setting.js';
import {
  DefaultCopilotDomains,
  parseConnectivityDomains,
  parseWssDomains,
  type CopilotDomainsSetting,
  type ParsedSetting,
} from './features/copilot/setting.js';
import { advancedEnvShape, advancedSettings, type AdvancedSettings } from './features/livetest/settings.js';
import {
  domainLensEnvShape,
  domainLensSettings,
  type DomainLensSettings,
} from './features/domainlens/settings.js';
import {
  parseAccessGroups,
  parseStaffTenants,
  signInEnvShape,
  type IdentitySettings,
} from './features/identity/settings.js';
import { scannerEnvShape, scannerSettings, type ScannerSettings } from './features/fqdns/scanner/settings.js';
import { partnersEnvShape, partnersSettings, type PartnersSettings } from './features/partners/settings.js';
import {
  performanceEnvShape,
  performanceSettings,
  type PerformanceSettings,
} from './features/performance/settings.js';

const list = <T extends string>(item: z.ZodType<T, string>) =>
  z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const flagOverrides = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const out: Partial<Record<FeatureFlagName, boolean>> = {};
    for (const pair of s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name = '', value = ''] = pair.split('=').map((x) => x.trim());
      const n = FeatureFlagNameSchema.safeParse(name);
      const v = bool.safeParse(value.toLowerCase());
      if (!n.success || !v.success) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not name=true|false with a known flag name` });
        continue;
      }
      out[n.data] = v.data;
    }
    return out;
  });

const url = z.url({ protocol: /^https?$/ });

const frontDoors = z.string().transform((raw, ctx) => {
  const parsed = parseFrontDoorsSetting(raw);
  if (parsed.ok) return parsed.frontDoors;
  for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
});

const parsedSetting = <T>(parse: (raw: string) => ParsedSetting<T>) =>
  z.string().transform((raw, ctx) => {
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const accessGroups = z
  .string()
  .default('')
  .transform((s, ctx) => parseAccessGroups(s, (message) => ctx.addIssue({ code: 'custom', message })));

const staffTenants = z
  .string()
  .default('')
  .transform((s, ctx) => parseStaffTenants(s, (message) => ctx.addIssue({ code: 'custom', message })));

/** Every environment variable the server reads, with its default. Documented in the README. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/netlens.db'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  APP_ENV: AppEnvSchema.default('production'),
  CLOUD_NAME: CloudNameSchema.default('MultiTenant'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UX_FEATURE_CONTROL: list(UxControlNameSchema),
  FEATURE_FLAGS: flagOverrides,
  ENDPOINT_EXCHANGE: z.string().min(1).optional(),
  ENDPOINT_SHAREPOINT: z.string().min(1).optional(),
  ADMIN_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  TELEMETRY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  GENERATE_REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  ENDPOINT_LIST_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  PEER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  GEOIP_MMDB: z.string().min(1).optional(),
  MAPS_API_KEY: z.string().min(1).optional(),
  MAPS_BASE_URL: url.default('https://dev.virtualearth.net/REST/v1'),
  PUBLIC_URL: url.optional(),
  FRONT_DOORS: frontDoors.optional(),
  FRONT_DOOR_ID: FrontDoorIdSchema.default('local'),
  FRONT_DOOR_CITY: z.string().trim().min(1).max(100).optional(),
  FRONT_DOOR_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as US')
    .optional(),
  FRONT_DOOR_LATITUDE: z.coerce.number().min(-90).max(90).optional(),
  FRONT_DOOR_LONGITUDE: z.coerce.number().min(-180).max(180).optional(),
  ICP_RECORD: z.string().max(100).optional(),
  PSB_RECORD: z.string().max(100).optional(),
  ...advancedEnvShape,
  ...domainLensEnvShape,
  ...scannerEnvShape,
  ...partnersEnvShape,
  ...performanceEnvShape,
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  OIDC_TENANT_CONFIG_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{tenantId\}\S*$/, 'an http(s) URL containing {tenantId}')
    .optional(),
  ACCESS_GROUPS: accessGroups,
  STAFF_TENANTS: staffTenants,
  ACCESS_REQUEST_URL: url.optional(),
  GRAPH_BASE_URL: url.optional(),
  SESSION_HOURS: z.coerce.number().int().min(1).max(2160).default(12),
  ...signInEnvShape,
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  COPILOT_CONNECTIVITY_DOMAINS: parsedSetting(parseConnectivityDomains).optional(),
  COPILOT_WSS_DOMAINS: parsedSetting(parseWssDomains).optional(),
  HEALTH_WINDOW_HOURS: z.coerce.number().int().min(1).max(2160).default(24),
  HEALTH_SCORES_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LINK_LOCATION_SERVICE: url.default('https://www.geonames.org/about.html'),
  LINK_WEBSITE_TERMS: url.default('https://go.microsoft.com/fwlink/?LinkID=206977'),
  LINK_MAP_TERMS: url.default('https://creativecommons.org/licenses/by/4.0/'),
  LINK_PRIVACY: url.default('https://go.microsoft.com/fwlink/?LinkId=521839'),
  LINK_CONSUMER_HEALTH_PRIVACY: url.default('https://go.microsoft.com/fwlink/?linkid=2259814'),
  LINK_TRADEMARKS: url.default('https://www.microsoft.com/trademarks'),
  LINK_FAQ: url.default(
    'https://learn.microsoft.com/microsoft-365/enterprise/office-365-network-mac-perf-onboarding-tool',
  ),
  LINK_COMMUNITY_FORUM: url.default(
    'https://techcommunity.microsoft.com/category/microsoft365/discussions/microsoft365networking',
  ),
});

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** PostgreSQL: how long a connection and a query may take before the call answers 503. */
  databaseTimeouts: { connectMs: number; queryMs: number };
  env: string;
  cloudName: z.infer<typeof CloudNameSchema>;
  logLevel: string;
  uxDisabled: ReadonlySet<string>;
  flagOverrides: Partial<Record<FeatureFlagName, boolean>>;
  endpointExchange: string | undefined;
  endpointSharePoint: string | undefined;
  adminToken: string | undefined;
  trustProxy: boolean;
  bodyLimit: number;
  webDist: string | undefined;
  redisUrl: string | undefined;
  telemetryRateLimit: number;
  /** Reports generated per minute and client address (a whole office may share one egress address). */
  generateReportRateLimit: number;
  /** Calls of the public endpoint-list service per hour and client address. */
  endpointListRateLimit: number;
  /** Domain Lens: the resolvers and timeout of the per-change validation tests' DNS lookups. */
  domainLens: DomainLensSettings;
  /** The FQDN scanner: its resolvers, time-outs, concurrency, ports and trusted CAs. */
  fqdnScanner: ScannerSettings;
  /** The provider portal: how verification mails are sent. */
  partners: PartnersSettings;
  /** Provider performance: when the aggregation runs and how recent a report it leaves for later. */
  performance: PerformanceSettings;
  /** How long a metro's peer organisations are reused before they are read again (0: every report). */
  peerCacheSeconds: number;
  /** An .mmdb file for IP geolocation instead of the embedded database. */
  geoipMmdb: string | undefined;
  /** With a key, place search and reverse geocoding call the maps service instead of the gazetteer. */
  maps: { apiKey: string; baseUrl: string } | null;
  /** Where browsers reach this server (no cloud prefix, no trailing '/'); unset: seen per request. */
  publicUrl: string | undefined;
  frontDoors: {
    /** This instance's front-door id, sent by its probes. */
    id: string;
    /** The configured catalogue; null: this instance alone, for mail and files, at `site`. */
    catalogue: FrontDoor[] | null;
    /** Where this instance is; `configured` is false while it is the documented default. */
    site: Pick<FrontDoor, 'city' | 'country' | 'countryCode' | 'latitude' | 'longitude'> & {
      configured: boolean;
    };
  };
  filingRecords: { icp: string | null; psb: string | null };
  links: SiteLinks;
  /** The advanced test: media relay, DNS responder, the client file. */
  advanced: AdvancedSettings;
  /** Sign-in: the embedded provider (issuer null) or an external OpenID issuer, group mapping. */
  identity: IdentitySettings;
  /** Days a report is kept before it expires. */
  reportRetentionDays: number;
  /** The Copilot test's domain lists; `self` entries are this server. */
  copilotDomains: CopilotDomainsSetting;
  /** Hours of reports the health page's scores cover. */
  healthWindowHours: number;
  /**
   * Seconds a computed set of metro scores is answered before it is computed again (0: every
   * request computes them); UnhealthyMetroScores tells caches the same max-age.
   */
  healthScoresMaxAgeSeconds: number;
}

/** Raised when the environment does not describe a valid configuration; lists every problem. */
export class ConfigError extends Error {}

function parseDatabaseUrl(raw: string): AppConfig['database'] {
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: 'postgres', url: raw };
  if (raw.startsWith('sqlite:')) return { kind: 'sqlite', file: raw.slice('sqlite:'.length) };
  if (raw.includes('://')) {
    throw new ConfigError(`DATABASE_URL: use postgres://… or sqlite:<file>, not "${raw.split(':')[0]}:"`);
  }
  return { kind: 'sqlite', file: raw };
}

/** The default front door's site: Seattle, US unless configured (the README asks operators to set it). */
function frontDoorSite(e: z.infer<typeof EnvSchema>): AppConfig['frontDoors']['site'] {
  const countryCode = e.FRONT_DOOR_COUNTRY ?? 'US';
  return {
    city: e.FRONT_DOOR_CITY ?? 'Seattle',
    country: new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode) ?? countryCode,
    countryCode,
    latitude: e.FRONT_DOOR_LATITUDE ?? 47.6062,
    longitude: e.FRONT_DOOR_LONGITUDE ?? -122.3321,
    configured: e.FRONT_DOOR_LATITUDE !== undefined && e.FRONT_DOOR_LONGITUDE !== undefined,
  };
}

/** Sign-in settings; an external issuer needs a client id. */
function identitySettings(e: z.infer<typeof EnvSchema>): IdentitySettings {
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required with OIDC_ISSUER');
  }
  const issuer = e.OIDC_ISSUER?.replace(/\/+$/, '') ?? null;
  const entra = issuer !== null && /^https:\/\/login\.microsoftonline\.(com|us)\//.test(`${issuer}/`);
  return {
    issuer,
    clientId: e.OIDC_CLIENT_ID ?? 'netlens',
    clientSecret: e.OIDC_CLIENT_SECRET ?? null,
    tenantConfigUrl:
      e.OIDC_TENANT_CONFIG_URL ??
      (entra ? `${new URL(issuer).origin}/{tenantId}/v2.0/.well-known/openid-configuration` : null),
    entra,
    graphBaseUrl:
      e.GRAPH_BASE_URL?.replace(/\/+$/, '') ?? (entra ? 'https://graph.microsoft.com/v1.0' : null),
    accessGroups: e.ACCESS_GROUPS,
    staffTenants: e.STAFF_TENANTS,
    accessRequestUrl: e.ACCESS_REQUEST_URL ?? null,
    sessionHours: e.SESSION_HOURS,
    signInLimits: { perAddress: e.SIGN_IN_ADDRESS_LIMIT, perAccount: e.SIGN_IN_ACCOUNT_LIMIT },
  };
}

type EnvSource = Record<string, string | undefined>;

/** The variables of `source` that are set, parsed by `schema`; ConfigError lists every problem. */
function parseEnv<T>(schema: z.ZodType<T>, source: EnvSource): T {
  const trimmed = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(trimmed);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The admin commands' own variable: the password to set, instead of reading standard input. */
const AdminCommandEnvSchema = z.object({ NETLENS_PASSWORD: z.string().optional() });

/** NETLENS_PASSWORD for the admin commands (`npm run admin`), or undefined when it is not set. */
export function adminCommandPassword(source: EnvSource = process.env): string | undefined {
  return parseEnv(AdminCommandEnvSchema, source).NETLENS_PASSWORD;
}

/** Reads the typed configuration from environment variables (process.env by default). */
export function loadConfig(source: EnvSource = process.env): AppConfig {
  const e = parseEnv(EnvSchema, source);
  return {
    port: e.PORT,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS },
    env: e.APP_ENV,
    cloudName: e.CLOUD_NAME,
    logLevel: e.LOG_LEVEL,
    uxDisabled: new Set(e.UX_FEATURE_CONTROL),
    flagOverrides: e.FEATURE_FLAGS,
    endpointExchange: e.ENDPOINT_EXCHANGE,
    endpointSharePoint: e.ENDPOINT_SHAREPOINT,
    adminToken: e.ADMIN_TOKEN,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    webDist: e.WEB_DIST,
    redisUrl: e.REDIS_URL,
    telemetryRateLimit: e.TELEMETRY_RATE_LIMIT,
    generateReportRateLimit: e.GENERATE_REPORT_RATE_LIMIT,
    endpointListRateLimit: e.ENDPOINT_LIST_RATE_LIMIT,
    domainLens: domainLensSettings(e),
    fqdnScanner: scannerSettings(e, e.DOMAINLENS_DNS_SERVERS),
    partners: partnersSettings(e),
    performance: performanceSettings(e),
    peerCacheSeconds: e.PEER_CACHE_SECONDS,
    geoipMmdb: e.GEOIP_MMDB,
    maps: e.MAPS_API_KEY ? { apiKey: e.MAPS_API_KEY, baseUrl: e.MAPS_BASE_URL.replace(/\/+$/, '') } : null,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    frontDoors: {
      id: e.FRONT_DOOR_ID,
      catalogue: e.FRONT_DOORS ?? null,
      site: frontDoorSite(e),
    },
    filingRecords: { icp: e.ICP_RECORD ?? null, psb: e.PSB_RECORD ?? null },
    advanced: advancedSettings(e),
    identity: identitySettings(e),
    reportRetentionDays: e.REPORT_RETENTION_DAYS,
    copilotDomains: {
      connectivity: e.COPILOT_CONNECTIVITY_DOMAINS ?? DefaultCopilotDomains.connectivity,
      wss: e.COPILOT_WSS_DOMAINS ?? DefaultCopilotDomains.wss,
    },
    healthWindowHours: e.HEALTH_WINDOW_HOURS,
    healthScoresMaxAgeSeconds: e.HEALTH_SCORES_MAX_AGE_SECONDS,
    links: {
      locationService: e.LINK_LOCATION_SERVICE,
      websiteTerms: e.LINK_WEBSITE_TERMS,
      mapTerms: e.LINK_MAP_TERMS,
      privacy: e.LINK_PRIVACY,
      consumerHealthPrivacy: e.LINK_CONSUMER_HEALTH_PRIVACY,
      trademarks: e.LINK_TRADEMARKS,
      faq: e.LINK_FAQ,
      communityForum: e.LINK_COMMUNITY_FORUM,
    },
  };
}
