import { describe, expect, it } from 'vitest';
import { input, run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('Microsoft ownership', () => {
  it("subnets outside the organisation's ranges, or not subnets at all, block", async () => {
    const foreign = await run(
      withProposed({ cidrs: ['40.96.1.0/24', '198.51.100.0/24', '2603:1006:10::/48'] }),
    );
    expect(foreign.by('MicrosoftOwnership')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/not in the organisation's IP ranges: 198\.51\.100\.0\/24\./),
    });
    const invalid = await run(withProposed({ cidrs: ['40.96.1.0/33'] }));
    expect(invalid.by('MicrosoftOwnership').reason).toMatch(/not valid IP subnets: 40\.96\.1\.0\/33/);
    expect((await run(input({ ipRanges: [] }))).by('MicrosoftOwnership').severity).toBe('Warning');
    // Ranges of every registry count for ownership: a BYOIP range covers the foreign subnet.
    const byoip = { source: 'BYOIP' as const, cidr: '198.51.100.0/22', tags: [] };
    const owned = await run({
      ...withProposed({ cidrs: ['40.96.1.0/24', '198.51.100.0/24'] }),
      ipRanges: [...input().ipRanges, byoip],
    });
    expect(owned.by('MicrosoftOwnership').severity).toBe('Pass');
  });
});
