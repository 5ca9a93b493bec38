import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../ui/States';
import { formatCount } from '../../ui/format';
import { DataTable } from '../../ui/table/DataTable';
import { DataMessage } from './Messages';
import { usePerformanceLatest } from './queries';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { HiddenReasonText, placeName } from './values';

/** #tenants: how many customer organisations each city's values cover, where they may be shown. */
export function TenantsTab({ solutionId }: { solutionId: string }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const latest = usePerformanceLatest(solutionId, 'City');
  if (latest.isError) return <DataMessage id="fetchFailed" onRetry={() => void latest.refetch()} />;
  if (latest.isPending) return <Loading label={t('solutions.loading')} />;
  if (latest.data.length === 0) return <DataMessage id="noPlace" />;
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('solutions.tenants.note')}</p>
      <DataTable
        label={t('solutions.tenants.title')}
        columns={[t('solutions.metric.place'), t('solutions.metric.organizations')]}
        rows={latest.data.map((p) => ({
          key: `${p.country}|${p.state}|${p.city}`,
          cells: [
            placeName(p, t('solutions.global')),
            p.hiddenReason ? (
              <HiddenReasonText key="h" reason={p.hiddenReason} />
            ) : (
              formatCount(p.organizationCount, i18n.language)
            ),
          ],
        }))}
      />
    </div>
  );
}
