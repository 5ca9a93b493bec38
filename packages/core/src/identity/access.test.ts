import { describe, expect, it } from 'vitest';
import { ReturnToSchema, initialsOf } from './access.js';

describe('initialsOf', () => {
  it.each([
    ['Alice Smith', 'AS'],
    ['alice', 'A'],
    ['Jean-Luc van Picard', 'JP'],
    ['bob.jones@contoso.example', 'BJ'],
    ['山田 太郎', '山太'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('ReturnToSchema', () => {
  it('accepts site paths and refuses other origins', () => {
    expect(ReturnToSchema.safeParse('/report/abc?x=1').success).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'reports', '/a b']) {
      expect(ReturnToSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
