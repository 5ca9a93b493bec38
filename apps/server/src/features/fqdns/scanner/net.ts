import { connect as tcpConnect } from 'node:net';
import { connect as tlsConnect, createSecureContext, type SecureContext } from 'node:tls';
import type { AddressGuard } from '../../../net/address-guard.js';
import { seconds } from './dns.js';

/** A TCP connect's outcome: its time, or why it failed in words (refused, timed out, …). */
export type Connect = { ok: true; ms: number } | { ok: false; reason: string };

const errorText = (err: NodeJS.ErrnoException) => {
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'refused';
    case 'EHOSTUNREACH':
      return 'failed: host unreachable';
    case 'ENETUNREACH':
      return 'failed: network unreachable';
    case 'ECONNRESET':
      return 'reset by the server';
    default:
      return `failed (${err.code ?? err.message})`;
  }
};

/**
 * Why the scanner does not connect to `address`, or null when it may: the socket is given this
 * very address (an IP address, so nothing is looked up again between the check and the connect).
 */
const refused = (guard: AddressGuard, address: string, port: number) => {
  const why = guard.refusal(address);
  return why === null ? null : `not connected to ${port}: ${address} is ${why}`;
};

/** Opens (and closes) a TCP connection to `address`:`port`, bounded by `timeoutMs`, if `guard` allows it. */
export function connectTcp(
  address: string,
  port: number,
  timeoutMs: number,
  guard: AddressGuard,
): Promise<Connect> {
  const started = performance.now();
  const refusal = refused(guard, address, port);
  if (refusal) return Promise.resolve({ ok: false, reason: refusal });
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: address, port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ok: false, reason: `connect to ${port} timed out after ${seconds(timeoutMs)}` });
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ok: true, ms: performance.now() - started });
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `connect to ${port} ${errorText(err)}` });
    });
  });
}

/** What one TLS handshake showed: the protocol, and the certificate judged against the trusted CAs. */
export type Handshake =
  | {
      ok: true;
      protocol: string;
      /** Null when the chain is trusted and names the host; else why not (CERT_HAS_EXPIRED, …). */
      chainError: string | null;
      validTo: Date | null;
      subject: string;
      issuer: string;
    }
  | { ok: false; reason: string };

/** "CN=x\nO=y" (an X509Certificate's subject or issuer) → "CN=x, O=y". */
const distinguished = (name: string | undefined) => (name ?? '').split('\n').filter(Boolean).join(', ');

/** The TLS settings of the handshakes: TLS 1.3 alone, and any version; made once per CA list. */
export interface TlsContexts {
  tls13Only: SecureContext;
  anyVersion: SecureContext;
}

const contexts = new WeakMap<object, TlsContexts>();
const bundled = {};

/** The contexts trusting `ca` (Node's bundled store when undefined), made once per list. */
export function tlsContexts(ca: string[] | undefined): TlsContexts {
  const key = ca ?? bundled;
  let made = contexts.get(key);
  if (!made) {
    made = {
      tls13Only: createSecureContext({ ca, minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3' }),
      anyVersion: createSecureContext({ ca }),
    };
    contexts.set(key, made);
  }
  return made;
}

/**
 * A TLS handshake with `address`:`port` for the name `servername`, if `guard` allows the address:
 * `tls13Only` offers TLS 1.3 alone. The certificate is not refused during the handshake but judged
 * after it: against `ca` (Node's bundled store when undefined) and the name. Bounded by
 * `timeoutMs` from the connect.
 */
export function handshake(opts: {
  address: string;
  port: number;
  servername: string;
  tls13Only: boolean;
  ca: string[] | undefined;
  timeoutMs: number;
  guard: AddressGuard;
}): Promise<Handshake> {
  const refusal = refused(opts.guard, opts.address, opts.port);
  if (refusal) return Promise.resolve({ ok: false, reason: refusal });
  const context = tlsContexts(opts.ca);
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host: opts.address,
      port: opts.port,
      servername: opts.servername,
      secureContext: opts.tls13Only ? context.tls13Only : context.anyVersion,
      rejectUnauthorized: false,
    });
    const finish = (result: Handshake) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: `TLS handshake on ${opts.port} timed out after ${seconds(opts.timeoutMs)}`,
        }),
      opts.timeoutMs,
    );
    socket.once('secureConnect', () => {
      // The X509Certificate reads its fields on demand (getPeerCertificate converts them all).
      const cert = socket.getPeerX509Certificate();
      // Node judges the chain and then the name (checkServerIdentity) into `authorized`.
      const chainError = socket.authorized
        ? null
        : String(socket.authorizationError ?? 'the certificate is not trusted');
      finish({
        ok: true,
        protocol: socket.getProtocol() ?? 'unknown',
        chainError,
        validTo: cert ? new Date(cert.validTo) : null,
        subject: distinguished(cert?.subject),
        issuer: distinguished(cert?.issuer),
      });
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const reason = /protocol version|unsupported protocol|wrong version/i.test(err.message)
        ? 'the server does not accept TLS 1.3'
        : err.code?.startsWith('ERR_SSL')
          ? `TLS handshake on ${opts.port} failed (${err.message})`
          : `connect to ${opts.port} ${errorText(err)}`;
      finish({ ok: false, reason });
    });
  });
}
