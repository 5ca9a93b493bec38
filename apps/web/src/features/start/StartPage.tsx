import { useEffect } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { afterPaint } from '../../lib/idle';
import { Navigate, useLocation } from 'react-router';
import { prepareReport, ReportRehearsal } from '../connectivity';
import { CopilotPreviewLink } from './CopilotPreviewLink';
import { StartDescription } from './StartDescription';
import { StartForm } from './StartForm';
import { reportIdParam } from './validation';
import { WrongRouteHint } from './WrongRouteHint';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1080px' },
  title: { margin: 0 },
});

/**
 * The network test start page (route '/'); also rendered for unknown paths, with a hint.
 * `?reportid=<id>` sends the visitor to that report instead.
 */
export function StartPage({ unknownRoute = false }: { unknownRoute?: boolean }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const { search } = useLocation();
  const reportId = unknownRoute ? null : reportIdParam(search);
  useEffect(() => afterPaint(() => prepareReport(i18n.language)), [i18n.language]);
  if (reportId) return <Navigate to={`/report/${encodeURIComponent(reportId)}`} replace />;
  return (
    <div className={styles.page}>
      {unknownRoute && <WrongRouteHint />}
      <Title1 as="h1" className={styles.title}>
        {t('start.title')}
      </Title1>
      <StartDescription />
      <CopilotPreviewLink />
      <StartForm />
      <ReportRehearsal />
    </div>
  );
}
