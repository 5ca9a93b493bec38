import { describe, expect, it } from 'vitest';
import { input, run, set } from '../../../../test/domainlens-validation-fixtures.js';

describe('bulk removal', () => {
  it('more than 100 removed endpoints block unless escalated', async () => {
    const many = Array.from({ length: 101 }, (_, k) => `h${k}.contoso.com`);
    const published = set({ fqdns: many });
    const i = input({
      published,
      proposed: set({ fqdns: [] }),
      change: { ...input().change, addedFqdns: [] },
    });
    const { by } = await run(i);
    expect(by('BulkRemoval').severity).toBe('Blocking');
    expect(by('BulkRemoval').reason).toMatch(/101 endpoints from Mail, more than 100/);
    expect(by('BulkRemoval').details?.removed).toHaveLength(101);
    const escalated = await run({ ...i, change: { ...i.change, bulkRemovalEscalated: true } });
    expect(escalated.by('BulkRemoval').severity).toBe('Pass');
    const hundred = await run(
      input({ published: set({ fqdns: many.slice(0, 100) }), proposed: set({ fqdns: [] }) }),
    );
    expect(hundred.by('BulkRemoval').severity).toBe('Pass');
  });
});
