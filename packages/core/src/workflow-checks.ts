import type { Workflow } from './workflow.js';

/**
 * Every combination of the given values of a workflow's facts: the relations a caller could have
 * to some object, each fact given the values it can take for this caller.
 */
export function combinations<Facts extends object>(values: {
  [K in keyof Facts]: readonly Facts[K][];
}): Facts[] {
  return Object.entries(values).reduce<Record<string, unknown>[]>(
    (acc, [key, options]) => acc.flatMap((a) => (options as unknown[]).map((v) => ({ ...a, [key]: v }))),
    [{}],
  ) as Facts[];
}

/**
 * Whether a caller could take an action on any object at all: the action's `who` over every
 * relation the caller could have to one (`possible`, from what is known of the caller alone).
 * The server refuses a call with 403 before reading anything when not; the web leaves it out.
 */
export function mayEverTake<Action extends string, State extends string, Facts>(
  workflow: Workflow<Action, State, Facts>,
  action: Action,
  possible: readonly Facts[],
): boolean {
  return possible.some((f) => workflow[action].who(f));
}

/** Whether an action's note is missing: its step needs one and none was given. */
export const noteMissing = (step: { needsNote?: boolean }, note: string | undefined) =>
  Boolean(step.needsNote) && !note?.trim();
