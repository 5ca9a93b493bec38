import { describe, expect, it } from 'vitest';
import { gccAddress } from './signInActions';

describe('gccAddress', () => {
  it('sends a page of the multi-tenant site to the same page under /gcc', () => {
    expect(gccAddress('/reports', '/reports?page=2')).toBe('/gcc/reports?page=2');
    expect(gccAddress('/', '/')).toBe('/gcc/');
    expect(gccAddress('/gccx', '/gccx')).toBe('/gcc/gccx');
  });

  it('sends nothing on from an address already under /gcc, which would nest the prefix', () => {
    expect(gccAddress('/gcc/', '/gcc/')).toBeNull();
    expect(gccAddress('/gcc', '/gcc')).toBeNull();
    expect(gccAddress('/gcc/reports', '/gcc/reports')).toBeNull();
  });
});
