import {
  AssignmentWorkflow,
  assignmentFacts,
  judge,
  mayEverTake,
  possibleAssignmentFacts,
  type AssignmentAction,
  type Fqdn,
  type FqdnRoles,
} from '@netlens/core';

/** How the list shows an assignment action: offered at all, and possible for the selection. */
export interface ActionButton {
  offered: boolean;
  enabled: boolean;
}

/**
 * The assignment actions as the table in core allows them to the caller: offered when the
 * caller could take it on some FQDN, enabled when every selected FQDN (all of them loaded)
 * allows it, so the list never offers a change the server would refuse.
 */
export function assignmentButtons(
  me: FqdnRoles | undefined,
  selectedIds: ReadonlySet<string>,
  loaded: readonly Fqdn[],
): Record<AssignmentAction, ActionButton> {
  const chosen = loaded.filter((f) => selectedIds.has(f.id));
  const possible = me ? possibleAssignmentFacts(me) : [];
  const button = (action: AssignmentAction): ActionButton => ({
    offered: mayEverTake(AssignmentWorkflow, action, possible),
    enabled:
      me !== undefined &&
      chosen.length > 0 &&
      chosen.length === selectedIds.size &&
      chosen.every(
        (f) =>
          judge(AssignmentWorkflow, action, f.assignmentInfo.assignmentStatus, assignmentFacts(me, f)) ===
          'allowed',
      ),
  });
  const actions = Object.keys(AssignmentWorkflow) as AssignmentAction[];
  return Object.fromEntries(actions.map((a) => [a, button(a)])) as Record<AssignmentAction, ActionButton>;
}
