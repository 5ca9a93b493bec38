import { Badge, Caption1, TableCell, TableRow, Text } from '@fluentui/react-components';
import type { PartnerChangeRequest, PartnerSolution, PartnerStatus, PartnerSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatDateTime } from '../../ui/format';
import { Empty } from '../../ui/States';
import { StatusControl } from './StatusControl';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';
import { useCardStyles } from '../../ui/cardStyles';

type StatusOutcome = { ok: true; status: PartnerStatus } | { ok: false; error: unknown };

/** Summary: the figures of the providers shown, then one row per provider with its status. */
export function ProviderSummary({
  partners,
  solutions,
  pending,
  onStatusDone,
}: {
  partners: PartnerSummary[];
  solutions: PartnerSolution[];
  pending: PartnerChangeRequest[];
  onStatusDone: (name: string) => (o: StatusOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useReportStyles();
  const cards = useCardStyles();
  const n = (x: number) => formatCount(x, i18n.language);
  const figures = [
    ['providers', partners.length],
    ['awaiting', partners.filter((p) => p.status === 'AwaitingEndorsement').length],
    ['solutions', solutions.length],
    ['public', solutions.filter((s) => s.visibility === 'Public').length],
    ['pending', pending.length],
  ] as const;
  const label = t('internal.summary.table');
  return (
    <>
      <div className={cards.cards}>
        {figures.map(([k, v]) => (
          <div key={k} className={cards.card}>
            <Caption1>{t(`internal.summary.${k}`)}</Caption1>
            <Text className={styles.cardValue}>{n(v)}</Text>
          </div>
        ))}
      </div>
      {partners.length === 0 ? (
        <Empty text={t('internal.summary.empty')} />
      ) : (
        <ReportTable
          label={label}
          columnsKey="internal.summary.columns"
          columns={['provider', 'providerId', 'status', 'solutions', 'registered']}
        >
          {partners.map((p) => {
            const open = pending.filter((r) => r.partnerInternalId === p.partnerInternalId).length;
            return (
              <TableRow key={p.partnerInternalId}>
                <TableCell>
                  <div className={styles.nameCell}>
                    <Text weight="semibold">{p.name}</Text>
                    <Caption1 className={styles.muted}>{p.url}</Caption1>
                  </div>
                </TableCell>
                <TableCell>
                  <Caption1 className={styles.muted}>{p.partnerInternalId}</Caption1>
                </TableCell>
                <TableCell>
                  <StatusControl key={p.status} partner={p} onDone={onStatusDone(p.name)} />
                </TableCell>
                <TableCell>
                  <div className={styles.badges}>
                    <span className={styles.number}>{n(p.solutionCount)}</span>
                    {open > 0 && (
                      <Badge appearance="tint" color="warning">
                        {t('internal.summary.pendingCount', { count: open })}
                      </Badge>
                    )}
                  </div>
                </TableCell>
                <TableCell>
                  <div className={styles.nameCell}>
                    <span>{formatDateTime(p.registeredAt, i18n.language)}</span>
                    <Caption1 className={styles.muted}>{p.registeredEmail}</Caption1>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </ReportTable>
      )}
    </>
  );
}
