import { randomUUID } from 'node:crypto';
import {
  PublishedEndpointSetSchema,
  VersionSchema,
  endpoints,
  type Instance,
  type PublishedEndpointSet,
  type TestedEndpointList,
} from '@netlens/core';
import type { TestContext } from '../context.js';

/** What the server publishes for its instance: a list and its version, nothing, or no answer. */
export type PublishedList =
  | { kind: 'list'; instance: Instance; version: string; sets: PublishedEndpointSet[] }
  | { kind: 'none'; instance: Instance }
  | { kind: 'unavailable'; instance: Instance; reason: string };

/** Version of an instance that has never been published. */
const NO_VERSION = '0000000000';
const SetsSchema = PublishedEndpointSetSchema.array();

/** Seconds a 429's Retry-After asks for (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

type Answer = { ok: true; data: unknown } | { ok: false; status: number; reason: string };

async function getJson(ctx: Pick<TestContext, 'http'>, url: string): Promise<Answer> {
  let res: Response;
  try {
    res = await ctx.http.get(url, { headers: { accept: 'application/json' } });
  } catch (e) {
    return { ok: false, status: 0, reason: `the server could not be reached (${(e as Error).message})` };
  }
  if (res.status === 429) {
    const wait = retryAfterSeconds(res.headers.get('retry-after'));
    return {
      ok: false,
      status: 429,
      reason: `rate limited${wait === null ? '' : `, retry after ${wait} s`}`,
    };
  }
  if (!res.ok) return { ok: false, status: res.status, reason: `HTTP ${res.status}` };
  try {
    return { ok: true, data: await res.json() };
  } catch {
    return { ok: false, status: res.status, reason: 'the answer is not JSON' };
  }
}

/**
 * Reads the endpoint list the server publishes for the plan's instance, as a client of the public
 * service does: one fresh ClientRequestId, the latest version first (nothing more is asked when
 * none is published), then the list. A refusal (429 with its Retry-After) or any other failure
 * is not retried: the test falls back to the plan's endpoints. Null when the plan names no instance.
 * (A version published between the two calls is tested under the version read first.)
 */
export async function readPublishedList(
  ctx: Pick<TestContext, 'plan' | 'http' | 'api'>,
): Promise<PublishedList | null> {
  const instance = ctx.plan.endpointListInstance;
  if (!instance) return null;
  const input = { params: { instance }, query: { ClientRequestId: randomUUID() } };
  const unavailable = (reason: string): PublishedList => ({ kind: 'unavailable', instance, reason });

  const version = await getJson(ctx, ctx.api.url(endpoints.PublicVersion, input));
  if (!version.ok) return version.status === 404 ? { kind: 'none', instance } : unavailable(version.reason);
  const latest = VersionSchema.safeParse((version.data as { latest?: unknown } | null)?.latest);
  if (!latest.success) return unavailable('the version answer has no version');
  if (latest.data === NO_VERSION) return { kind: 'none', instance };

  const list = await getJson(ctx, ctx.api.url(endpoints.PublicEndpoints, input));
  if (!list.ok) return list.status === 404 ? { kind: 'none', instance } : unavailable(list.reason);
  const sets = SetsSchema.safeParse(list.data);
  if (!sets.success) return unavailable('the list is not in the published format');
  if (sets.data.length === 0) return { kind: 'none', instance };
  return { kind: 'list', instance, version: latest.data, sets: sets.data };
}

/** "endpoint list Worldwide 2026112501, 143 endpoints" (and how many were tested, when fewer). */
export function describeEndpointList(list: TestedEndpointList): string {
  const count = `${list.endpoints} endpoint${list.endpoints === 1 ? '' : 's'}`;
  const tested = list.tested < list.endpoints ? `, ${list.tested} tested` : '';
  return `endpoint list ${list.instance} ${list.version}, ${count}${tested}`;
}
