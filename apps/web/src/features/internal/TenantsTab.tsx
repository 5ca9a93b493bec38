import { useState } from 'react';
import { Body1, TableCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { formatCount } from '../../ui/format';
import { Empty, LoadError, Loading } from '../../ui/States';
import { PickerField } from './PickerField';
import { usePartnerSolutionListAll, useInternalSolutionTenants } from './queries';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';

/**
 * #tenants (staff only): the customer organisations whose reports were attributed to a solution,
 * by number of reports; visitors who were not signed in are only counted.
 */
export function TenantsTab({ provider }: { provider: string }) {
  const { t, i18n } = useTranslation();
  const styles = useReportStyles();
  const solutions = usePartnerSolutionListAll();
  const [picked, setPicked] = useState('');
  const list = solutions.data ?? [];
  const solutionId = picked || (list.find((s) => s.partnerInternalId === provider) ?? list[0])?.id || '';
  const tenants = useInternalSolutionTenants(solutionId);
  const n = (x: number) => formatCount(x, i18n.language);

  if (solutions.isPending) return <Loading label={t('internal.loading')} />;
  if (solutions.isError)
    return <LoadError error={solutions.error} onRetry={() => void solutions.refetch()} />;
  if (list.length === 0) return <Empty text={t('internal.details.empty')} />;

  let body;
  if (tenants.isPending) body = <Loading label={t('internal.tenants.loading')} />;
  else if (tenants.isError) body = <LoadError error={tenants.error} onRetry={() => void tenants.refetch()} />;
  else {
    const d = tenants.data;
    body = (
      <>
        {d.tenants.length === 0 ? (
          <Empty text={t('internal.tenants.empty', { name: d.solutionName })} />
        ) : (
          <ReportTable
            label={t('internal.tenants.table', { name: d.solutionName })}
            columnsKey="internal.tenants.columns"
            columns={['organization', 'tenantId', 'domains', 'samples', 'months']}
          >
            {d.tenants.map((o) => (
              <TableRow key={o.orgId}>
                <TableCell>{o.name}</TableCell>
                <TableCell className={styles.muted}>{o.tenantId}</TableCell>
                <TableCell className={styles.muted}>{o.domains.join(', ')}</TableCell>
                <TableCell className={styles.number}>{n(o.sampleCount)}</TableCell>
                <TableCell className={styles.number}>
                  {o.firstMonth === o.lastMonth ? o.firstMonth : `${o.firstMonth} – ${o.lastMonth}`}
                </TableCell>
              </TableRow>
            ))}
          </ReportTable>
        )}
        {d.anonymousSamples > 0 && (
          <Body1 className={styles.muted}>
            {t('internal.tenants.anonymous', {
              samples: n(d.anonymousSamples),
              networks: n(d.anonymousNetworks),
            })}
          </Body1>
        )}
      </>
    );
  }
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <PickerField
          label={t('internal.tenants.solution')}
          value={solutionId}
          onChange={setPicked}
          options={list.map((s) => ({
            value: s.id,
            label: t('internal.tenants.option', { solution: s.name, provider: s.partnerName }),
          }))}
        />
      </div>
      <Body1>{t('internal.tenants.lead')}</Body1>
      {body}
    </div>
  );
}
