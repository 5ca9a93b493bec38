import { describe, expect, it } from 'vitest';
import { input, run, set, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('no overlap in a workload', () => {
  it('overlapping subnets in the set or the workload block', async () => {
    const inSet = await run(withProposed({ cidrs: ['40.96.1.0/24', '40.96.1.64/26'] }));
    expect(inSet.by('WorkloadOverlap')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 and 40\.96\.1\.64\/26 \(both in this set\)/),
    });
    const sibling = set({ id: 'set-4', fqdns: [], cidrs: ['40.96.1.7/32'], tcpPorts: '25' });
    expect((await run(input({ otherPublishedSets: [sibling] }))).by('WorkloadOverlap').reason).toMatch(
      /40\.96\.1\.7\/32 \(set set-4\)/,
    );
    expect(
      (
        await run(input({ otherPublishedSets: [{ ...sibling, workload: 'Teams', serviceArea: 'Exchange' }] }))
      ).by('WorkloadOverlap').severity,
    ).toBe('Pass');
  });
});
