import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';

export type DataMessageKey =
  | 'noProfile'
  | 'noData'
  | 'collectError'
  | 'fetchFailed'
  | 'noPlace'
  | 'noRange'
  | 'noAssessments'
  | 'noOutages'
  | 'noProviders';

/** One of the data messages of spec 2 §8, where its condition holds; a failed fetch offers a retry. */
export function DataMessage({
  id,
  params,
  onRetry,
}: {
  id: DataMessageKey;
  params?: Record<string, string>;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const intent = id === 'fetchFailed' || id === 'collectError' ? 'error' : 'info';
  return (
    <MessageBar intent={intent} layout="multiline" data-message={id}>
      <MessageBarBody>{t(`solutions.messages.${id}`, params)}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            {t('solutions.retry')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
