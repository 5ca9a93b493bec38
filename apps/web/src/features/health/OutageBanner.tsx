import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Incident, NetworkHealth } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatDateTime } from '../../ui/format';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  message: { whiteSpace: 'pre-line', margin: 0, overflowWrap: 'anywhere' },
  when: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const intentOf = (s: Incident['severity']) =>
  s === 'outage' ? 'error' : s === 'degraded' ? 'warning' : 'info';

/** The outage banner (outage flag) and each open incident an administrator announced. */
export function OutageBanner({ outage }: { outage: NetworkHealth['outage'] }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  if (!outage.flag && outage.incidents.length === 0) return null;
  return (
    <div className={styles.list} role="region" aria-label={t('health.outage.region')}>
      {outage.flag && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('health.outage.title')}</MessageBarTitle>
            {t('health.outage.message')}
          </MessageBarBody>
        </MessageBar>
      )}
      {outage.incidents.map((i) => (
        <MessageBar key={i.id} intent={intentOf(i.severity)} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{i.title}</MessageBarTitle>
            {i.message && <p className={styles.message}>{i.message}</p>}
            <span className={styles.when}>
              {t(`health.severity.${i.severity}`)} ·{' '}
              {t('health.outage.since', { date: formatDateTime(i.startedAt, i18n.language) })}
            </span>
          </MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
