import { createContext } from 'react';

/** What a route declares about itself: the locale key of its page title. */
export interface RouteHandle {
  titleKey: string;
}

/** The title key of the deepest matched route that declares one. */
export function pageTitleKey(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

/** The routed page's title key (routes.tsx), for the shell's document title. */
export const TitleKeyContext = createContext<string | undefined>(undefined);
