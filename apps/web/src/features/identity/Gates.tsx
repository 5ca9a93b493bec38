import { useEffect, type ReactNode } from 'react';
import { Title2 } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../app/LoadingState';
import { useShell } from '../../app/ShellContext';
import { useStateStyles } from '../../app/states.styles';
import type { SessionState } from '../../app/session';
import { startSignIn } from './signInActions';

/** The no-access message for a signed-in user without the right (spec §6). */
export function NoAccess({ messageKey = 'identity.noAccess' }: { messageKey?: string }) {
  const { t } = useTranslation();
  const styles = useStateStyles();
  return (
    <div className={styles.center}>
      <section className={styles.empty} aria-labelledby="no-access-title">
        <LockClosedRegular className={styles.emptyIcon} aria-hidden />
        <Title2 as="h1" id="no-access-title" className={styles.heading}>
          {t(messageKey)}
        </Title2>
      </section>
    </div>
  );
}

/**
 * A gated page: signed-out visitors are sent to sign-in (back here afterwards); signed-in users
 * without the right see the no-access message.
 */
export function RequireSignIn({
  allowed = () => true,
  noAccessKey,
  children,
}: {
  allowed?: (session: SessionState) => boolean;
  noAccessKey?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { session } = useShell();
  const signedIn = session.signedIn;
  useEffect(() => {
    if (!signedIn && session.status === 'NotSignedIn') startSignIn();
  }, [signedIn, session.status]);
  if (!signedIn) return <LoadingState label={t('identity.signInRequired')} />;
  if (!allowed(session)) return <NoAccess messageKey={noAccessKey} />;
  return <>{children}</>;
}
