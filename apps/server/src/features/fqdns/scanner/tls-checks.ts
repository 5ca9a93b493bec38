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
  if (!address) return failed('no address to connect to: the name does not resolve');
  const results = await Promise.all(ports.map((p) => connectTcp(address, p, timeoutMs, guard)));
  const failures = results.flatMap((r) => (r.ok ? [] : [r.reason]));
  if (failures.length > 0) return failed(`${failures.join('; ')} (${address})`);
  const times = results.map((r, i) => `${ports[i]} in ${r.ok ? ms(r.ms) : ''}`);
  return pass(`connected to ${times.join(', ')} (${address})`);
}

/**
 * The connection tests of a name whose every address is one `guard` refuses (loopback, private,
 * link-local, …): they are not run, and the result says why.
 */
export function nonPublicCheck(addresses: readonly string[], guard: AddressGuard): Verdict {
  const shown = addresses.slice(0, 4).map((a) => `${a} is ${guard.refusal(a)}`);
  if (addresses.length > 4) shown.push(`and ${addresses.length - 4} more`);
  const what = addresses.length === 1 ? 'a non-public address' : 'non-public addresses only';
  return failed(`the name resolves to ${what} (${shown.join('; ')}); not tested`);
}

/** TLS 1.3: a handshake offering only TLS 1.3 completed. */
export function tls13Check(
  address: string | undefined,
  h: Handshake | null,
  port: number,
  took: number,
): Verdict {
  if (!address || !h) return failed('no address to connect to: the name does not resolve');
  if (!h.ok) return failed(h.reason);
  return pass(`TLS 1.3 handshake on ${port} in ${ms(took)}`);
}

/** Why Node refused a certificate, in words. */
function chainText(code: string, h: Extract<Handshake, { ok: true }>, name: string): string {
  if (code === 'CERT_HAS_EXPIRED')
    return `the certificate expired on ${h.validTo ? day(h.validTo) : '(unknown)'}`;
  if (code === 'CERT_NOT_YET_VALID') return 'the certificate is not valid yet';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || /does not match|altnames/i.test(code)) {
    return `the certificate does not name ${name} (subject ${h.subject})`;
  }
  if (/SELF_SIGNED|UNABLE_TO_GET_ISSUER|UNABLE_TO_VERIFY_LEAF/.test(code)) {
    return `the certificate chain is not trusted by the configured CA store (${code}; issuer ${h.issuer})`;
  }
  return `the certificate is not valid (${code})`;
}

/**
 * TLS certificate: the chain is trusted by the configured CA store, names the FQDN and has not
 * expired; one expiring within `warningDays` is a warning.
 */
export function certificateCheck(name: string, h: Handshake | null, now: Date, warningDays: number): Verdict {
  if (!h) return failed('no address to connect to: the name does not resolve');
  if (!h.ok) return failed(`no certificate: ${h.reason}`);
  if (h.chainError) return failed(chainText(h.chainError, h, name));
  if (!h.validTo) return failed('the certificate has no expiry date');
  const days = Math.floor((h.validTo.getTime() - now.getTime()) / DayMs);
  if (days < warningDays) {
    return warning(`the certificate expires in ${days} day${days === 1 ? '' : 's'} (${day(h.validTo)})`);
  }
  return pass(`valid for ${name} until ${day(h.validTo)}, issued by ${h.issuer}`);
}
