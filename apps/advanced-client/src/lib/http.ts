import type { FetchLike } from '@netlens/core';
import { Agent, ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';

/** How long a request may take unless the caller says otherwise. */
const TIMEOUT_MS = 15_000;

/** HTTP through the configured proxy (if any), with a timeout per request. */
export interface HttpClient {
  get: (url: string, opts?: { timeoutMs?: number; headers?: Record<string, string> }) => Promise<Response>;
  /** The same transport for the server's API client (`createApiClient`). */
  fetch: FetchLike;
  close: () => Promise<void>;
}

/** The proxy at `proxyUrl`, with the account in its user part as Basic credentials. */
function proxyAgent(proxyUrl: string): Dispatcher {
  const url = new URL(proxyUrl);
  const account = url.username
    ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
    : null;
  url.username = '';
  url.password = '';
  return new ProxyAgent({
    uri: url.toString(),
    ...(account ? { token: `Basic ${Buffer.from(account).toString('base64')}` } : {}),
  });
}

/**
 * Direct connections without TCP keep-alive (the requests are short): set before the socket
 * connects, as undici does, it makes every connection fail under Wine.
 */
const directAgent = () => new Agent({ connect: { keepAlive: false } });

/** A client that sends every request through `proxyUrl` (account in its user part) when given. */
export function httpClient(proxyUrl: string | null): HttpClient {
  const dispatcher: Dispatcher = proxyUrl ? proxyAgent(proxyUrl) : directAgent();
  const get: HttpClient['get'] = async (url, opts = {}) =>
    (await undiciFetch(url, {
      headers: { 'user-agent': 'netlens-advanced', ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
      dispatcher,
    })) as unknown as Response;
  return {
    get,
    fetch: (url, init) =>
      undiciFetch(url, {
        method: init.method,
        headers: { 'user-agent': 'netlens-advanced', ...init.headers },
        ...(init.body !== undefined ? { body: init.body } : {}),
        signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
        dispatcher,
      }),
    close: async () => {
      await dispatcher.close();
    },
  };
}
