import { describe, expect, it } from 'vitest';
import { input, run } from '../../../../test/domainlens-validation-fixtures.js';

describe('effective date', () => {
  it('additions sooner than 30 days after publishing, or undated, warn', async () => {
    const soon = input();
    soon.change.addedFqdns = [{ value: 'mail.contoso.com', effectiveDate: new Date('2026-03-20T00:00:00Z') }];
    const r = (await run(soon)).by('EffectiveDate');
    expect(r).toMatchObject({
      severity: 'Warning',
      reason: expect.stringMatching(/before 2026-03-31: mail\.contoso\.com \(2026-03-20\)/),
    });
    const exactly = input();
    exactly.change.addedFqdns = [
      { value: 'mail.contoso.com', effectiveDate: new Date('2026-03-31T00:00:00Z') },
    ];
    expect((await run(exactly)).by('EffectiveDate').severity).toBe('Pass');
    const undated = input();
    undated.change.addedFqdns = [];
    expect((await run(undated)).by('EffectiveDate').reason).toMatch(/no effective date: mail\.contoso\.com/);
    const planned = input();
    planned.change.expectedPublishDate = new Date('2026-04-01T00:00:00Z');
    expect((await run(planned)).by('EffectiveDate').severity).toBe('Warning'); // 14 days after the planned date
  });
});
