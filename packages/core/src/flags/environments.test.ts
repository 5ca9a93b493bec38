import { describe, expect, it } from 'vitest';
import { environmentGroupOf } from './environments.js';

describe('environment group of the flag service', () => {
  it.each([
    ['development', 'development'],
    ['Staging', 'staging'],
    ['production', 'production'],
    ['test', 'production'],
    ['ppe', 'production'],
  ])('%s reads %s', (env, group) => {
    expect(environmentGroupOf(env)).toBe(group);
  });
});
