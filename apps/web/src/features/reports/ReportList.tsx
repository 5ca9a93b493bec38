import { useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronLeftRegular,
  ChevronRightRegular,
  DocumentSearchRegular,
  WifiWarningRegular,
} from '@fluentui/react-icons';
import type { ReportSort, ReportSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { useStateStyles } from '../../ui/states.styles';
import { useRemoveReport, useReports } from './queries';
import { RemoveDialog } from './RemoveDialog';
import { ReportTable } from './ReportTable';

/** Rows per history page. */
export const HISTORY_PAGE_SIZE = 10;

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
  },
});

/** One tab of the history: loading, error, empty state, or the table with paging. */
export function ReportList({ kind }: { kind: 'owned' | 'received' }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const states = useStateStyles();
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ sort: ReportSort; order: 'asc' | 'desc' }>({
    sort: 'dateTime',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<ReportSummary | null>(null);
  const list = useReports(kind, { ...sort, page, pageSize: HISTORY_PAGE_SIZE });
  const remove = useRemoveReport(kind);

  if (list.isPending) return <Spinner label={t('history.loading')} />;
  if (list.isError) {
    return (
      <section className={states.empty} role="alert">
        <WifiWarningRegular className={states.emptyIcon} aria-hidden />
        <Body1 as="p">{t('history.loadFailed')}</Body1>
        <Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>
      </section>
    );
  }
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  if (total === 0) {
    return (
      <section className={states.empty}>
        <DocumentSearchRegular className={states.emptyIcon} aria-hidden />
        <Body1 as="p">{t(kind === 'owned' ? 'history.emptyOwned' : 'history.emptyReceived')}</Body1>
        {kind === 'owned' && (
          <Button appearance="primary" onClick={() => void navigate('/')}>
            {t('history.runTest')}
          </Button>
        )}
      </section>
    );
  }
  const onSort = (column: ReportSort) =>
    setSort((s) => ({ sort: column, order: s.sort === column && s.order === 'desc' ? 'asc' : 'desc' }));
  return (
    <>
      <ReportTable
        kind={kind}
        items={items}
        sort={sort.sort}
        order={sort.order}
        onSort={onSort}
        onRemove={(r) => (remove.reset(), setRemoving(r))}
      />
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('history.pageOf', { page, pages })}>
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={t('history.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <Body1 aria-live="polite">{t('history.pageOf', { page, pages })}</Body1>
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={t('history.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      )}
      <RemoveDialog
        kind={kind}
        item={removing}
        busy={remove.isPending}
        failed={remove.isError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              if (items.length === 1 && page > 1) setPage(page - 1);
            },
          });
        }}
      />
    </>
  );
}
