import fc from 'fast-check';
import { z } from 'zod';
import { endpoints, type Endpoint } from '@netlens/core';
import { fuzzValue, validValue, HostileStrings, type JsonSchema } from './arbitraries.js';

/** Who sends a fuzzed request. */
export type FuzzCaller = 'anonymous' | 'user' | 'userWithoutCsrf' | 'admin';
export const FuzzCallers: readonly FuzzCaller[] = ['anonymous', 'user', 'userWithoutCsrf', 'admin'];

/** One generated request, transport-neutral (the integration test injects it, the benchmark sends it). */
export interface FuzzRequest {
  endpoint: string;
  caller: FuzzCaller;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** A client address, so per-address rate limits meet many clients as in real traffic. */
  remoteAddress: string;
}

/** Every entry of the endpoint table. */
export const AllEndpoints: Endpoint[] = Object.values(endpoints as Record<string, Endpoint>);

/** Calls that end the caller's own sign-in: fuzzed without a session, so the others keep theirs. */
const EndsSession = new Set(['Logout', 'LogoutEverywhere']);

/** Inlines `$ref`s to `$defs` (a recursive definition stops at any value, four levels down). */
function inline(node: unknown, defs: Record<string, unknown>, depth: number): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, defs, depth));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $defs: _defs, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const target = defs[$ref.replace('#/$defs/', '')];
    return depth > 4 || !target ? {} : inline({ ...(target as object), ...rest }, defs, depth + 1);
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v, defs, depth)]));
}

export function jsonSchema(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    $defs?: Record<string, unknown>;
  };
  return inline(root, root.$defs ?? {}, 0) as JsonSchema;
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Percent-encodes a value; a lone surrogate is sent as the raw bytes a careless encoder writes. */
function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

export function queryString(v: unknown): string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v === undefined ? '' : `?${encode(asText(v))}`;
  const q = new URLSearchParams();
  for (const [k, value] of Object.entries(v)) {
    if (Array.isArray(value)) for (const item of value) q.append(k, asText(item));
    else if (value !== undefined) q.append(k, asText(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function formBody(v: unknown): string {
  return queryString(v).slice(1);
}

/** A path with its `:name` parameters filled from a generated object (missing ones left empty). */
export function fillPath(path: string, params: unknown): string {
  const p = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encode(asText(p[name])));
}

/** Raw bodies a careless or hostile client sends. */
const brokenBody = fc.oneof(
  fc.constant({ payload: '{"unterminated": ', type: 'application/json' }),
  fc.constant({ payload: '', type: 'application/json' }),
  fc.constant({ payload: 'null', type: 'application/json' }),
  fc.constant({ payload: '[1,2,3]', type: 'application/json' }),
  fc.constant({ payload: '"just a string"', type: 'application/json' }),
  fc.constant({ payload: '{"a":1}', type: 'text/plain' }),
  fc.constant({ payload: '<xml/>', type: 'application/xml' }),
  fc.constant({ payload: 'a=1&a=2&b[c]=3', type: 'application/x-www-form-urlencoded' }),
  fc.constant({ payload: JSON.stringify({ x: 'y'.repeat(2_000_000) }), type: 'application/json' }),
  fc.constant({
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    type: 'application/json',
  }),
  fc.constant({ payload: '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}', type: 'application/json' }),
);

const address = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Requests for one endpoint: its params, query and body generated from its schemas, often wrong. */
export function requestsFor(endpoint: Endpoint, callers: readonly FuzzCaller[]): fc.Arbitrary<FuzzRequest> {
  const params = jsonSchema(endpoint.params);
  const query = jsonSchema(endpoint.query);
  const body = jsonSchema(endpoint.body);
  const allowed = EndsSession.has(endpoint.name) ? callers.filter((c) => c !== 'user') : callers;
  const paramsArb = params
    ? fc.oneof(
        { arbitrary: validValue(params), weight: 3 },
        { arbitrary: fuzzValue(params), weight: 2 },
        {
          arbitrary: fc
            .constantFrom(...HostileStrings)
            .map((s) => ({ [Object.keys(params.properties ?? { id: 0 })[0]!]: s })),
          weight: 1,
        },
      )
    : fc.constant(undefined);
  const queryArb = query
    ? fuzzValue(query)
    : fc.option(
        fc.dictionary(fc.constantFrom('x', 'lang', 'a'), fc.constantFrom(...HostileStrings), { maxKeys: 2 }),
        { nil: undefined },
      );
  const bodyArb: fc.Arbitrary<{ payload?: string; type?: string }> = body
    ? fc.oneof(
        {
          arbitrary: fuzzValue(body).map((v) =>
            endpoint.bodyType === 'form'
              ? { payload: formBody(v), type: 'application/x-www-form-urlencoded' }
              : { payload: JSON.stringify(v) ?? '', type: 'application/json' },
          ),
          weight: 8,
        },
        { arbitrary: brokenBody, weight: 1 },
      )
    : fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: brokenBody, weight: 1 });
  return fc
    .record({
      caller: fc.constantFrom(...allowed),
      params: paramsArb,
      query: queryArb,
      body: endpoint.method === 'GET' ? fc.constant<{ payload?: string; type?: string }>({}) : bodyArb,
      lang: fc.constantFrom(undefined, 'ja', 'zh-Hans', 'xx', '*;q=abc'),
      remoteAddress: address,
    })
    .map(({ caller, params: p, query: q, body: b, lang, remoteAddress }) => {
      const headers: Record<string, string> = {};
      if (b.type) headers['content-type'] = b.type;
      if (lang) headers['accept-language'] = lang;
      return {
        endpoint: endpoint.name,
        caller,
        method: endpoint.method,
        url: fillPath(endpoint.path, p) + queryString(q),
        headers,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
        remoteAddress,
      };
    });
}

/** `count` requests spread evenly over every endpoint of the table, reproducible from `seed`. */
export function fuzzRequests(count: number, seed: number, callers: readonly FuzzCaller[]): FuzzRequest[] {
  const per = Math.ceil(count / AllEndpoints.length);
  const out: FuzzRequest[] = [];
  AllEndpoints.forEach((e, i) => {
    out.push(...fc.sample(requestsFor(e, callers), { numRuns: per, seed: seed + i }));
  });
  // Interleave the endpoints (a seeded Fisher–Yates shuffle) so state built by one call meets the others.
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, count);
}
