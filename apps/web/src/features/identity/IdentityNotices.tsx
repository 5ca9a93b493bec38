import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from './queries';
import { MessageBar, MessageBarActions, MessageBarBody } from '../../ui/MessageBar';

/** Seconds before the session is tried again after the token alert was cancelled (spec §9). */
export const TOKEN_COOL_DOWN_MS = 10_000;

/**
 * Alerts of sign-in: a sign-in that came back with an error, and the session that could not be
 * loaded after 5 attempts ('Get access token failed, refresh'; cancel waits 10 s, then retries).
 */
export function IdentityNotices({ signInEnabled }: { signInEnabled: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSessionQuery(signInEnabled);
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
  return (
    <>
      {signInError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('identity.signInFailed')}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t('identity.cancel')}
                icon={<DismissRegular />}
                onClick={dismissError}
              />
            }
          />
        </MessageBar>
      )}
      {signInEnabled && session.isError && !session.isFetching && !coolingDown && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{t('identity.tokenFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void session.refetch()}>{t('identity.refresh')}</Button>
            <Button appearance="subtle" onClick={() => setCoolingDown(true)}>
              {t('identity.cancel')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </>
  );
}
