import { Body1, TableCell, TableRow } from '@fluentui/react-components';
import type { PartnerSolution, PartnerSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { Empty, LoadError, Loading } from '../../ui/States';
import { usePartnerList, usePartnerSolutionListAll } from './queries';
import { SolutionLink } from './SolutionLink';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';
import { PageTitle } from '../../ui/PageTitle';

/** One row per solution, and one for each provider without any: the earlier report's single table. */
function rowsOf(
  partners: PartnerSummary[],
  solutions: PartnerSolution[],
): { p: PartnerSummary; s: PartnerSolution | null }[] {
  const rows: { p: PartnerSummary; s: PartnerSolution | null }[] = [];
  for (const p of partners) {
    const own = solutions.filter((s) => s.partnerInternalId === p.partnerInternalId);
    if (own.length === 0) rows.push({ p, s: null });
    for (const s of own) rows.push({ p, s });
  }
  return rows;
}

/**
 * The legacy internal report (`/partner/*` while the newInternalPortal flag is off): the same
 * providers and solutions in one read-only table, with the way to the new report.
 */
export function LegacyReport() {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const partners = usePartnerList();
  const solutions = usePartnerSolutionListAll();
  let body;
  if (partners.isPending || solutions.isPending) body = <Loading label={t('internal.loading')} />;
  else if (partners.isError)
    body = <LoadError error={partners.error} onRetry={() => void partners.refetch()} />;
  else if (solutions.isError)
    body = <LoadError error={solutions.error} onRetry={() => void solutions.refetch()} />;
  else if (partners.data.length === 0) body = <Empty text={t('internal.summary.empty')} />;
  else {
    const label = t('internal.legacy.table');
    body = (
      <ReportTable
        label={label}
        columnsKey="internal.legacy.columns"
        columns={['provider', 'status', 'solution', 'type', 'visibility']}
        size="small"
      >
        {rowsOf(partners.data, solutions.data).map(({ p, s }) => (
          <TableRow key={s?.id ?? p.partnerInternalId}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{t(`partners.status.${p.status}`)}</TableCell>
            <TableCell>
              {s ? (
                <SolutionLink solutionId={s.id}>{s.name}</SolutionLink>
              ) : (
                <span className={styles.muted}>{t('internal.legacy.noSolution')}</span>
              )}
            </TableCell>
            <TableCell>{s ? t(`partners.types.${s.type}`) : ''}</TableCell>
            <TableCell>{s ? t(`partners.visibility.${s.visibility}`) : ''}</TableCell>
          </TableRow>
        ))}
      </ReportTable>
    );
  }
  return (
    <div className={styles.root}>
      <PageTitle>{t('internal.title')}</PageTitle>
      <Body1>
        {t('internal.legacy.lead')} <AppLink to="/vnext/partner">{t('internal.legacy.toNew')}</AppLink>
      </Body1>
      {body}
    </div>
  );
}
