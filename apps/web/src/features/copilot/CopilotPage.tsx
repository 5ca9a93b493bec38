import { useCallback, useEffect, useRef } from 'react';
import { Badge, Body1, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { CopilotTestReport } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { CopilotStepList } from './CopilotSteps';
import { ErrorTrace } from './ErrorTrace';
import { AutoStartRow } from './AutoStartSwitch';
import { readAutoStart } from './storage';
import { useCopilotRun } from './useCopilotRun';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '880px' },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  intro: { margin: 0, maxWidth: '70ch' },
  checks: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 500px)': { padding: tokens.spacingHorizontalL },
  },
  status: { color: tokens.colorNeutralForeground2 },
});

/** Route /copilot (multi-tenant only): runs the Copilot connectivity test and opens its results. */
export function CopilotPage() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  // A run that finishes after the visitor left the page is stored, but does not pull them back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const onFinished = useCallback(
    (report: CopilotTestReport) => {
      if (mounted.current) void navigate(`/copilot/${report.runId}`);
    },
    [navigate],
  );
  const { state, start } = useCopilotRun(i18n.language, onFinished);
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || !readAutoStart()) return;
    autoStarted.current = true;
    start();
  }, [start]);
  const running = state.status === 'InProgress';
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <PageTitle>{t('copilot.title')}</PageTitle>
        <Badge appearance="tint" color="brand">
          {t('copilot.preview')}
        </Badge>
      </div>
      <Body1 as="p" className={styles.intro}>
        {t('copilot.intro')}
      </Body1>
      <ul className={styles.checks}>
        <li>{t('copilot.checks.connectivity')}</li>
        <li>{t('copilot.checks.webSocket')}</li>
        <li>{t('copilot.checks.latency')}</li>
      </ul>
      <section className={styles.panel} aria-label={t('copilot.runLabel')}>
        <AutoStartRow>
          <Button appearance="primary" size="large" icon={<PlayRegular />} disabled={running} onClick={start}>
            {state.status === 'Failed' ? t('copilot.retry') : t('copilot.start')}
          </Button>
        </AutoStartRow>
        <Text className={styles.status} role="status">
          {t('copilot.statusLine', { status: t(`copilot.status.${state.status}`) })}
        </Text>
        {state.status !== 'NotStarted' && <CopilotStepList status={state.status} progress={state.progress} />}
        {state.status === 'Failed' && state.trace && (
          <TitledMessageBar intent="error" title={t('copilot.failed.title')}>
            {t('copilot.failed.message')}
          </TitledMessageBar>
        )}
        {state.status === 'Failed' && state.trace && <ErrorTrace trace={state.trace} />}
      </section>
    </div>
  );
}
