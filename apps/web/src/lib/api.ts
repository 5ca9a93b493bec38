import type { ErrorBody } from '@netlens/core';
import { withBase } from './basePath';
import { log } from './telemetry';

/** Anything with a zod-style parse: the contract schemas from @netlens/core. */
export interface Schema<T> {
  parse(data: unknown): T;
}

/** A failed backend call: names the method, path and status, and carries the server's error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly path: string;
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The server's stable error id (e.g. SERVICE_UNAVAILABLE), when it sent an ErrorBody. */
  readonly errorId: string | null;
  readonly messageKey: string | null;
  readonly serverMessage: string | null;
  readonly requestId: string | null;

  constructor(
    init: { method: string; path: string; status: number; reason: string },
    body?: ErrorBody['error'],
    cause?: unknown,
  ) {
    const code = body?.id ? ` (${body.id})` : '';
    super(
      `${init.method} ${init.path} failed with status ${init.status}${code}: ${body?.message ?? init.reason}`,
      {
        cause,
      },
    );
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.errorId = body?.id ?? null;
    this.messageKey = body?.messageKey ?? null;
    this.serverMessage = body?.message ?? null;
    this.requestId = body?.requestId ?? null;
  }
}

let csrfToken: string | null = null;

/** The signed-in session's CSRF token, sent on every state-changing call (null: signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export interface RequestOptions<T> {
  schema?: Schema<T>;
  body?: unknown;
  signal?: AbortSignal;
}

function errorBodyOf(data: unknown): ErrorBody['error'] | undefined {
  const error = (data as Partial<ErrorBody> | null)?.error;
  return error && typeof error === 'object' && typeof error.id === 'string' ? error : undefined;
}

/** Reads the body as JSON; `ok: false` when it is not JSON (an HTML error page, say). */
async function readJson(
  response: Response,
): Promise<{ ok: true; data: unknown } | { ok: false; cause: unknown }> {
  try {
    const text = await response.text();
    return { ok: true, data: text ? JSON.parse(text) : undefined };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function fail(error: ApiError): never {
  log('E00001', error.message, {
    method: error.method,
    path: error.path,
    status: error.status,
    errorId: error.errorId,
    requestId: error.requestId,
  });
  throw error;
}

/**
 * Calls the backend under the cloud's path prefix and returns the parsed, validated answer.
 * Every failure (network, HTTP status, unreadable or off-contract body) throws an ApiError.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = withBase(path);
  const where = { method, path: url.split('?')[0] ?? url };
  const headers: Record<string, string> = { accept: 'application/json' };
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['accept-language'] = lang;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken && method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] = csrfToken;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(
      new ApiError({ ...where, status: 0, reason: 'the server could not be reached' }, undefined, cause),
    );
  }

  const read = await readJson(response);
  if (!response.ok) {
    const reason = response.statusText || 'request failed';
    return fail(
      new ApiError(
        { ...where, status: response.status, reason },
        read.ok ? errorBodyOf(read.data) : undefined,
      ),
    );
  }
  if (!read.ok) {
    return fail(
      new ApiError(
        { ...where, status: response.status, reason: 'the answer is not JSON' },
        undefined,
        read.cause,
      ),
    );
  }
  const data = read.data;
  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch (cause) {
    return fail(
      new ApiError(
        { ...where, status: response.status, reason: 'the answer does not match the contract' },
        undefined,
        cause,
      ),
    );
  }
}

/** GET with a contract schema for the answer. */
export function apiGet<T>(path: string, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest('GET', path, { schema, ...(signal ? { signal } : {}) });
}
