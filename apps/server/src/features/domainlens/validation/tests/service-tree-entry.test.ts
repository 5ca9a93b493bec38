import { describe, expect, it } from 'vitest';
import { input, run } from '../../../../test/domainlens-validation-fixtures.js';

describe('service tree entry', () => {
  it('added endpoints without a known id block, existing ones or retired entries warn', async () => {
    const base = input();
    const without = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: base.serviceTree.assignments.filter((a) => a.endpoint !== 'mail.contoso.com'),
      },
    };
    expect((await run(without)).by('ServiceTreeEntry')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(/mail\.contoso\.com has no service-tree id/),
    });
    const unknown = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: [
          ...base.serviceTree.assignments,
          { endpoint: 'MAIL.contoso.com.', serviceTreeId: 'st-nope' },
        ],
      },
    };
    expect((await run(unknown)).by('ServiceTreeEntry').reason).toMatch(/unknown service-tree id st-nope/);
    const existing = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: base.serviceTree.assignments.filter((a) => a.endpoint !== '40.96.1.0/24'),
      },
    };
    expect((await run(existing)).by('ServiceTreeEntry')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/40\.96\.1\.0\/24 has no service-tree id/),
    });
    const retired = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: [
          ...base.serviceTree.assignments,
          { endpoint: 'web.contoso.com', serviceTreeId: 'st-old' },
        ],
      },
    };
    expect((await run(retired)).by('ServiceTreeEntry').reason).toMatch(
      /retired service-tree entry Legacy mail \(st-old\)/,
    );
    // A subnet's own assignment made by the change is judged as an addition, even for a published subnet.
    const assigned = {
      ...base,
      serviceTree: {
        ...base.serviceTree,
        assignments: [
          ...base.serviceTree.assignments,
          {
            endpoint: '40.96.1.0/24',
            serviceTreeId: 'st-nope',
            assignedByChange: true,
            isFromMemberSet: true,
          },
        ],
      },
    };
    expect((await run(assigned)).by('ServiceTreeEntry')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringMatching(
        /40\.96\.1\.0\/24 \(from the member set\) has unknown service-tree id st-nope/,
      ),
    });
    const addsId = { ...base, change: { ...base.change, addedServiceTreeIds: ['st-zzz'] } };
    expect((await run(addsId)).by('ServiceTreeEntry').reason).toMatch(/adds unknown service-tree id st-zzz/);
  });
});
