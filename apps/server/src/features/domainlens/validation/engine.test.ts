import { describe, expect, it } from 'vitest';
import { VALIDATION_TEST_IDS, validationOutcome } from '@netlens/core';
import type { DnsResolver } from './dns.js';
import { runChangeValidation } from './engine.js';
import { deps, input, run } from '../../../test/domainlens-validation-fixtures.js';

describe('runChangeValidation', () => {
  it('runs every test, in the spec order, and a change in order passes them all', async () => {
    const { results } = await run(input());
    expect(results.map((r) => r.test)).toEqual([...VALIDATION_TEST_IDS]);
    for (const r of results)
      expect({ test: r.test, severity: r.severity, reason: r.reason }).toMatchObject({ severity: 'Pass' });
    expect(validationOutcome(results, false)).toBe('AllSucceeded');
  });

  it('a test that throws becomes a Warning saying so, and the others still run', async () => {
    const base = input();
    const broken = { ...base, serviceTree: { ...base.serviceTree, entries: null as unknown as [] } };
    const results = await runChangeValidation(broken, deps);
    expect(results).toHaveLength(VALIDATION_TEST_IDS.length);
    expect(results.find((r) => r.test === 'ServiceTreeEntry')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/^The test could not run: /),
    });
    expect(results.find((r) => r.test === 'BulkRemoval')?.severity).toBe('Pass');
  });

  it('a resolver that throws instead of rejecting is a failed lookup, not a crash', async () => {
    const resolver: DnsResolver = {
      resolve4: () => {
        throw Object.assign(new Error('boom'), { code: 'ESERVFAIL' });
      },
      resolve6: () => Promise.reject(Object.assign(new Error('nodata'), { code: 'ENODATA' })),
    };
    const results = await runChangeValidation(input(), { ...deps, resolver });
    expect(results.find((r) => r.test === 'DnsResolution')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(
        /could not resolve mail\.contoso\.com \(the DNS server failed \(SERVFAIL\)\)/,
      ),
    });
  });
});
