import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Loading } from '../domainlens/States';
import { TableScroll } from '../partners/TableScroll';
import { formatCount } from '../../ui/format';
import { DataMessage } from './Messages';
import { useLatest } from './queries';
import { useSolutionStyles } from './styles';
import { HiddenReasonText, placeName } from './values';

/** #tenants: how many customer organisations each city's values cover, where they may be shown. */
export function TenantsTab({ solutionId }: { solutionId: string }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const latest = useLatest(solutionId, 'City');
  if (latest.isError) return <DataMessage id="fetchFailed" onRetry={() => void latest.refetch()} />;
  if (latest.isPending) return <Loading label={t('solutions.loading')} />;
  if (latest.data.length === 0) return <DataMessage id="noPlace" />;
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('solutions.tenants.note')}</p>
      <TableScroll label={t('solutions.tenants.title')}>
        <Table className={styles.table} aria-label={t('solutions.tenants.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('solutions.metric.place')}</TableHeaderCell>
              <TableHeaderCell>{t('solutions.metric.organizations')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {latest.data.map((p) => (
              <TableRow key={`${p.country}|${p.state}|${p.city}`}>
                <TableCell>{placeName(p, t('solutions.global'))}</TableCell>
                <TableCell>
                  {p.hiddenReason ? (
                    <HiddenReasonText reason={p.hiddenReason} />
                  ) : (
                    formatCount(p.organizationCount, i18n.language)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </div>
  );
}
