import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ocdiMessage, type OcdiIssue } from '@netlens/core';
import { useTranslation } from '../../../lib/i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  badge: { flexShrink: 0 },
  text: { overflowWrap: 'anywhere', minWidth: 0 },
  ok: { color: tokens.colorNeutralForeground2 },
});

const look = {
  error: { color: 'danger', key: 'fqdns.ocdi.error' },
  warning: { color: 'warning', key: 'fqdns.ocdi.warning' },
  review: { color: 'informative', key: 'fqdns.ocdi.needsReview' },
} as const;

/** Each rule the association breaks, as it is typed: refusals, warnings and names for review. */
export function OcdiChecks({ issues }: { issues: OcdiIssue[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (issues.length === 0) return <Body1 className={styles.ok}>{t('fqdns.ocdi.noIssues')}</Body1>;
  return (
    <ul className={styles.list} aria-live="polite">
      {issues.map((i) => {
        const [key, params] = ocdiMessage(i);
        return (
          <li key={i.rule} className={styles.item} data-rule={i.rule} data-severity={i.severity}>
            <Badge className={styles.badge} appearance="tint" color={look[i.severity].color}>
              {t(look[i.severity].key)}
            </Badge>
            <Body1 className={styles.text}>{t(key, params)}</Body1>
          </li>
        );
      })}
    </ul>
  );
}
