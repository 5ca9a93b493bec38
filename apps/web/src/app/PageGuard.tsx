import type { ReactNode } from 'react';
import type { PageId } from '@netlens/core';
import { NoAccess, SignInNeeded } from '../features/identity';
import { StartPage } from '../features/start';
import { usePageAvailability } from '../ui/pageAccess';

/**
 * A page's route: the page while its rule (packages/core) makes it available, else the state the
 * rule names: not found (the start page with the wrong-route hint) or the rule's message, sign-in,
 * or no access.
 */
export function PageGuard({
  page,
  signInKey,
  children,
}: {
  page: PageId;
  signInKey?: string;
  children: ReactNode;
}) {
  const availability = usePageAvailability(page);
  switch (availability.state) {
    case 'available':
      return children;
    case 'notOffered':
      return availability.messageKey ? (
        <NoAccess messageKey={availability.messageKey} />
      ) : (
        <StartPage unknownRoute />
      );
    case 'signInNeeded':
      return <SignInNeeded labelKey={signInKey} />;
    case 'noAccess':
      return <NoAccess messageKey={availability.messageKey} role={availability.role} />;
  }
}
