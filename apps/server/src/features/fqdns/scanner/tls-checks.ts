import { listParam, phrase } from '@netlens/core';
import type { AddressGuard } from '../../../net/address-guard.js';
import { connectTcp, type Handshake } from './net.js';
import { failed, pass, warning, type Verdict } from './types.js';

const DayMs = 86_400_000;
const ms = (n: number) => `${Math.max(1, Math.round(n))} ms`;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** TCP connectivity: every port connects on `address` (if `guard` allows it), each bounded by `timeoutMs`. */
export async function tcpCheck(
  address: string | undefined,
  ports: readonly number[],
  timeoutMs: number,
  guard: AddressGuard,
) {
  if (!address) return failed('noAddressToConnect');
  const results = await Promise.all(ports.map((p) => connectTcp(address, p, timeoutMs, guard)));
  const failures = results.flatMap((r) => (r.ok ? [] : [r.reason]));
  if (failures.length > 0) return failed('notConnected', { failures: failures.join('; '), address });
  const times = results.map((r, i) =>
    phrase('fqdns.verdicts.portTime', { port: ports[i]!, ms: r.ok ? ms(r.ms) : 0 }),
  );
  return pass('connected', { times: { ...listParam(times), more: 0 }, address });
}

/**
 * The connection tests of a name whose every address is one `guard` refuses (loopback, private,
 * link-local, …): they are not run, and the result says why.
 */
export function nonPublicCheck(addresses: readonly string[], guard: AddressGuard): Verdict {
  const shown = addresses.slice(0, 4).map((a) => `${a} is ${guard.refusal(a)}`);
  if (addresses.length > 4) shown.push(`and ${addresses.length - 4} more`);
  return failed('nonPublic', { count: addresses.length, shown: shown.join('; ') });
}

/** TLS 1.3: a handshake offering only TLS 1.3 completed. */
export function tls13Check(
  address: string | undefined,
  h: Handshake | null,
  port: number,
  took: number,
): Verdict {
  if (!address || !h) return failed('noAddressToConnect');
  if (!h.ok) return failed('detail', { detail: h.reason });
  return pass('tls13', { port, ms: ms(took) });
}

/** Why Node refused a certificate, in words. */
function chainText(code: string, h: Extract<Handshake, { ok: true }>, name: string): Verdict {
  if (code === 'CERT_HAS_EXPIRED') return failed('certExpired', { date: h.validTo ? day(h.validTo) : '?' });
  if (code === 'CERT_NOT_YET_VALID') return failed('certNotYetValid');
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || /does not match|altnames/i.test(code)) {
    return failed('certWrongName', { name, subject: h.subject });
  }
  if (/SELF_SIGNED|UNABLE_TO_GET_ISSUER|UNABLE_TO_VERIFY_LEAF/.test(code)) {
    return failed('certUntrusted', { code, issuer: h.issuer });
  }
  return failed('certInvalid', { code });
}

/**
 * TLS certificate: the chain is trusted by the configured CA store, names the FQDN and has not
 * expired; one expiring within `warningDays` is a warning.
 */
export function certificateCheck(name: string, h: Handshake | null, now: Date, warningDays: number): Verdict {
  if (!h) return failed('noAddressToConnect');
  if (!h.ok) return failed('noCertificate', { detail: h.reason });
  if (h.chainError) return chainText(h.chainError, h, name);
  if (!h.validTo) return failed('certNoExpiry');
  const days = Math.floor((h.validTo.getTime() - now.getTime()) / DayMs);
  if (days < warningDays) return warning('certExpiring', { count: days, date: day(h.validTo) });
  return pass('certValid', { name, date: day(h.validTo), issuer: h.issuer });
}
