import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseClientAddress } from './ip-address.js';

describe('client addresses', () => {
  it.each([
    ['81.2.69.142', '81.2.69.142', 4, true],
    ['::ffff:81.2.69.142', '81.2.69.142', 4, true],
    ['2001:200::1', '2001:200::1', 6, true],
    ['10.1.2.3', '10.1.2.3', 4, false],
    ['172.20.0.1', '172.20.0.1', 4, false],
    ['192.168.1.1', '192.168.1.1', 4, false],
    ['127.0.0.1', '127.0.0.1', 4, false],
    ['::ffff:127.0.0.1', '127.0.0.1', 4, false],
    ['100.64.0.9', '100.64.0.9', 4, false],
    ['169.254.1.1', '169.254.1.1', 4, false],
    ['::1', '::1', 6, false],
    ['fd12::1', 'fd12::1', 6, false],
    ['fe80::1%eth0', 'fe80::1', 6, false],
    ['2001:db8::1', '2001:db8::1', 6, false],
  ])('%s is %s, public: %s', (raw, ip, family, isPublic) => {
    const parsed = parseClientAddress(raw);
    expect(parsed).toEqual({ ip, family });
    expect(isPublicAddress(parsed!)).toBe(isPublic);
  });

  it('refuses what is not an address', () => {
    expect(parseClientAddress('example.com')).toBeNull();
    expect(parseClientAddress('')).toBeNull();
    expect(parseClientAddress(undefined)).toBeNull();
  });
});
