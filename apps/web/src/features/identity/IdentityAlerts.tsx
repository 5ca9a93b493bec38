import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from '../../lib/i18n';
import { MessageBar, MessageBarActions, MessageBarBody } from '../../ui/MessageBar';

interface IdentityAlertsProps {
  /** A sign-in came back with an error. */
  signInError: boolean;
  /** The session could not be loaded after every attempt. */
  tokenFailed: boolean;
  onDismiss: () => void;
  onRefresh: () => void;
  onCancel: () => void;
}

/** The alerts of sign-in (IdentityNotices decides when they show). */
export function IdentityAlerts({
  signInError,
  tokenFailed,
  onDismiss,
  onRefresh,
  onCancel,
}: IdentityAlertsProps) {
  const { t } = useTranslation();
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
                onClick={onDismiss}
              />
            }
          />
        </MessageBar>
      )}
      {tokenFailed && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{t('identity.tokenFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onRefresh}>{t('identity.refresh')}</Button>
            <Button appearance="subtle" onClick={onCancel}>
              {t('identity.cancel')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </>
  );
}
