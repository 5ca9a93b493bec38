import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PrintRegular } from '@fluentui/react-icons';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { Media } from '../../ui/breakpoints';
import { ReportDownloadMenu } from './ReportDownloadMenu';
import { browserPlace } from './reportPlaces';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  meta: { margin: 0, color: tokens.colorNeutralForeground2 },
  id: {
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    [Media.narrow]: { width: '100%' },
    '@media print': { display: 'none' },
  },
});

/**
 * The report's title, when and where it was taken, its id, and (when `actions`) the Print /
 * Download / Run again actions.
 */
export function ReportHeader({ report, actions }: { report: Report; actions: boolean }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const where = browserPlace(report);
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <PageTitle>{t('report.title')}</PageTitle>
        <Body1 as="p" className={styles.meta}>
          {t(where ? 'report.takenAtPlace' : 'report.takenAt', {
            date: formatDateTime(report.dateTime, i18n.language),
            place: where,
          })}
        </Body1>
        <Caption1 className={styles.id}>{t('report.id', { id: report.id })}</Caption1>
      </div>
      {actions && (
        <div className={styles.actions}>
          <Button icon={<PrintRegular />} onClick={() => window.print()}>
            {t('report.actions.print')}
          </Button>
          <ReportDownloadMenu report={report} />
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void navigate('/')}>
            {t('report.actions.again')}
          </Button>
        </div>
      )}
    </div>
  );
}
