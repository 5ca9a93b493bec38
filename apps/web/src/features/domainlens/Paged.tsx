import { useState, type ReactNode } from 'react';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChangeStatusSchema, type EndpointSetChange } from '@netlens/core';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { pageOf, type Filters } from '../../ui/filters';
import { useListEndpointSetChanges } from './queries';
import { Empty } from '../../ui/States';
import { VirtualTable, type Column } from '../../ui/table/VirtualTable';

/** What the endpoint manager's list pivots share: the paged table, links, badges, the change query. */

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Rows of a pivot, 100 a page, with the count and the pager. */
export function Paged<T>({
  rows,
  label,
  columns,
  rowKey,
  empty,
}: {
  rows: readonly T[];
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  // The first page again whenever the rows change.
  const [at, setAt] = useState({ rows, page: 1 });
  const page = at.rows === rows ? at.page : 1;
  const setPage = (p: number) => setAt({ rows, page: p });
  if (rows.length === 0) return <Empty text={empty} />;
  const p = pageOf(rows, page);
  return (
    <>
      <Body1 role="status">{t('domainlens.list.count', { count: rows.length })}</Body1>
      <VirtualTable label={label} columns={columns} rows={p.rows} rowKey={rowKey} />
      {p.pages > 1 && (
        <nav className={styles.pager} aria-label={t('domainlens.list.pages')}>
          <Button disabled={p.page <= 1} onClick={() => setPage(p.page - 1)}>
            {t('domainlens.list.previous')}
          </Button>
          <Body1>{t('domainlens.list.page', { page: p.page, pages: p.pages })}</Body1>
          <Button disabled={p.page >= p.pages} onClick={() => setPage(p.page + 1)}>
            {t('domainlens.list.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

export const setLink = (s: { internalId: string; publicId: number | null }, text?: ReactNode) => (
  <AppLink to={`/endpoints/${s.internalId}`}>{text ?? s.publicId ?? '—'}</AppLink>
);

export function ChangeBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="outline" color={status === 'Published' ? 'success' : 'informative'}>
      {t(`domainlens.changeStatus.${status}`)}
    </Badge>
  );
}

/** The changes the filters admit; no status chosen means every status. */
export function useFilteredChanges(filters: Filters) {
  return useListEndpointSetChanges({
    instances: filters.instances,
    workloads: filters.workloads,
    statuses: filters.statuses.length > 0 ? filters.statuses : ChangeStatusSchema.options,
    search: filters.search,
  });
}

/** The columns every change list starts with: the set (by workload), and the change's status. */
export function changeColumns(t: TFunction, opts: { instanceWithWorkload?: boolean } = {}) {
  const columns: Column<EndpointSetChange>[] = [
    {
      key: 'set',
      header: t(
        opts.instanceWithWorkload ? 'domainlens.fields.workloadInstance' : 'domainlens.fields.workload',
      ),
      width: opts.instanceWithWorkload ? 'minmax(180px, 1.5fr)' : 'minmax(120px, 1fr)',
      render: (c) =>
        setLink(
          { internalId: c.endpointSetInternalId, publicId: null },
          opts.instanceWithWorkload ? `${c.workload} · ${c.instance}` : c.workload,
        ),
    },
    ...(opts.instanceWithWorkload
      ? []
      : [
          {
            key: 'instance',
            header: t('domainlens.fields.instance'),
            width: 'minmax(100px, 1fr)',
            render: (c: EndpointSetChange) => c.instance,
          },
        ]),
    {
      key: 'status',
      header: t('domainlens.fields.changeStatus'),
      width: 'minmax(150px, 1fr)',
      render: (c) => <ChangeBadge status={c.status} />,
    },
  ];
  return columns;
}
