import { useEffect } from 'react';
import { Title2 } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../app/LoadingState';
import { useShell } from '../../app/ShellContext';
import { useStateStyles } from '../../app/states.styles';
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
