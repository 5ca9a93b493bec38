import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { parseCidr } from './cidr.js';
import { z } from 'zod';

/**
 * The one address guard: the server connects to a name a user supplied only at an address this
 * module allows. By default that is a public unicast address; loopback, private, carrier-grade NAT,
 * link-local (cloud metadata), multicast, broadcast, unspecified, reserved and documentation
 * ranges and unique-local IPv6 are refused, an IPv4-mapped IPv6 address is judged as its IPv4
 * address, and NAT64, 6to4 and Teredo addresses by the IPv4 addresses they embed. The operator may
 * allow chosen internal ranges (a setting such as `FQDN_SCANNER_ALLOWED_RANGES`).
 */
export interface AddressGuard {
  /**
   * Null when `address` (an IP address, never a name) may be connected to; else what it is, in
   * words ("a loopback address", "not an IP address").
   */
  refusal(address: string): string | null;
  allows(address: string): boolean;
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** A CIDR range as ipaddr.js parses it. */
export type AddressRange = [Address, number];

const Kinds: Record<string, string> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  carrierGradeNat: 'a carrier-grade NAT',
  private: 'a private',
  uniqueLocal: 'a unique-local',
  deprecatedSiteLocal: 'a site-local',
};
/** "a loopback address", for an ipaddr.js range name. */
const kind = (range: string) => `${Kinds[range] ?? 'a reserved'} address`;
const Tunnels: Record<string, string> = { rfc6052: 'NAT64', '6to4': '6to4', teredo: 'Teredo' };

const cidr = (text: string) => parseCidr(text) as AddressRange;
/** IANA's global unicast IPv6 space: everything outside it is reserved or special. */
const GlobalUnicast = cidr('2000::/3');
/** NAT64's well-known prefix (RFC 6052): the IPv4 address is the last 32 bits. */
const Nat64 = cidr('64:ff9b::/96');

const inRange = (a: Address, [net, bits]: AddressRange) => a.kind() === net.kind() && a.match(net, bits);
const ipv4 = (bytes: number[]) => new ipaddr.IPv4(bytes);

/** The IPv4 addresses a NAT64, 6to4 or Teredo address leads to; null for any other address. */
function embeddedIpv4(a: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const b = a.toByteArray();
  if (range === 'rfc6052' && inRange(a, Nat64)) return [ipv4(b.slice(12, 16))];
  if (range === '6to4') return [ipv4(b.slice(2, 6))];
  // Teredo: the server's address, and the client's (its bits inverted).
  if (range === 'teredo') return [ipv4(b.slice(4, 8)), ipv4(b.slice(12, 16).map((x) => x ^ 0xff))];
  return null;
}

/** Null for a public unicast address, else what it is ("a loopback address"). */
function nonPublic(a: Address): string | null {
  const range = a.range();
  if (a.kind() === 'ipv4') return range === 'unicast' ? null : kind(range);
  const embedded = embeddedIpv4(a as ipaddr.IPv6, range);
  if (embedded) {
    const inner = embedded.map(nonPublic).find((r) => r !== null);
    return inner ? `a ${Tunnels[range]} address leading to ${inner}` : null;
  }
  if (range !== 'unicast' || !inRange(a, GlobalUnicast)) return kind(range);
  return null;
}

/** The address in ipaddr.js's form, an IPv4-mapped IPv6 address as its IPv4 address; null when not an address. */
function parse(text: string): Address | null {
  if (isIP(text) === 0) return null;
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

/** A guard allowing public unicast addresses and those in `allowed`. */
export function addressGuard(allowed: readonly AddressRange[] = []): AddressGuard {
  const refusal = (text: string) => {
    const a = parse(text);
    if (!a) return 'not an IP address';
    if (allowed.some((r) => inRange(a, r))) return null;
    return nonPublic(a);
  };
  return { refusal, allows: (text) => refusal(text) === null };
}

/** The guard of public addresses only. */
export const publicOnly = addressGuard();

/** "10.0.0.0/8" or "fd00::/8" (an IPv4 address written as four decimal parts) → the range; null when not one. */
export function parseRange(text: string): AddressRange | null {
  const [address = '', bits, ...rest] = text.split('/');
  if (bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits) || isIP(address) === 0) return null;
  try {
    return cidr(`${address}/${bits}`);
  } catch {
    return null;
  }
}

/**
 * A setting of comma-separated CIDR ranges the guard also allows (default none); a value that is
 * not a range stops start-up, naming it.
 */
export const allowedRangesSetting = () =>
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const texts = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const ranges = texts.map(parseRange);
      const wrong = texts.filter((_, i) => !ranges[i]);
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not a CIDR range such as 10.0.0.0/8 or fd00::/8: ${wrong.map((w) => `"${w}"`).join(', ')}`,
        });
        return z.NEVER;
      }
      return ranges as AddressRange[];
    });
