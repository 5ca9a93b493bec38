import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LoadingState } from '../../ui/LoadingState';
import { useShell } from '../../ui/ShellContext';
import { lazyComponent } from '../../ui/lazyComponent';
import type { NoAccessProps } from './NoAccess';
import { startSignIn } from './signInActions';

// The no-access message is a chunk of its own: most visitors never see it.
const LazyNoAccess = lazyComponent(
  () => import('./NoAccess'),
  (m) => m.NoAccess,
);

/** The no-access message (features/identity/NoAccess.tsx), loaded when first shown. */
export function NoAccess(props: NoAccessProps) {
  return (
    <Suspense fallback={null}>
      <LazyNoAccess.Component {...props} />
    </Suspense>
  );
}

/**
 * A page that needs an account, for a signed-out visitor: sign-in starts (back to this page
 * afterwards) unless a silent one is already under way; a spinner says why meanwhile.
 */
export function SignInNeeded({ labelKey = 'identity.signInRequired' }: { labelKey?: string }) {
  const { t } = useTranslation();
  const { session } = useShell();
  useEffect(() => {
    if (!session.signedIn && session.status === 'NotSignedIn') startSignIn();
  }, [session.signedIn, session.status]);
  return <LoadingState label={t(labelKey)} />;
}
