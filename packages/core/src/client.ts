import type { ErrorBody } from './errors.js';
import { ApiError, ContractError } from './api-error.js';
import type { Endpoint, EndpointInput, JsonEndpoint, NothingRequired, ResponseOf } from './endpoint.js';

export * from './api-error.js';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The query string of a query object (undefined and null left out), without the '?'. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/**
 * The URL of an endpoint under a base ('', '/gcc' or 'https://host/gcc/'): path parameters
 * filled in (encoded), the query appended.
 */
export function endpointUrl(
  base: string,
  endpoint: Endpoint,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) {
      throw new TypeError(`${endpoint.name}: the path parameter ${key} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const query = queryString(input.query);
  return `${base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** The part of fetch the client uses (the browser's, Node's, or undici's with a proxy). */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    credentials?: 'omit' | 'same-origin' | 'include';
    signal?: AbortSignal;
  },
) => Promise<{ ok: boolean; status: number; statusText: string; text(): Promise<string> }>;

export interface ApiClientOptions {
  /** What the table's paths are appended to: a path prefix or an absolute URL; read on each call. */
  base: string | (() => string);
  /** Defaults to the global fetch, looked up on each call. */
  fetch?: FetchLike;
  credentials?: 'omit' | 'same-origin' | 'include';
  /** The language answers and error messages should be in (accept-language), if any. */
  language?: () => string | null | undefined;
  /** The signed-in session's CSRF token, sent on state-changing calls (null: signed out). */
  csrfToken?: () => string | null | undefined;
  /** Sees every failure before it is thrown (aborted calls excepted). */
  onError?: (error: ApiError) => void;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The arguments of a call after its endpoint: its input, optional when nothing is required. */
export type CallArgs<E> =
  NothingRequired<EndpointInput<E>> extends true
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

export interface ApiClient {
  /**
   * Calls a JSON endpoint and returns its answer, validated with the endpoint's response schema.
   * Every failure (network, HTTP status, unreadable or off-contract answer) throws an ApiError.
   */
  call<E extends JsonEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** The URL of an endpoint (for links, redirects and downloads). */
  url<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): string;
}

/** Any endpoint's input, untyped (the typed signatures are the ApiClient's). */
interface EndpointParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function errorBodyOf(data: unknown): ErrorBody['error'] | undefined {
  const error = (data as Partial<ErrorBody> | null)?.error;
  return error && typeof error === 'object' && typeof error.id === 'string' ? error : undefined;
}

/** The body to send and its content type. */
function encodeBody(endpoint: Endpoint, body: unknown): { type: string; text: string } | null {
  if (body === undefined) return null;
  if (endpoint.bodyType === 'form') {
    const form =
      body instanceof URLSearchParams
        ? body
        : new URLSearchParams(
            Object.entries(body as Record<string, string | undefined>).filter(
              (entry): entry is [string, string] => entry[1] !== undefined,
            ),
          );
    return { type: 'application/x-www-form-urlencoded;charset=UTF-8', text: form.toString() };
  }
  return { type: 'application/json', text: JSON.stringify(body) };
}

const isAbort = (signal: AbortSignal | undefined) => signal?.aborted === true;

/** A fetch-based client of the endpoint table, for the browser and for Node. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = typeof options.base === 'function' ? options.base : () => options.base as string;
  const fail = (error: ApiError): never => {
    options.onError?.(error);
    throw error;
  };

  async function call(endpoint: JsonEndpoint, input: EndpointParts & CallOptions = {}) {
    const { signal } = input;
    const url = endpointUrl(base(), endpoint, input);
    const where = { method: endpoint.method, path: url.split('?')[0] ?? url, endpoint: endpoint.name };
    // A text answer (spec 2 §7's "text reply") is read as it is; its refusals are JSON all the same.
    const plain = endpoint.produces?.length === 1 && endpoint.produces[0] === 'text/plain';
    const headers: Record<string, string> = {
      accept: plain ? 'text/plain, application/json' : 'application/json',
    };
    const language = options.language?.();
    if (language) headers['accept-language'] = language;
    const body = encodeBody(endpoint, input.body);
    if (body) headers['content-type'] = body.type;
    const csrf = endpoint.method !== 'GET' ? options.csrfToken?.() : null;
    if (csrf) headers['x-csrf-token'] = csrf;

    const fetchNow: FetchLike = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetchNow(url, {
        method: endpoint.method,
        headers,
        ...(body ? { body: body.text } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      if (isAbort(signal)) throw cause;
      return fail(
        new ApiError({ ...where, status: 0, reason: 'the server could not be reached' }, undefined, cause),
      );
    }

    let data: unknown;
    let unreadable: { cause: unknown } | null = null;
    try {
      const text = await response.text();
      data = plain && response.ok ? text : text ? JSON.parse(text) : null;
    } catch (cause) {
      if (isAbort(signal)) throw cause;
      unreadable = { cause };
    }
    if (!response.ok) {
      const reason = response.statusText || 'request failed';
      return fail(
        new ApiError(
          { ...where, status: response.status, reason },
          unreadable ? undefined : errorBodyOf(data),
        ),
      );
    }
    if (unreadable) {
      return fail(
        new ApiError(
          { ...where, status: response.status, reason: 'the answer is not JSON' },
          undefined,
          unreadable.cause,
        ),
      );
    }
    const parsed = endpoint.response.safeParse(data);
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return fail(
      new ApiError(
        { ...where, status: response.status, reason: 'the answer does not match the contract' },
        undefined,
        new ContractError(endpoint.name, problems),
        problems,
      ),
    );
  }

  return {
    call: call as ApiClient['call'],
    url: (endpoint, ...args) => endpointUrl(base(), endpoint, (args[0] ?? {}) as EndpointParts),
  };
}
