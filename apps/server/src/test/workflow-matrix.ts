// The matrix test of a reviewed workflow: every action of its table × each caller relation ×
// every starting state, each cell an HTTP call on a fresh object, against statuses written by hand.
import { expect, it } from 'vitest';
import type { Workflow } from '@netlens/core';

/** What a cell answers: done, not this caller (403), not theirs to see (404), or not in this state (409). */
export type Status = 200 | 403 | 404 | 409;

/** The expected statuses, typed by the table: an action without rows does not compile. */
export type Expected<A extends string, R extends string, S extends string> = Record<
  A,
  Record<R, Record<S, Status>>
>;

/** Row builders over a workflow's states, so each row reads as the hand-written rule it checks. */
export function rows<S extends string>(states: readonly S[]) {
  const each = (status: (s: S) => Status) =>
    Object.fromEntries(states.map((s) => [s, status(s)])) as Record<S, Status>;
  return {
    /** Allowed from these states, 409 from the others. */
    from: (allowed: readonly S[]) => each((s) => (allowed.includes(s) ? 200 : 409)),
    /** Refused as this caller whatever the state. */
    never: each(() => 403),
    /** Not found by this caller whatever the state. */
    unseen: each(() => 404),
  };
}

/** How a workflow's test makes its objects and calls the server. */
export interface Calls<A extends string, R extends string, S extends string, H> {
  /** A fresh object in `state`, as it stands for a caller of `relation`. */
  setup: (state: S, relation: R, action: A) => Promise<H>;
  /** The action taken by the caller of `relation`: the HTTP status it answered. */
  act: (action: A, relation: R, object: H) => Promise<number>;
  /** The object's state now. */
  stateOf: (object: H) => Promise<S>;
}

/**
 * Runs one action's row of the matrix: every relation × state. A 2xx must leave the object in
 * one of the action's `to` states, a refusal must leave it as it was; every wrong cell is listed.
 */
async function runAction<A extends string, R extends string, S extends string, H>(
  workflow: Workflow<A, S, never>,
  expected: Expected<A, R, S>,
  c: Calls<A, R, S, H>,
  action: A,
): Promise<void> {
  const wrong: string[] = [];
  for (const [relation, row] of Object.entries(expected[action]) as [R, Record<S, Status>][]) {
    for (const [state, want] of Object.entries(row) as [S, Status][]) {
      const object = await c.setup(state, relation, action);
      expect(await c.stateOf(object), `setup of ${state}`).toBe(state);
      const got = await c.act(action, relation, object);
      const status = got >= 200 && got < 300 ? 200 : got;
      const after = await c.stateOf(object);
      const moved = status === 200 ? workflow[action].to.includes(after) : after === state;
      if (status !== want || !moved)
        wrong.push(`${action} by ${relation} from ${state}: wanted ${want}, got ${got} (now ${after})`);
    }
  }
  expect(wrong).toEqual([]);
}

/**
 * The matrix's tests, inside a `describe`: the table's actions are exactly the matrix's, then one
 * test an action over every relation and state of its rows.
 */
export function matrixTests<A extends string, R extends string, S extends string, H>(
  workflow: Workflow<A, S, never>,
  expected: Expected<A, R, S>,
  calls: Calls<A, R, S, H>,
): void {
  it('has expected rows for every action of the table', () =>
    expect(Object.keys(expected).sort()).toEqual(Object.keys(workflow).sort()));
  it.each(Object.keys(expected) as A[])('%s', (action) => runAction(workflow, expected, calls, action));
}
