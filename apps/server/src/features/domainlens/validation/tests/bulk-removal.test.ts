import { describe, expect, it } from 'vitest';
import type { ChangeValidationInput } from '../input.js';
import { input, run, set } from '../../../../test/domainlens-validation-fixtures.js';

describe('bulk removal', () => {
  it('more than 100 removed endpoints block, even on a change once escalated', async () => {
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
    expect(by('BulkRemoval').reason).toMatch(/blocked until the change council bypasses it with a note\.$/);
    expect(by('BulkRemoval').details?.removed).toHaveLength(101);
    // An escalation flag is no input of the test: only the council's bypass lets the change through.
    const flagged = { ...i.change, bulkRemovalEscalated: true } as ChangeValidationInput['change'];
    const escalated = await run({ ...i, change: flagged });
    expect(escalated.by('BulkRemoval').severity).toBe('Blocking');
    const hundred = await run(
      input({ published: set({ fqdns: many.slice(0, 100) }), proposed: set({ fqdns: [] }) }),
    );
    expect(hundred.by('BulkRemoval').severity).toBe('Pass');
  });
});
