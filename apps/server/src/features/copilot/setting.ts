import { CopilotDomainGroupSchema, COPILOT_MAX_DOMAINS, testDomainUrl } from '@netlens/core';
import { z } from 'zod';

/** A configured test target: this server itself (`self`), or a URL. */
export type CopilotTarget = { kind: 'self' } | { kind: 'url'; url: string };

/** The Copilot domain lists from configuration; unset lists test this server. */
export interface CopilotDomainsSetting {
  connectivity: { displayName: string; targets: CopilotTarget[] }[];
  wss: CopilotTarget[];
}

export type ParsedSetting<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const SELF = 'self';

/** The default: this server's pages for connectivity, its echo endpoint for WebSocket. */
export const DefaultCopilotDomains: CopilotDomainsSetting = {
  connectivity: [{ displayName: 'NetLens', targets: [{ kind: 'self' }] }],
  wss: [{ kind: 'self' }],
};

function target(entry: string, kind: 'http' | 'ws'): CopilotTarget | string {
  if (entry.trim() === SELF) return { kind: 'self' };
  const r = testDomainUrl(entry, kind);
  return r.ok ? { kind: 'url', url: r.url } : r.message;
}

const RawGroupsSchema = z
  .array(
    z
      .object({
        displayName: CopilotDomainGroupSchema.shape.displayName,
        testDomains: z.array(z.string().max(200)).min(1).max(20),
      })
      .strict(),
  )
  .max(COPILOT_MAX_DOMAINS);

/**
 * COPILOT_CONNECTIVITY_DOMAINS: a JSON array of `{displayName, testDomains: [...]}`; each test
 * domain is a host name (optionally with a port), an http(s) URL, or `self` for this server.
 */
export function parseConnectivityDomains(raw: string): ParsedSetting<CopilotDomainsSetting['connectivity']> {
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch (err) {
    return { ok: false, problems: [`not valid JSON: ${(err as Error).message}`] };
  }
  const parsed = RawGroupsSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `[${i.path.join('.')}]: ${i.message}`) };
  }
  const problems: string[] = [];
  const groups = parsed.data.map((g, i) => ({
    displayName: g.displayName,
    targets: g.testDomains.flatMap((d, j) => {
      const t = target(d, 'http');
      if (typeof t === 'string') problems.push(`[${i}.testDomains.${j}] (${g.displayName}): ${t}`);
      return typeof t === 'string' ? [] : [t];
    }),
  }));
  return problems.length ? { ok: false, problems } : { ok: true, value: groups };
}

/** COPILOT_WSS_DOMAINS: comma-separated host names, ws(s) URLs, or `self` for this server's echo. */
export function parseWssDomains(raw: string): ParsedSetting<CopilotTarget[]> {
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length > COPILOT_MAX_DOMAINS) {
    return { ok: false, problems: [`list at most ${COPILOT_MAX_DOMAINS} domains`] };
  }
  const problems: string[] = [];
  const targets = entries.flatMap((e) => {
    const t = target(e, 'ws');
    if (typeof t === 'string') problems.push(t);
    return typeof t === 'string' ? [] : [t];
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: targets };
}

/** Origins the page must be allowed to connect to (for the CSP's connect-src). */
export function copilotOrigins(setting: CopilotDomainsSetting): string[] {
  const urls = [...setting.connectivity.flatMap((g) => g.targets), ...setting.wss].flatMap((t) =>
    t.kind === 'url' ? [t.url] : [],
  );
  return [...new Set(urls.map((u) => new URL(u).origin))].sort();
}
