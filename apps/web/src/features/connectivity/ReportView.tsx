import { useId } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { CopilotSummaryCard } from '../copilot';
import { AdvancedTestPanel, AdvancedTestView, type LiveRunView } from '../livetest';
import { FallbackNotice } from './FallbackNotice';
import { ReportDetails } from './ReportDetails';
import { ReportHeader } from './ReportHeader';
import { ReportSharingBar, SignInOffer } from '../reports';
import { ReportSummary } from './ReportSummary';
import { useRunFallback } from '../../run/runStore';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import './print.css';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    maxWidth: '1080px',
    '@media print': { maxWidth: 'none', gap: tokens.spacingVerticalL },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
});

/** The advanced test as a fresh report first shows it: its run still being prepared. */
const rehearsalLive: LiveRunView = {
  phase: 'WaitingDownloadRichClient',
  run: null,
  received: new Set(),
  message: null,
  failure: null,
  connected: false,
  acted: () => {},
  retry: () => {},
};

/**
 * A loaded report: header, notices, Summary and Details. A rehearsal (see ReportRehearsal) leaves
 * out what talks to the server: of saving and sharing only the sign-in offer shows, Copilot goes,
 * the advanced test only shows. The header's title, time and place (the page's heading) are drawn
 * first, on their own, and the header's actions and the rest once that has been painted, so a
 * finished test's report is on screen at once.
 */
export function ReportView({ report, rehearsal = false }: { report: Report; rehearsal?: boolean }) {
  const styles = useStyles();
  const painted = useAfterFirstPaint();
  return (
    <article className={styles.root}>
      <ReportHeader report={report} actions={painted} />
      {painted && <ReportBody report={report} rehearsal={rehearsal} />}
    </article>
  );
}

/** Everything below the header; the details table, below the fold, follows after its first paint. */
function ReportBody({ report, rehearsal }: { report: Report; rehearsal: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const fallback = useRunFallback(report.id);
  const summaryId = useId();
  const detailsId = useId();
  const painted = useAfterFirstPaint();
  return (
    <>
      {rehearsal ? <SignInOffer onSignIn={() => {}} /> : <ReportSharingBar reportId={report.id} />}
      {fallback && <FallbackNotice failure={fallback} />}
      {rehearsal ? (
        <AdvancedTestView report={report} live={rehearsalLive} />
      ) : (
        <AdvancedTestPanel report={report} />
      )}
      {!rehearsal && <CopilotSummaryCard />}
      <section className={styles.section} aria-labelledby={summaryId}>
        <Title2 as="h2" id={summaryId} className={styles.heading}>
          {t('report.summary')}
        </Title2>
        <ReportSummary report={report} />
      </section>
      <section className={styles.section} aria-labelledby={detailsId}>
        <Title2 as="h2" id={detailsId} className={styles.heading}>
          {t('report.details')}
        </Title2>
        {painted && <ReportDetails report={report} />}
      </section>
    </>
  );
}
