import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { performance } from 'node:perf_hooks';
import type { EndpointOutcome } from '@netlens/core';

/** What one HTTP(S) check of an endpoint saw. */
export interface EndpointAnswer {
  httpStatus: number | null;
  headers: Record<string, string>;
  issuer: string | null;
  /** Whether the certificate chain was valid for the host (https only). */
  authorized: boolean | null;
  latencyMs: number | null;
  errorCode: string | null;
  error: string | null;
}

const HEADER_END = '\r\n\r\n';

/** Reads until the end of the HTTP head and parses status and headers. */
function readHead(socket: Socket): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (chunk: Buffer) => {
      buf += chunk.toString('latin1');
      const end = buf.indexOf(HEADER_END);
      if (end < 0 && buf.length < 64 * 1024) return;
      socket.off('data', onData);
      const [statusLine = '', ...lines] = buf.slice(0, end < 0 ? buf.length : end).split('\r\n');
      const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
      if (!Number.isInteger(status)) return reject(new Error('not an HTTP answer'));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', () => reject(new Error('the connection closed before an answer')));
  });
}

const request = (host: string, path: string) =>
  `HEAD ${path} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: netlens-advanced\r\nConnection: close\r\n\r\n`;

function opened(socket: Socket, event: 'connect' | 'secureConnect'): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once(event, () => resolve());
    socket.once('error', reject);
  });
}

function issuerOf(socket: TLSSocket): string | null {
  const cert = socket.getPeerCertificate();
  if (!cert || !cert.issuer) return null;
  const parts = (['CN', 'O', 'C'] as const).flatMap((k) => {
    const v = cert.issuer[k];
    return v ? [`${k}=${Array.isArray(v) ? v.join('+') : v}`] : [];
  });
  return parts.join(', ') || null;
}

/** One HEAD request to host:port over http or https, directly or through an HTTP proxy. */
export async function probeEndpoint(opts: {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  proxy: URL | null;
  proxyAuth: string | null;
  timeoutMs: number;
}): Promise<EndpointAnswer> {
  const { host, port, protocol, proxy } = opts;
  const t0 = performance.now();
  let socket: Socket | null = null;
  const timer = setTimeout(() => socket?.destroy(new Error('no answer in time')), opts.timeoutMs);
  const auth = opts.proxyAuth ? `Proxy-Authorization: ${opts.proxyAuth}\r\n` : '';
  try {
    const target = proxy ? { host: proxy.hostname, port: Number(proxy.port || 80) } : { host, port };
    socket = netConnect(target);
    await opened(socket, 'connect');
    if (protocol === 'http') {
      const path = proxy ? `http://${host}:${port}/` : '/';
      const req = request(host, path);
      socket.write(proxy && auth ? req.replace('\r\n\r\n', `\r\n${auth}\r\n`) : req);
      const head = await readHead(socket);
      return answer(head, null, null, t0);
    }
    if (proxy) {
      socket.write(`CONNECT ${host}:${port} HTTP/1.1\r\nHost: ${host}:${port}\r\n${auth}\r\n`);
      const head = await readHead(socket);
      if (head.status !== 200) return answer(head, null, null, t0);
    }
    const tls = tlsConnect({
      socket,
      servername: host,
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
    });
    socket = tls;
    await opened(tls, 'secureConnect');
    const issuer = issuerOf(tls);
    tls.write(request(host, '/'));
    const head = await readHead(tls);
    return answer(head, issuer, tls.authorized, t0);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return {
      httpStatus: null,
      headers: {},
      issuer: null,
      authorized: null,
      latencyMs: null,
      errorCode: e.code ?? null,
      error: e.message.slice(0, 500),
    };
  } finally {
    clearTimeout(timer);
    socket?.destroy();
  }
}

function answer(
  head: { status: number; headers: Record<string, string> },
  issuer: string | null,
  authorized: boolean | null,
  t0: number,
): EndpointAnswer {
  return {
    httpStatus: head.status,
    headers: head.headers,
    issuer,
    authorized,
    latencyMs: Math.round((performance.now() - t0) * 100) / 100,
    errorCode: null,
    error: null,
  };
}

const PROXY_HEADERS = [
  'via',
  'proxy-agent',
  'x-squid-error',
  'x-proxy-id',
  'x-bluecoat-via',
  'x-zscaler-via',
];
const PROXY_SERVERS = /squid|bluecoat|zscaler|proxy|websense|forcepoint|mcafee web gateway|netskope/i;

/** Whether an answer looks like it came from a proxy rather than the service. */
export function looksLikeProxy(a: EndpointAnswer): boolean {
  return PROXY_HEADERS.some((h) => h in a.headers) || PROXY_SERVERS.test(a.headers.server ?? '');
}

/**
 * The outcome of a check: no answer, 407, a proxy-looking 403 and DNS failures fail; a certificate
 * on an Optimize/Allow endpoint from an issuer not expected means TLS inspection.
 */
export function outcomeOf(
  a: EndpointAnswer,
  opts: { protocol: 'http' | 'https'; bypassInspection: boolean; expectedIssuers: readonly RegExp[] },
): EndpointOutcome {
  if (a.errorCode === 'ENOTFOUND' || a.errorCode === 'EAI_AGAIN') return 'DnsFailed';
  if (a.httpStatus === null) return 'Failed';
  if (a.httpStatus === 407) return 'ProxyAuthenticationRequired';
  if (a.httpStatus === 403 && looksLikeProxy(a)) return 'Failed';
  if (opts.protocol === 'https') {
    const expected = a.issuer !== null && opts.expectedIssuers.some((re) => re.test(a.issuer!));
    if (opts.bypassInspection && !expected) return 'SslBreak';
    if (a.authorized === false && expected) return 'InvalidSSLCertificate';
  }
  return 'Successful';
}
