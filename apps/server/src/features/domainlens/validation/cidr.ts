import ipaddr from 'ipaddr.js';
import { parseCidr } from '../../../net/cidr.js';

/** A parsed IP subnet (a bare address counts as a /32 or /128). */
export interface Subnet {
  text: string;
  kind: 'ipv4' | 'ipv6';
  addr: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
  /** The same subnet written one way, for comparing. */
  key: string;
}

/**
 * Parses "40.96.0.0/13", "2603:1006::/40" or a bare address. IPv4 must be written as four
 * decimal parts (ipaddr.js alone would also take "1.2.3" or hexadecimal parts).
 */
export function parseSubnet(text: string): Subnet | null {
  const t = text.trim();
  const address = t.split('/')[0] ?? '';
  if (!address.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(address)) return null;
  try {
    const [addr, bits] = t.includes('/') ? parseCidr(t) : [ipaddr.parse(t), -1];
    const kind = addr.kind();
    const prefix = bits === -1 ? (kind === 'ipv4' ? 32 : 128) : bits;
    return { text: t, kind, addr, bits: prefix, key: `${addr.toNormalizedString()}/${prefix}` };
  } catch {
    return null;
  }
}

function sameNetwork(a: Subnet['addr'], b: Subnet['addr'], bits: number): boolean {
  if (a.kind() !== b.kind()) return false;
  return a.kind() === 'ipv4'
    ? (a as ipaddr.IPv4).match(b as ipaddr.IPv4, bits)
    : (a as ipaddr.IPv6).match(b as ipaddr.IPv6, bits);
}

/** True when the two subnets share at least one address. */
export function overlaps(a: Subnet, b: Subnet): boolean {
  return a.kind === b.kind && sameNetwork(a.addr, b.addr, Math.min(a.bits, b.bits));
}

/** True when every address of `inner` is in `outer`. */
export function contains(outer: Subnet, inner: Subnet): boolean {
  return (
    outer.kind === inner.kind && inner.bits >= outer.bits && sameNetwork(inner.addr, outer.addr, outer.bits)
  );
}

/** True when the address (IPv4-mapped IPv6 counts as IPv4) is in the subnet. */
export function addressIn(address: string, subnet: Subnet): boolean {
  try {
    const addr = ipaddr.process(address);
    return addr.kind() === subnet.kind && sameNetwork(addr, subnet.addr, subnet.bits);
  } catch {
    return false;
  }
}

/** True for a single-address subnet (/32, /128). */
export function isHost(subnet: Subnet): boolean {
  return subnet.bits === (subnet.kind === 'ipv4' ? 32 : 128);
}
