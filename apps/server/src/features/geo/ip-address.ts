import { BlockList, isIP } from 'node:net';

/** Address ranges that are never a network's public egress address (RFC 6890 and friends). */
const special = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  special.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  special.addSubnet(net, prefix, 'ipv6');
}

export interface ClientAddress {
  ip: string;
  family: 4 | 6;
}

/** The caller's address in plain form (IPv4-mapped IPv6 unwrapped, zone dropped), or null. */
export function parseClientAddress(raw: string | undefined): ClientAddress | null {
  if (!raw) return null;
  let ip = raw.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  const family = isIP(ip);
  if (family === 4 || family === 6) return { ip, family };
  return null;
}

/** True for an address that can be somebody's public egress address on the internet. */
export function isPublicAddress(address: ClientAddress): boolean {
  return !special.check(address.ip, address.family === 4 ? 'ipv4' : 'ipv6');
}
