import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../ui/lazyComponent';
import { useReadSession } from './queries';

// The alerts themselves are a chunk of their own: they show only when sign-in went wrong.
const IdentityAlerts = lazyComponent(
  () => import('./IdentityAlerts'),
  (m) => m.IdentityAlerts,
);

/** Seconds before the session is tried again after the token alert was cancelled (spec §9). */
export const TOKEN_COOL_DOWN_MS = 10_000;

/**
 * Alerts of sign-in: a sign-in that came back with an error, and the session that could not be
 * loaded after 5 attempts ('Get access token failed, refresh'; cancel waits 10 s, then retries).
 */
export function IdentityNotices({ signInEnabled }: { signInEnabled: boolean }) {
  const [params, setParams] = useSearchParams();
  const session = useReadSession(signInEnabled);
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => {
      setCoolingDown(false);
      void session.refetch();
    }, TOKEN_COOL_DOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown, session]);

  const signInError = params.get('signInError');
  const dismissError = () =>
    setParams(
      (p) => {
        p.delete('signInError');
        return p;
      },
      { replace: true },
    );
  const tokenFailed = signInEnabled && session.isError && !session.isFetching && !coolingDown;
  if (!signInError && !tokenFailed) return null;
  return (
    <Suspense fallback={null}>
      <IdentityAlerts.Component
        signInError={Boolean(signInError)}
        tokenFailed={tokenFailed}
        onDismiss={dismissError}
        onRefresh={() => void session.refetch()}
        onCancel={() => setCoolingDown(true)}
      />
    </Suspense>
  );
}
