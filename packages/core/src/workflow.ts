/**
 * A reviewed workflow declared once, read by the server (which enforces it and nothing else) and
 * by the web app (which offers only the actions it allows). Each action names the states it
 * starts from, the states it can lead to, who may take it (a rule over the caller's relations to
 * the object) and what else must hold of the object.
 */
export interface WorkflowStep<State extends string, Facts> {
  /** The states the action starts from. */
  from: readonly State[];
  /** The states it can leave the object in. */
  to: readonly State[];
  /** Who may take it: a rule over the caller's relations to the object (403 when not). */
  who: (facts: Facts) => boolean;
  /** What else must hold of the object in a starting state (409 when not). */
  when?: (facts: Facts) => boolean;
  /** The action needs a note saying why (400 without one). */
  needsNote?: boolean;
}

export type Workflow<Action extends string, State extends string, Facts> = Record<
  Action,
  WorkflowStep<State, Facts>
>;

/** Whether an action may be taken: yes, not by this caller (403), or not now (409). */
export type WorkflowVerdict = 'allowed' | 'forbidden' | 'conflict';

/** The verdict of the table on an action: who first, then the state and its condition. */
export function judge<Action extends string, State extends string, Facts>(
  workflow: Workflow<Action, State, Facts>,
  action: Action,
  state: State,
  facts: Facts,
): WorkflowVerdict {
  const step = workflow[action];
  if (!step.who(facts)) return 'forbidden';
  if (!step.from.includes(state)) return 'conflict';
  return !step.when || step.when(facts) ? 'allowed' : 'conflict';
}

/** The actions the caller may take now, in the table's order. */
export function allowedActions<Action extends string, State extends string, Facts>(
  workflow: Workflow<Action, State, Facts>,
  state: State,
  facts: Facts,
): Action[] {
  return (Object.keys(workflow) as Action[]).filter((a) => judge(workflow, a, state, facts) === 'allowed');
}

/** Case-insensitive membership of a person (an e-mail address) in a list of people. */
export const isAmong = (person: string, people: readonly (string | null | undefined)[]) => {
  const p = person.trim().toLowerCase();
  return p !== '' && people.some((x) => (x ?? '').trim().toLowerCase() === p);
};
