import { SearchRegular, WifiWarningRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router';
import { LoadingState } from '../../ui/LoadingState';
import { ApiError } from '../../lib/api';
import { ReportMessage } from '../../ui/ReportMessage';
import { CopilotResultView } from './CopilotResultView';
import { useReadCopilotTestReport } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route /copilot/:runId (multi-tenant only): a stored Copilot result, or a message for a bad or unknown id. */
export function CopilotResultPage() {
  const { runId = '' } = useParams();
  if (!UUID.test(runId)) return <ReportMessage kind="copilot.invalidId" />;
  return <LoadedResult key={runId} runId={runId} />;
}

function LoadedResult({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const report = useReadCopilotTestReport(runId);
  if (report.isPending) return <LoadingState label={t('copilot.result.loading')} />;
  if (report.isError) {
    const notFound = report.error instanceof ApiError && report.error.status === 404;
    return notFound ? (
      <ReportMessage kind="copilot.notFound" icon={SearchRegular} />
    ) : (
      <ReportMessage
        kind="copilot.loadError"
        icon={WifiWarningRegular}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <CopilotResultView report={report.data} />;
}
