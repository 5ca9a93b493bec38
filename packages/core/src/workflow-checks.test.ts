import { describe, expect, it } from 'vitest';
import type { Workflow } from './workflow.js';
import { combinations, mayEverTake, noteMissing } from './workflow-checks.js';

interface Facts {
  isStaff: boolean;
  isRequester: boolean;
}
const table: Workflow<'Approve' | 'Cancel', 'Open' | 'Closed', Facts> = {
  Approve: { from: ['Open'], to: ['Closed'], who: (f) => f.isStaff && !f.isRequester, needsNote: true },
  Cancel: { from: ['Open'], to: ['Closed'], who: (f) => f.isRequester },
};

describe('the checks of a reviewed workflow before any object is read', () => {
  it('lists every combination of the values each fact can take', () => {
    expect(combinations<Facts>({ isStaff: [true], isRequester: [false, true] })).toEqual([
      { isStaff: true, isRequester: false },
      { isStaff: true, isRequester: true },
    ]);
    expect(combinations<Facts>({ isStaff: [false, true], isRequester: [] })).toEqual([]);
  });

  it('tells whether the caller could take an action on some object', () => {
    const caller = (isStaff: boolean) =>
      combinations<Facts>({ isStaff: [isStaff], isRequester: [false, true] });
    expect(mayEverTake(table, 'Approve', caller(true))).toBe(true);
    expect(mayEverTake(table, 'Approve', caller(false))).toBe(false);
    expect(mayEverTake(table, 'Cancel', caller(false))).toBe(true);
  });

  it('finds a note missing only where the step needs one', () => {
    expect(noteMissing(table.Approve, ' ')).toBe(true);
    expect(noteMissing(table.Approve, 'Checked')).toBe(false);
    expect(noteMissing(table.Cancel, undefined)).toBe(false);
  });
});
