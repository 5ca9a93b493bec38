import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.9, GZIP;Q=0.9', 'br'],
    ['*', 'br'],
    ['gzip;q=0.2, *;q=0.1', 'gzip'],
    ['*;q=0.5, br;q=0', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it.each([undefined, '', 'identity', 'deflate, zstd', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=x'])(
    '%s → the plain file',
    (header) => {
      expect(pickEncoding(header)).toBeNull();
    },
  );
});
