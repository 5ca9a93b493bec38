/** Where the visitor opened a solution from, so its page leads back there (spec 2 §2). */
export type CameFrom = 'portal' | 'internal';

const KEY = 'netlens.solutionCameFrom';

/** Links to a solution's page carry this state. */
export const cameFromState = (from: CameFrom) => ({ cameFrom: from });

/**
 * The origin named by the link that opened the page, else the one remembered for this tab,
 * else the partner portal; remembered for the rest of the tab's visit.
 */
export function resolveCameFrom(state: unknown): CameFrom {
  const given = (state as { cameFrom?: unknown } | null)?.cameFrom;
  let from: CameFrom = 'portal';
  try {
    if (given === 'portal' || given === 'internal') {
      from = given;
      sessionStorage.setItem(KEY, from);
    } else if (sessionStorage.getItem(KEY) === 'internal') from = 'internal';
  } catch {
    // Storage refused (private mode): the link's state alone decides.
    if (given === 'internal') from = 'internal';
  }
  return from;
}

/** Where "back" leads. */
export const backPath = (from: CameFrom) => (from === 'internal' ? '/partner' : '/partnerPortal');
