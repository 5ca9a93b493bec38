import { describe, expect, it } from 'vitest';
import { input, run } from '../../../../test/domainlens-validation-fixtures.js';

describe('IPAM tags', () => {
  it('an added subnet whose IPAM range is not tagged for the set warns', async () => {
    const base = input();
    const adds = (cidr: string, ranges = base.ipRanges) => ({
      ...base,
      proposed: { ...base.proposed, cidrs: ['40.96.1.0/24', cidr] },
      ipRanges: ranges,
    });
    expect((await run(adds('40.96.2.0/24'))).by('IpamTags').severity).toBe('Pass');
    const untagged = await run(
      adds('40.96.2.0/24', [{ source: 'IPAM' as const, cidr: '40.96.0.0/16', tags: ['Teams'] }]),
    );
    expect(untagged.by('IpamTags')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/40\.96\.2\.0\/24 \(40\.96\.0\.0\/16 tagged Teams\)/),
    });
    const missing = await run(adds('198.51.100.0/24'));
    expect(missing.by('IpamTags').reason).toMatch(/no IPAM entry: 198\.51\.100\.0\/24/);
    expect((await run(adds('40.96.2.0/24', []))).by('IpamTags').reason).toMatch(
      /No IPAM ranges have been imported/,
    );
    // An ARIN allocation is not an IPAM entry: its tags do not count.
    const arinOnly = [{ source: 'ARIN' as const, cidr: '40.96.0.0/16', tags: ['Exchange'] }];
    expect((await run(adds('40.96.2.0/24', arinOnly))).by('IpamTags').reason).toMatch(
      /No IPAM ranges have been imported/,
    );
  });
});
