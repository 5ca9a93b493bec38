import { describe, expect, it } from 'vitest';
import { run, set, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('full details for Optimize', () => {
  it('ports, subnets and ExpressRoute must be stated', async () => {
    const ok = await run(
      withProposed(
        { governanceCategory: 'Optimize' },
        { published: set({ governanceCategory: 'Optimize' }) },
      ),
    );
    expect(ok.by('OptimizeDetails').severity).toBe('Pass');
    const bare = await run(
      withProposed({ governanceCategory: 'Optimize', tcpPorts: '', cidrs: [], isExpressRoute: null }),
    );
    expect(bare.by('OptimizeDetails')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/missing: TCP or UDP ports, IP subnets and whether it is ExpressRoute/),
    });
  });
});
