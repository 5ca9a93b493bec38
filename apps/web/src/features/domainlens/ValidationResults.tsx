import type { ReactNode, Ref } from 'react';
import { Badge, Body1, Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { EndpointSetChange, ValidationSeverity, ValidationTestResult } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { useMessageText } from '../../ui/useMessageText';
import { useBoxStyles } from '../../ui/boxStyles';

const useStyles = makeStyles({
  tally: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)',
    '@media (max-width: 599px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  badge: { justifySelf: 'start', alignSelf: 'start' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  reason: {
    gridColumn: '2',
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground2,
    // Narrow: the reason takes the whole width under the badge and the test's name.
    '@media (max-width: 599px)': { gridColumn: '1 / -1' },
  },
  panelHead: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  panelTitle: { ...typographyStyles.subtitle2, margin: 0, overflowWrap: 'anywhere' },
});

const SeverityColor: Record<ValidationSeverity, 'danger' | 'warning' | 'success'> = {
  Blocking: 'danger',
  Warning: 'warning',
  Pass: 'success',
};
/** Failures first: blocking, then warnings, then passes, each in the tests' own order. */
const SeverityOrder: ValidationSeverity[] = ['Blocking', 'Warning', 'Pass'];

export function SeverityBadge({
  severity,
  children,
}: {
  severity: ValidationSeverity;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={SeverityColor[severity]}>
      {children ?? t(`domainlens.severity.${severity}`)}
    </Badge>
  );
}

/** How many tests ended at each severity, e.g. "Blocking: 1 · Warning: 3 · Pass: 13". */
export function Tally({ results }: { results: readonly ValidationTestResult[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={styles.tally}>
      {SeverityOrder.map((s) => ({ s, count: results.filter((r) => r.severity === s).length }))
        .filter(({ count }) => count > 0)
        .map(({ s, count }) => (
          <SeverityBadge key={s} severity={s}>
            {t('domainlens.tests.tally', { label: t(`domainlens.severity.${s}`), count })}
          </SeverityBadge>
        ))}
    </span>
  );
}

/** Each validation test of a change: its severity and the reason it gives, in the page's language. */
export function ValidationResults({ results }: { results: readonly ValidationTestResult[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const styles = useStyles();
  if (results.length === 0) return <Body1>{t('domainlens.states.emptyTests')}</Body1>;
  const sorted = [...results].sort(
    (a, b) => SeverityOrder.indexOf(a.severity) - SeverityOrder.indexOf(b.severity),
  );
  return (
    <>
      <Tally results={results} />
      <ul className={styles.list}>
        {sorted.map((r) => (
          <li key={r.test} className={styles.item}>
            <span className={styles.badge}>
              <SeverityBadge severity={r.severity} />
            </span>
            <span className={styles.name}>{t(`domainlens.tests.names.${r.test}`)}</span>
            <span className={styles.reason}>{text(r.message, r.reason)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export const TestsPanelId = 'change-tests';

/** The tests of one change, opened from its row of the #Tests pivot. */
export function TestsPanel({
  change,
  onClose,
  headingRef,
}: {
  change: EndpointSetChange;
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  return (
    <section id={TestsPanelId} className={box.section} aria-labelledby={`${TestsPanelId}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${TestsPanelId}-title`} className={styles.panelTitle} tabIndex={-1} ref={headingRef}>
          {t('domainlens.tests.panelTitle', { workload: change.workload, instance: change.instance })}
        </h2>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('domainlens.tests.close')}
          title={t('domainlens.tests.close')}
          onClick={onClose}
        />
      </div>
      <Body1>
        {t('domainlens.tests.outcome', { outcome: t(`domainlens.outcome.${change.validationOutcome}`) })}
        {' · '}
        <AppLink to={`/endpoints/${change.endpointSetInternalId}`}>{t('domainlens.tests.openSet')}</AppLink>
      </Body1>
      <ValidationResults results={change.validationTestResults} />
    </section>
  );
}
