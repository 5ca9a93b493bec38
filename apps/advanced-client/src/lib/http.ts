import type { FetchLike } from '@netlens/core';
import { ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';

/** How long a request may take unless the caller says otherwise. */
const TIMEOUT_MS = 15_000;

/** HTTP through the configured proxy (if any), with a timeout per request. */
export interface HttpClient {
  get: (url: string, opts?: { timeoutMs?: number; headers?: Record<string, string> }) => Promise<Response>;
  /** The same transport for the server's API client (`createApiClient`). */
  fetch: FetchLike;
  close: () => Promise<void>;
}

/** A client that sends every request through `proxyUrl` (account in its user part) when given. */
export function httpClient(proxyUrl: string | null): HttpClient {
  let dispatcher: Dispatcher | undefined;
  if (proxyUrl) {
    const url = new URL(proxyUrl);
    const account = url.username
      ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      : null;
    url.username = '';
    url.password = '';
    dispatcher = new ProxyAgent({
      uri: url.toString(),
      ...(account ? { token: `Basic ${Buffer.from(account).toString('base64')}` } : {}),
    });
  }
  const get: HttpClient['get'] = async (url, opts = {}) =>
    (await undiciFetch(url, {
      headers: { 'user-agent': 'netlens-advanced', ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
      ...(dispatcher ? { dispatcher } : {}),
    })) as unknown as Response;
  return {
    get,
    fetch: (url, init) =>
      undiciFetch(url, {
        method: init.method,
        headers: { 'user-agent': 'netlens-advanced', ...init.headers },
        ...(init.body !== undefined ? { body: init.body } : {}),
        signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
        ...(dispatcher ? { dispatcher } : {}),
      }),
    close: async () => {
      await dispatcher?.close();
    },
  };
}
