import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { MessageBar, MessageBarBody } from '../../ui/MessageBar';

/** Tells the visitor the address they asked for does not exist, with a link back to the start. */
export function WrongRouteHint() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {t('shell.wrongRoute.message')} <AppLink to="/">{t('shell.wrongRoute.link')}</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
