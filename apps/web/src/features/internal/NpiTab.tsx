import { useState } from 'react';
import { Caption1, TableCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs } from '../../ui/format';
import { Empty, LoadError, Loading } from '../../ui/States';
import { PlacePicker, World, type Place } from './PlacePicker';
import { usePerformanceNpi } from './queries';
import { ReportTable } from './ReportTable';
import { SolutionLink } from './SolutionLink';
import { useReportStyles } from './styles';

const one = (lang: string, x: number | null) =>
  x === null ? '—' : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(x);

/** #npi: the monthly network provider index of a place, its providers ranked (npiMonthly flag). */
export function NpiTab() {
  const { t, i18n } = useTranslation();
  const styles = useReportStyles();
  const [place, setPlace] = useState<Place>(World);
  const npi = usePerformanceNpi(place);
  const lang = i18n.language;
  const label = t('internal.npi.table');
  let body;
  if (npi.isPending) body = <Loading label={t('internal.npi.loading')} />;
  else if (npi.isError) body = <LoadError error={npi.error} onRetry={() => void npi.refetch()} />;
  else if (npi.data.items.length === 0) body = <Empty text={t('internal.npi.empty')} />;
  else
    body = (
      <>
        {npi.data.periodStart && (
          <Caption1 className={styles.muted}>
            {t('internal.npi.month', { month: npi.data.periodStart })}
          </Caption1>
        )}
        <ReportTable
          label={label}
          columnsKey="internal.npi.columns"
          wide
          columns={[
            'rank',
            'solution',
            'provider',
            'npi',
            'latency',
            'availability',
            'connectedness',
            'samples',
          ]}
        >
          {npi.data.items.map((r) => (
            <TableRow key={r.solutionId}>
              <TableCell className={styles.number}>{r.rank}</TableCell>
              <TableCell>
                <SolutionLink solutionId={r.solutionId}>{r.solutionName}</SolutionLink>
              </TableCell>
              <TableCell className={styles.muted}>{r.partnerName}</TableCell>
              <TableCell className={styles.number}>{one(lang, r.npi)}</TableCell>
              <TableCell className={styles.number}>
                {r.latencyMs === null ? '—' : formatMs(r.latencyMs, lang)}
              </TableCell>
              <TableCell className={styles.number}>{one(lang, r.availability)}</TableCell>
              <TableCell className={styles.number}>{one(lang, r.connectedness)}</TableCell>
              <TableCell className={styles.number}>{formatCount(r.sampleCount, lang)}</TableCell>
            </TableRow>
          ))}
        </ReportTable>
      </>
    );
  return (
    <div className={styles.section}>
      <PlacePicker place={place} onChange={setPlace} />
      {body}
    </div>
  );
}
