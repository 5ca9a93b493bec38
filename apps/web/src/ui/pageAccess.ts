import {
  pageAvailability,
  pageRule,
  type PageAvailability,
  type PageContext,
  type PageId,
} from '@netlens/core';
import { useShell, type ShellData } from './ShellContext';

/** The top-level path of a route pattern: '/partnerPortal/*' → '/partnerPortal', '/' → '/'. */
export function topLevelPath(pattern: string): string {
  const first = pattern.split('/').find((part) => part !== '');
  return first === undefined || first === '*' ? '/' : `/${first}`;
}

/** What the page rules of packages/core look at, from the loaded shell. */
export function pageContext({ config, flags, session }: ShellData) {
  return {
    flags,
    ux: config.uxFeatureControl,
    cloudName: config.cloudName,
    signedIn: session.signedIn,
    partnerRegistered: session.partnerRegistered,
    access: session.access,
  } satisfies PageContext;
}

/** Whether a page is available to this visitor, and why not; a page not built yet is not offered. */
export function availabilityIn(shell: ShellData, id: PageId): PageAvailability {
  if (!shell.builtRoutes.has(topLevelPath(pageRule(id).path))) return { state: 'notOffered' };
  return pageAvailability(id, pageContext(shell));
}

/** The availability of a page for the visitor of the loaded shell. */
export function usePageAvailability(id: PageId): PageAvailability {
  return availabilityIn(useShell(), id);
}
