import { z } from '../zod.js';
import { COPILOT_SLOW_LATENCY_MS } from '../connectivity/report.js';

/** How long the Copilot test waits for the browser's position (spec §9). */
export const COPILOT_LOCATION_TIMEOUT_MS = 6_000;
/** How long each domain's connectivity check may take before it counts as timed out. */
export const COPILOT_CONNECTIVITY_TIMEOUT_MS = 15_000;
/** How long a WebSocket may take to open and echo (spec §9). */
export const COPILOT_WSS_TIMEOUT_MS = 60_000;
/** The latency step: overall timeout, attempts, the minimum is reported (spec §9). */
export const COPILOT_LATENCY_TIMEOUT_MS = 30_000;
export const COPILOT_LATENCY_ATTEMPTS = 5;
/** The WebSocket echo endpoint every server offers, so the default configuration tests something. */
export const COPILOT_ECHO_PATH = '/api/copilot/echo';

/** Limits of the lists and texts of a posted result. */
export const COPILOT_MAX_DOMAINS = 50;
export const COPILOT_MAX_TEST_DOMAINS = 20;
export const COPILOT_TEXT_MAX = 200;
export const COPILOT_MESSAGE_MAX = 1000;

export const CopilotTestStatusSchema = z.enum(['NotStarted', 'InProgress', 'Completed', 'Failed']);
export type CopilotTestStatus = z.infer<typeof CopilotTestStatusSchema>;

const HOST_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/** True for a DNS name (letters, digits, hyphens; dot-separated labels), IPv4 or bracketed IPv6. */
export function isHostName(host: string): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return z.ipv6().safeParse(host.slice(1, -1)).success;
  if (host.length > 253) return false;
  return host.split('.').every((label) => HOST_LABEL.test(label));
}

/**
 * A test domain as configured: a host name with an optional port (`substrate.office.com`,
 * `copilot.example:8443`), or a full URL. Returns the URL the browser tests (https:// for a bare
 * name, wss:// for a WebSocket domain), or an error message naming the problem.
 */
export function testDomainUrl(
  entry: string,
  kind: 'http' | 'ws',
): { ok: true; url: string } | { ok: false; message: string } {
  const text = entry.trim();
  const schemes = kind === 'http' ? ['http:', 'https:'] : ['ws:', 'wss:'];
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `${kind === 'http' ? 'https' : 'wss'}://${text}`);
  } catch {
    return { ok: false, message: `"${entry}" is not a host name or URL` };
  }
  if (!schemes.includes(url.protocol)) {
    return { ok: false, message: `"${entry}" must use ${schemes.map((s) => s.slice(0, -1)).join(' or ')}` };
  }
  if (url.username || url.password) return { ok: false, message: `"${entry}" must not carry credentials` };
  if (!isHostName(url.hostname) || (!hasScheme && text.includes('/'))) {
    return { ok: false, message: `"${entry}" is not a valid host name` };
  }
  return { ok: true, url: url.toString() };
}

/** A test URL as served to the browser (configuration checked it with testDomainUrl). */
const testUrl = z.string().max(COPILOT_TEXT_MAX);

/** A named group of domains whose HTTP reachability is checked together. */
export const CopilotDomainGroupSchema = z
  .object({
    displayName: z.string().trim().min(1).max(COPILOT_TEXT_MAX),
    testDomains: z.array(testUrl).min(1).max(COPILOT_MAX_TEST_DOMAINS),
  })
  .strict()
  .meta({ id: 'CopilotDomainGroup' });
export type CopilotDomainGroup = z.infer<typeof CopilotDomainGroupSchema>;

/** GET /api/workloaddomains/copilot: the domains the Copilot test checks (as URLs). */
export const CopilotWorkloadDomainsSchema = z
  .object({
    connectivityTestExtraDomains: z.array(CopilotDomainGroupSchema).max(COPILOT_MAX_DOMAINS),
    wssTestDomains: z.array(testUrl).max(COPILOT_MAX_DOMAINS),
  })
  .meta({ id: 'CopilotWorkloadDomains' });
export type CopilotWorkloadDomains = z.infer<typeof CopilotWorkloadDomainsSchema>;

/**
 * Why a domain failed, as far as a browser can tell: no answer at all (refused, DNS, TLS, blocked
 * by a proxy: a cross-origin no-response fetch cannot say which) or no answer in time.
 */
