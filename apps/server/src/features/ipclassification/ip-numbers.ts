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

/** An address from its number: dotted IPv4 (32 bits) or compressed IPv6 (128 bits). */
function formatAddress(n: bigint, bits: 32 | 128): string {
  if (bits === 32) return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn));
  // The longest run of zero groups (two or more) becomes "::".
  let bestAt = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [bestAt, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = (g: number[]) => g.map((x) => x.toString(16)).join(':');
  return bestAt < 0 ? hex(groups) : `${hex(groups.slice(0, bestAt))}::${hex(groups.slice(bestAt + bestLen))}`;
}

/** The fewest CIDR prefixes covering the addresses from `start` to `end` inclusive. */
export function rangeToCidrs(start: bigint, end: bigint, bits: 32 | 128): string[] {
  const out: string[] = [];
  const width = BigInt(bits);
  let at = start;
  while (at <= end) {
    let size = 0n;
    // Grow the block while it stays aligned and inside the range.
    while (size < width && (at & ((1n << (size + 1n)) - 1n)) === 0n && at + (1n << (size + 1n)) - 1n <= end)
      size++;
    out.push(`${formatAddress(at, bits)}/${width - size}`);
    at += 1n << size;
  }
  return out;
}
