import { Badge, TableCell, TableRow } from '@fluentui/react-components';
import type { PartnerSolution, PartnerSummary } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/AppLink';
import { Empty } from '../domainlens/States';
import { solutionDetailsPath } from './solutionLink';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';

/** Details: every solution of the providers shown, with its provider's status and its link to the details page. */
export function SolutionDetails({
  solutions,
  partners,
}: {
  solutions: PartnerSolution[];
  partners: PartnerSummary[];
}) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  if (solutions.length === 0) return <Empty text={t('internal.details.empty')} />;
  const statusOf = new Map(partners.map((p) => [p.partnerInternalId, p.status]));
  const label = t('internal.details.table');
  return (
    <ReportTable
      label={label}
      columnsKey="internal.details.columns"
      columns={['solution', 'provider', 'status', 'type', 'visibility']}
    >
      {solutions.map((s) => {
        const status = statusOf.get(s.partnerInternalId);
        return (
          <TableRow key={s.id}>
            <TableCell>
              <AppLink to={solutionDetailsPath(s.id)}>{s.name}</AppLink>
            </TableCell>
            <TableCell className={styles.muted}>{s.partnerName}</TableCell>
            <TableCell>{status ? t(`partners.status.${status}`) : ''}</TableCell>
            <TableCell>{t(`partners.types.${s.type}`)}</TableCell>
            <TableCell>
              <div className={styles.badges}>
                <span>{t(`partners.visibility.${s.visibility}`)}</span>
                {s.isContributed && (
                  <Badge appearance="tint" color="brand">
                    {t('partners.solutions.contributed')}
                  </Badge>
                )}
                {s.hasPendingChange && (
                  <Badge appearance="tint" color="warning">
                    {t('partners.solutions.pending')}
                  </Badge>
                )}
              </div>
            </TableCell>
          </TableRow>
        );
      })}
    </ReportTable>
  );
}
