import {
  Button,
  TableCell,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DeleteRegular,
  GlobeRegular,
  LockClosedRegular,
  OpenRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import type { ReportSort, ReportSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { useA11yStyles } from '../../ui/a11y';
import { SortHeaderCell } from '../../ui/table/SortHeaderCell';
import { SortableTable } from '../../ui/table/SortableTable';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  // Narrow screens keep date, place, latency and the actions; sharing shows on the report itself.
  optional: { '@media (max-width: 600px)': { display: 'none' } },
  sharing: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  link: { color: tokens.colorBrandForegroundLink },
});

interface Props {
  kind: 'owned' | 'received';
  items: ReportSummary[];
  sort: ReportSort;
  order: 'asc' | 'desc';
  onSort: (column: ReportSort) => void;
  onRemove: (item: ReportSummary) => void;
}

/** The history table: sortable date, location and latency; open and delete per row. */
export function ReportTable({ kind, items, sort, order, onSort, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const a11y = useA11yStyles();
  const navigate = useNavigate();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const header = (column: ReportSort, key: string) => (
    <SortHeaderCell
      direction={sort === column ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      onSort={() => onSort(column)}
      sortLabel={t('history.sortBy', { column: t(key) })}
    >
      {t(key)}
    </SortHeaderCell>
  );
  return (
    <SortableTable
      className={styles.table}
      label={t(kind === 'owned' ? 'history.owned' : 'history.received')}
      header={
        <>
          {header('dateTime', 'history.date')}
          {header('city', 'history.location')}
          {header('measuredLatency', 'history.latency')}
          <TableHeaderCell className={styles.optional}>
            {t(kind === 'owned' ? 'history.sharing' : 'history.owner')}
          </TableHeaderCell>
          <TableHeaderCell>
            <span className={a11y.visuallyHidden}>{t('history.actions')}</span>
          </TableHeaderCell>
        </>
      }
    >
      {items.map((r) => (
        <TableRow key={r.id}>
          <TableCell>
            <Link className={styles.link} to={`/report/${r.id}`}>
              {date.format(new Date(r.dateTime))}
            </Link>
          </TableCell>
          <TableCell>{[r.city, r.country].filter(Boolean).join(', ')}</TableCell>
          <TableCell>{t('history.latencyValue', { value: Math.round(r.measuredLatency) })}</TableCell>
          <TableCell className={styles.optional}>
            {kind === 'received' ? (
              r.ownerName
            ) : (
              <span className={styles.sharing}>
                {r.isPublic ? (
                  <GlobeRegular aria-hidden />
                ) : r.receivers > 0 ? (
                  <PeopleRegular aria-hidden />
                ) : (
                  <LockClosedRegular aria-hidden />
                )}
                {r.isPublic
                  ? t('history.public')
                  : r.receivers > 0
                    ? t('history.sharedWith', { count: r.receivers })
                    : t('history.private')}
              </span>
            )}
          </TableCell>
          <TableCell>
            <div className={styles.actions}>
              <Tooltip content={t('history.open')} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<OpenRegular />}
                  onClick={() => void navigate(`/report/${r.id}`)}
                />
              </Tooltip>
              <Tooltip
                content={t(kind === 'owned' ? 'history.delete' : 'history.remove')}
                relationship="label"
              >
                <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onRemove(r)} />
              </Tooltip>
            </div>
          </TableCell>
        </TableRow>
      ))}
    </SortableTable>
  );
}