export const CopilotFailTypeSchema = z.enum(['Unreachable', 'Timeout']);
export type CopilotFailType = z.infer<typeof CopilotFailTypeSchema>;

// Control characters and bidirectional overrides that can disguise text.
const UNSAFE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !UNSAFE_TEXT.test(s), 'must not contain control characters');

const stepStatus = z.enum(['Completed', 'Failed']);
const latencyMs = z
  .number()
  .min(0)
  .max(COPILOT_WSS_TIMEOUT_MS * 2);

export const CopilotWssDomainResultSchema = z
  .object({
    domain: text(COPILOT_TEXT_MAX),
    isWssEnabled: z.boolean(),
    connectionLatencyInMs: latencyMs.nullable(),
    exceptionMessage: text(COPILOT_MESSAGE_MAX).nullable(),
  })
  .strict();

export const CopilotFailedDomainSchema = z
  .object({
    displayName: text(COPILOT_TEXT_MAX),
    testDomainNames: z.array(text(COPILOT_TEXT_MAX)).min(1).max(COPILOT_MAX_TEST_DOMAINS),
    failTypes: z.array(CopilotFailTypeSchema).min(1).max(COPILOT_MAX_TEST_DOMAINS),
  })
  .strict()
  .refine((d) => d.failTypes.length === d.testDomainNames.length, {
    path: ['failTypes'],
    message: 'give one fail type per test domain name',
  });

/** The Copilot test result of spec §3, plus the latency step. */
export const CopilotTestResultSchema = z
  .object({
    runId: z.uuid('a run id (UUID)'),
    createdOn: z.iso.datetime(),
    city: text(COPILOT_TEXT_MAX),
    region: text(COPILOT_TEXT_MAX),
    country: text(COPILOT_TEXT_MAX),
    egressIP: z.string().max(45),
    webSocketTestResult: z
      .object({
        status: stepStatus,
        message: text(COPILOT_MESSAGE_MAX),
        domains: z.array(CopilotWssDomainResultSchema).max(COPILOT_MAX_DOMAINS),
      })
      .strict(),
    connectivityTestResult: z
      .object({
        status: stepStatus,
        message: text(COPILOT_MESSAGE_MAX),
        testedDomainCount: z
          .number()
          .int()
          .min(0)
          .max(COPILOT_MAX_DOMAINS * COPILOT_MAX_TEST_DOMAINS),
        failedDomains: z.array(CopilotFailedDomainSchema).max(COPILOT_MAX_DOMAINS),
      })
      .strict(),
    latencyTestResult: z
      .object({
        status: stepStatus,
        message: text(COPILOT_MESSAGE_MAX),
        target: text(COPILOT_TEXT_MAX),
        latencyInMs: latencyMs.nullable(),
        samplesInMs: z.array(latencyMs).max(COPILOT_LATENCY_ATTEMPTS),
      })
      .strict(),
    referrer: text(2000),
  })
  .strict()
  .meta({ id: 'CopilotTestResult' });
export type CopilotTestResult = z.infer<typeof CopilotTestResultSchema>;

/** A stored result: `egressIP` is the address the server saw; `receivedAt` its clock. */
export const CopilotTestReportSchema = CopilotTestResultSchema.extend({
  receivedAt: z.iso.datetime(),
}).meta({ id: 'CopilotTestReport' });
export type CopilotTestReport = z.infer<typeof CopilotTestReportSchema>;

export const CopilotRunIdParamsSchema = z.object({ runId: z.string().max(100) });

/** Whether the Copilot test as a whole passed: every step completed, nothing failed, latency fine. */
export function copilotVerdict(
  r: Pick<CopilotTestResult, 'webSocketTestResult' | 'connectivityTestResult' | 'latencyTestResult'>,
) {
  const failedDomains = r.connectivityTestResult.failedDomains.length;
  const wssFailed = r.webSocketTestResult.domains.filter((d) => !d.isWssEnabled).length;
  const latency = r.latencyTestResult.latencyInMs;
  const slow = latency !== null && latency > COPILOT_SLOW_LATENCY_MS;
  return {
    failedDomains,
    wssFailed,
    slow,
    ok: failedDomains === 0 && wssFailed === 0 && !slow && latency !== null,
  };
}
