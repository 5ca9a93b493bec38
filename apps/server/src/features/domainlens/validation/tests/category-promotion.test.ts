import { describe, expect, it } from 'vitest';
import { input, run, set, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('governance category promotion', () => {
  it('moving a set or an endpoint up is flagged for review', async () => {
    const promoted = await run(withProposed({ governanceCategory: 'Optimize' }));
    expect(promoted.by('CategoryPromotion')).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/set set-1 from Allow to Optimize/),
    });
    const demoted = await run(
      withProposed({ governanceCategory: 'Default', cidrs: [] }, { published: set({ cidrs: [] }) }),
    );
    expect(demoted.by('CategoryPromotion').severity).toBe('Pass');
    const moved = await run(
      input({
        otherPublishedSets: [
          set({
            id: 'set-7',
            governanceCategory: 'Default',
            fqdns: ['mail.contoso.com'],
            cidrs: [],
            tcpPorts: '80',
          }),
        ],
      }),
    );
    expect(moved.by('CategoryPromotion').reason).toMatch(
      /mail\.contoso\.com from Default \(set set-7\) to Allow/,
    );
  });
});
