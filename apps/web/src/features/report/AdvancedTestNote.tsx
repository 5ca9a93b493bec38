import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Explains that the advanced rows come with the downloadable advanced client (not available yet). */
export function AdvancedTestNote() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" layout="multiline" data-print="keep">
      <MessageBarBody>
        <MessageBarTitle>{t('report.advanced.title')}</MessageBarTitle>
        {t('report.advanced.message')}
      </MessageBarBody>
    </MessageBar>
  );
}
