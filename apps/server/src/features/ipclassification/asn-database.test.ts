import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvAsnLookup } from './asn-database.js';
import { ipv4ToNumber, ipv6ToBigInt, maskedPrefix } from './ip-numbers.js';

const dir = mkdtempSync(join(tmpdir(), 'asn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const v6 = (ip: string) => ipv6ToBigInt(ip)!.toString();
const files = {
  ipv4: join(dir, 'v4.csv'),
  ipv6: join(dir, 'v6.csv'),
};
writeFileSync(
  files.ipv4,
  [
    `${ipv4ToNumber('1.0.0.0')},${ipv4ToNumber('1.0.0.255')},13335,"Cloudflare, Inc."`,
    `${ipv4ToNumber('2.0.0.0')},${ipv4ToNumber('2.0.3.255')},201907,"LLC ""SPUTNIK"""`,
    `${ipv4ToNumber('3.0.0.0')},${ipv4ToNumber('3.0.0.255')},0,`,
    `${ipv4ToNumber('9.0.0.0')},${ipv4ToNumber('9.0.0.9')},64500,Plain Name\r`,
  ].join('\n') + '\n',
);
writeFileSync(
  files.ipv6,
  `${v6('2001:200::')},${v6('2001:200:ffff:ffff:ffff:ffff:ffff:ffff')},2500,WIDE Project\n`,
);

describe('IP→ASN from the CSV tables', () => {
  const lookup = new CsvAsnLookup(files);

  it('finds the range holding an address, with quoted and plain names', async () => {
    expect(await lookup.lookup('1.0.0.7')).toEqual({ asn: 13335, name: 'Cloudflare, Inc.' });
    expect(await lookup.lookup('2.0.3.255')).toEqual({ asn: 201907, name: 'LLC "SPUTNIK"' });
    expect(await lookup.lookup('9.0.0.0')).toEqual({ asn: 64500, name: 'Plain Name' });
    expect(await lookup.lookup('2001:200::1')).toEqual({ asn: 2500, name: 'WIDE Project' });
  });

  it('lists the names and the prefixes an AS announces, as CIDR', async () => {
    expect((await lookup.names()).get(13335)).toBe('Cloudflare, Inc.');
    expect(await lookup.prefixes(13335, 10)).toEqual({ prefixes: ['1.0.0.0/24'], total: 1 });
    // 9.0.0.0–9.0.0.9 is /29 + /31.
    expect(await lookup.prefixes(64500, 10)).toEqual({ prefixes: ['9.0.0.0/29', '9.0.0.8/31'], total: 2 });
    expect(await lookup.prefixes(64500, 1)).toEqual({ prefixes: ['9.0.0.0/29'], total: 2 });
    expect(await lookup.prefixes(2500, 10)).toEqual({ prefixes: ['2001:200::/32'], total: 1 });
    expect(await lookup.prefixes(4242, 10)).toEqual({ prefixes: [], total: 0 });
  });

  it('knows nothing between ranges, before the first, of AS 0, or of non-addresses', async () => {
    for (const ip of ['0.255.255.255', '1.0.1.0', '9.0.0.10', '3.0.0.1', '2001:1ff::1', 'nope']) {
      expect(await lookup.lookup(ip), ip).toBeNull();
    }
  });
});

describe('address numbers and stored prefixes', () => {
  it('reads IPv6 in every written form', () => {
    expect(ipv6ToBigInt('::')).toBe(0n);
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(ipv6ToBigInt('::ffff:1.2.3.4')).toBe(0xffff01020304n);
    expect(ipv6ToBigInt('2001:db8::1')).toBe(ipv6ToBigInt('2001:0db8:0:0:0:0:0:1'));
    expect(ipv6ToBigInt('1.2.3.4')).toBeNull();
  });

  it('keeps only the /24 or /48', () => {
    expect(maskedPrefix('81.2.69.160')).toBe('81.2.69.0/24');
    expect(maskedPrefix('255.255.255.255')).toBe('255.255.255.0/24');
    expect(maskedPrefix('2a00:1450:4001:82b::200e')).toBe('2a00:1450:4001::/48');
    expect(maskedPrefix('2001:200::1')).toBe('2001:200:0::/48');
    expect(maskedPrefix('not an address')).toBeNull();
  });
});
