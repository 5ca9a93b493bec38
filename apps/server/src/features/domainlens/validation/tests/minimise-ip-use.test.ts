import { describe, expect, it } from 'vitest';
import { HOST_SUBNET_LIMIT } from './minimise-ip-use.js';
import { run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('minimise IP use', () => {
  it('many single addresses, or subnets added to a Default set, warn', async () => {
    const hosts = Array.from({ length: HOST_SUBNET_LIMIT + 1 }, (_, k) => `40.96.3.${k + 1}/32`);
    const many = await run(withProposed({ cidrs: ['40.96.1.0/24', ...hosts] }));
    expect(many.by('MinimiseIpUse')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/11 single addresses \(more than 10\)/),
    });
    const few = await run(withProposed({ cidrs: ['40.96.1.0/24', ...hosts.slice(0, HOST_SUBNET_LIMIT)] }));
    expect(few.by('MinimiseIpUse').severity).toBe('Pass');
    const dflt = await run(
      withProposed({ governanceCategory: 'Default', cidrs: ['40.96.1.0/24', '40.96.2.0/24'] }),
    );
    expect(dflt.by('MinimiseIpUse').reason).toMatch(
      /a Default set needs no IP subnets, yet the change adds 40\.96\.2\.0\/24/,
    );
  });
});
