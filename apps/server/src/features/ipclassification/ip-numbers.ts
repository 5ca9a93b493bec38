import { isIP } from 'node:net';

/** An IPv4 address as an unsigned 32-bit number, or null when it is not one. */
export function ipv4ToNumber(ip: string): number | null {
  if (isIP(ip) !== 4) return null;
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** An IPv6 address (IPv4-embedded forms included) as a 128-bit integer, or null. */
export function ipv6ToBigInt(ip: string): bigint | null {
  if (isIP(ip) !== 6) return null;
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToNumber(v4[1]!)!;
    text = `${text.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n);
}

/**
 * The network an address belongs to, as stored with a report: the /24 of an IPv4 address or the
 * /48 of an IPv6 one (the host part is never kept). Null when the text is not an address.
 */
export function maskedPrefix(ip: string): string | null {
  const v4 = ipv4ToNumber(ip);
  if (v4 !== null) {
    const net = v4 - (v4 % 256);
    return `${[24, 16, 8, 0].map((s) => Math.floor(net / 2 ** s) % 256).join('.')}/24`;
  }
  const v6 = ipv6ToBigInt(ip);
  if (v6 === null) return null;
  const groups = [112n, 96n, 80n].map((s) => ((v6 >> s) & 0xffffn).toString(16));
  return `${groups.join(':')}::/48`;
}
