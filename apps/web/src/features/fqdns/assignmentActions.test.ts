import { describe, expect, it } from 'vitest';
import type { AssignmentStatus, Fqdn, FqdnRoles } from '@netlens/core';
import { assignmentButtons } from './assignmentActions';

const fqdn = (id: string, status: AssignmentStatus, requestedBy: string | null = null) =>
  ({
    id,
    workload: 'Exchange',
    assignmentInfo: {
      assignmentStatus: status,
      newWorkload: requestedBy ? 'SharePoint' : null,
      requestedBy,
    },
  }) as Fqdn;

const person = (email: string, over: Partial<FqdnRoles> = {}): FqdnRoles => ({
  email,
  isWorkloadChamp: false,
  isServiceChamp: false,
  isConnectivityChamp: false,
  championedWorkloads: [],
  ...over,
});

const receiver = person('rita@contoso.example', {
  isWorkloadChamp: true,
  championedWorkloads: ['SharePoint'],
});
const dual = person('dana@contoso.example', {
  isWorkloadChamp: true,
  championedWorkloads: ['Exchange', 'SharePoint'],
});
const pending = fqdn('a', 'PendingReview', 'dana@contoso.example');
const settled = fqdn('b', 'None');

const shown = (b: ReturnType<typeof assignmentButtons>) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.offered ? (v.enabled ? 'on' : 'off') : '-']));

describe('the assignment buttons of the FQDN list', () => {
  it('offers a Domain Lens user without a role only Cancel, never enabled on requests of others', () => {
    const b = assignmentButtons(person('ann@contoso.example'), new Set(['a']), [pending]);
    expect(shown(b)).toEqual({ Request: '-', Accept: '-', Reject: '-', Cancel: 'off' });
  });

  it("enables the receiving champion's review of a pending request, and nothing on a settled FQDN", () => {
    expect(shown(assignmentButtons(receiver, new Set(['a']), [pending, settled]))).toEqual({
      Request: 'off',
      Accept: 'on',
      Reject: 'on',
      Cancel: 'off',
    });
    expect(shown(assignmentButtons(receiver, new Set(['a', 'b']), [pending, settled]))).toEqual({
      Request: 'off',
      Accept: 'off',
      Reject: 'off',
      Cancel: 'off',
    });
  });

  it('never enables reviewing a request one made, a receiving champion included', () => {
    expect(shown(assignmentButtons(dual, new Set(['a']), [pending]))).toEqual({
      Request: 'off',
      Accept: 'off',
      Reject: 'off',
      Cancel: 'on',
    });
    expect(shown(assignmentButtons(dual, new Set(['b']), [pending, settled])).Request).toBe('on');
  });

  it('enables nothing while a selected FQDN is not loaded, or before the roles are known', () => {
    expect(shown(assignmentButtons(receiver, new Set(['a', 'gone']), [pending])).Accept).toBe('off');
    expect(shown(assignmentButtons(undefined, new Set(['a']), [pending])).Accept).toBe('-');
  });
});
