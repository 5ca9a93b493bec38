import { ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';

/** HTTP through the configured proxy (if any), with a timeout per request. */
export interface HttpClient {
  get: (url: string, opts?: { timeoutMs?: number; headers?: Record<string, string> }) => Promise<Response>;
  getJson: <T>(url: string, timeoutMs?: number) => Promise<T>;
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
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      ...(dispatcher ? { dispatcher } : {}),
    })) as unknown as Response;
  return {
    get,
    getJson: async <T>(url: string, timeoutMs?: number) => {
      const res = await get(url, { timeoutMs, headers: { accept: 'application/json' } });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const message = (body as { error?: { message?: string } } | null)?.error?.message;
        throw new Error(`${url} answered ${res.status}${message ? `: ${message}` : ''}`);
      }
      return body as T;
    },
    close: async () => {
      await dispatcher?.close();
    },
  };
}
