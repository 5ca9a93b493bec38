import { describe, expect, it } from 'vitest';
import { randomToken } from './tokens.js';

describe('randomToken', () => {
  it('gives URL-safe tokens of the asked entropy', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(randomToken(5000), 'base64url')).toHaveLength(5000);
  });

  it('never gives the same token twice, across refills of its pool', () => {
    const seen = new Set<string>();
    // 20,000 × 16 bytes: the pool is refilled about 80 times.
    for (let i = 0; i < 20_000; i++) seen.add(randomToken(16));
    expect(seen.size).toBe(20_000);
  });

  it('uses every bit value: the bytes are not stuck', () => {
    const bytes = Buffer.concat(Array.from({ length: 200 }, () => Buffer.from(randomToken(32), 'base64url')));
    let or = 0;
    let and = 0xff;
    for (const b of bytes) {
      or |= b;
      and &= b;
    }
    expect(or).toBe(0xff);
    expect(and).toBe(0);
  });
});
