import { Button, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from '../lib/i18n';
import { localizedApiError } from '../lib/apiErrorText';
import { BareShell } from './BareShell';
import { useStateStyles } from '../ui/states.styles';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '../ui/MessageBar';

interface ConfigErrorProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** Full-page error when the runtime configuration cannot load; shows the ApiError and a retry. */
export function ConfigError({ error, retrying, onRetry }: ConfigErrorProps) {
  const { t } = useTranslation();
  const styles = useStateStyles();
  const serverText = localizedApiError(error, t);
  return (
    <BareShell>
      <div className={styles.panel}>
        <MessageBar intent="error" layout="multiline" politeness="assertive">
          <MessageBarBody>
            <MessageBarTitle>{t('shell.configError.title')}</MessageBarTitle>
            {serverText && <p>{serverText}</p>}
            <p>{t('shell.configError.message')}</p>
            <Text as="p" className={styles.detail}>
              {error.message}
            </Text>
          </MessageBarBody>
          <MessageBarActions>
            <Button
              appearance="primary"
              icon={<ArrowClockwiseRegular />}
              disabled={retrying}
              onClick={onRetry}
            >
              {t('shell.configError.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    </BareShell>
  );
}
