import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { parseCidr } from './cidr.js';

const show = (parse: (t: string) => [ipaddr.IPv4 | ipaddr.IPv6, number]) => (text: string) => {
  try {
    const [addr, bits] = parse(text);
    return `${addr.kind()} ${addr.toNormalizedString()}/${bits}`;
  } catch {
    return 'refused';
  }
};

describe('parseCidr', () => {
  it("reads every range as ipaddr.js's parseCIDR does, and refuses what it refuses", () => {
    const inputs = [
      '192.0.2.0/24',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '2001:db8::/32',
      '::/0',
      '::ffff:192.0.2.1/128',
      '64:ff9b::192.0.2.1/96',
      '192.0.2.0/33',
      '2001:db8::/129',
      '192.0.2.0',
      '192.0.2.0/',
      'example.com/24',
      '',
    ];
    const ours = inputs.map(show(parseCidr));
    expect(ours).toEqual(inputs.map(show((t) => ipaddr.parseCIDR(t))));
    expect(ours.filter((r) => r === 'refused')).toHaveLength(6);
  });
});
