import { LoadingState } from '../../ui/LoadingState';
import { REPORT_TEMP_ID, ReportIdSchema } from '@netlens/core';
import { SearchRegular, WifiWarningRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useReadReport } from './queries';
import { ReportMessage } from '../../ui/ReportMessage';
import { ReportView } from './ReportView';
import { RunningReport } from './RunningReport';

function LoadedReport({ id }: { id: string }) {
  const { t } = useTranslation();
  const report = useReadReport(id, true);
  if (report.isPending) return <LoadingState label={t('report.loading')} />;
  if (report.isError) {
    const notFound = report.error instanceof ApiError && report.error.status === 404;
    return notFound ? (
      <ReportMessage kind="report.notFound" icon={SearchRegular} />
    ) : (
      <ReportMessage
        kind="report.loadError"
        icon={WifiWarningRegular}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <ReportView report={report.data} />;
}

/** Route /report/:reportId: the running test ('temp'), a message for a bad or unknown id, or the report. */
export function ReportPage() {
  const { reportId = '' } = useParams();
  if (reportId === REPORT_TEMP_ID) return <RunningReport />;
  if (!ReportIdSchema.safeParse(reportId).success) return <ReportMessage kind="report.invalidId" />;
  return <LoadedReport key={reportId} id={reportId} />;
}
