import { Suspense, useMemo, type ComponentType } from 'react';
import { Badge, Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  AssignmentStatusSchema,
  CustomerFacingStatusSchema,
  DailyTestStatusSchema,
  FqdnScopeSchema,
  GovernanceCategorySchema,
  Instances,
  type DomainLensEndpointSet,
  type EndpointSetChange,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { FilterBar } from './FilterBar';
import type { FilterList, Filters } from '../../ui/filters';
import { changeColumns, Paged, setLink, useFilteredChanges } from './Paged';
import { useListEndpointSets, useListWorkloads } from './queries';
import { LoadError, Loading } from '../../ui/States';
import { TestsPivot } from './TestsPivot';
import { PacDialog } from './PacDialog';
import { useFilters } from './useFilters';
import type { Column } from '../../ui/table/VirtualTable';
import { useHeadStyles } from '../../ui/headStyles';
import { PageTitle } from '../../ui/PageTitle';

export const Pivots = ['EndpointSet', 'Fqdn', 'Workloads', 'ChangeLog', 'Tests', 'Detail'] as const;
type Pivot = (typeof Pivots)[number];

/** The filters each pivot uses. */
const pivotFilters: Record<Pivot, FilterList[]> = {
  EndpointSet: ['instances', 'workloads', 'categories', 'publishStates'],
  Fqdn: [
    'instances',
    'workloads',
    'scopes',
    'customerFacing',
    'dailyTestStatuses',
    'assignmentStatuses',
    'deprecated',
  ],
  Detail: ['instances', 'workloads', 'categories', 'publishStates'],
  Workloads: [],
  ChangeLog: ['instances', 'workloads', 'statuses'],
  Tests: ['instances', 'workloads', 'statuses'],
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tabs: { overflowX: 'auto' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = status === 'Published' ? 'success' : status === 'Deleted' ? 'danger' : 'warning';
  return (
    <Badge appearance="tint" color={color}>
      {t(`domainlens.status.${status}`)}
    </Badge>
  );
}

function SetsPivot({ pivot, filters }: { pivot: 'EndpointSet' | 'Detail'; filters: Filters }) {
  const { t } = useTranslation();
  const sets = useListEndpointSets({
    instances: filters.instances,
    workloads: filters.workloads,
    categories: filters.categories,
    search: filters.search,
  });
  const shown = useMemo(
    () =>
      (sets.data ?? []).filter(
        (s) => filters.publishStates.length === 0 || filters.publishStates.includes(s.status),
      ),
    [sets.data, filters.publishStates],
  );
  if (sets.isPending) return <Loading label={t('domainlens.states.loading')} />;
  if (sets.isError) return <LoadError error={sets.error} onRetry={() => void sets.refetch()} />;
  type S = DomainLensEndpointSet;
  const common: Column<S>[] = [
    {
      key: 'id',
      header: t('domainlens.fields.id'),
      width: 'minmax(70px, 0.6fr)',
      render: (s) => setLink(s, s.publicId ?? t('domainlens.status.New')),
    },
    {
      key: 'instance',
      header: t('domainlens.fields.instance'),
      width: 'minmax(100px, 1fr)',
      render: (s) => s.instance,
    },
    {
      key: 'workload',
      header: t('domainlens.fields.workload'),
      width: 'minmax(110px, 1fr)',
      render: (s) => s.workloadName,
    },
    {
      key: 'category',
      header: t('domainlens.fields.category'),
      width: 'minmax(90px, 0.8fr)',
      render: (s) => t(`domainlens.category.${s.governanceCategory}`),
    },
  ];
  const status: Column<S> = {
    key: 'status',
    header: t('domainlens.fields.status'),
    width: 'minmax(140px, 1fr)',
    render: (s) => <StatusBadge status={s.status} />,
  };
  const columns: Column<S>[] =
    pivot === 'EndpointSet'
      ? [
          ...common,
          {
            key: 'fqdns',
            header: t('domainlens.fields.fqdns'),
            width: 'minmax(200px, 3fr)',
            render: (s) => s.fqdns.join(', '),
            title: (s) => s.fqdns.join('\n'),
          },
          {
            key: 'cidrs',
            header: t('domainlens.fields.cidrs'),
            width: 'minmax(160px, 2fr)',
            render: (s) => s.cidrs.join(', '),
            title: (s) => s.cidrs.join('\n'),
          },
          status,
        ]
      : [
          ...common,
          {
            key: 'ports',
            header: t('domainlens.fields.ports'),
            width: 'minmax(120px, 1fr)',
            render: (s) => ports(t, s),
          },
          {
            key: 'er',
            header: t('domainlens.fields.expressRoute'),
            width: 'minmax(90px, 0.7fr)',
            render: (s) => t(s.isExpressRoute ? 'domainlens.yes' : 'domainlens.no'),
          },
          {
            key: 'required',
            header: t('domainlens.fields.required'),
            width: 'minmax(90px, 0.7fr)',
            render: (s) => t(s.isRequired ? 'domainlens.yes' : 'domainlens.no'),
          },
          {
            key: 'description',
            header: t('domainlens.fields.publicDescription'),
            width: 'minmax(200px, 3fr)',
            render: (s) => s.publicDescription,
            title: (s) => s.publicDescription,
          },
          {
            key: 'version',
            header: t('domainlens.fields.version'),
            width: 'minmax(110px, 1fr)',
            render: (s) => s.publishedVersion ?? '—',
          },
        ];
  return (
    <Paged
      rows={shown}
      label={t(`domainlens.pivots.${pivot}`)}
      columns={columns}
      rowKey={(s) => s.internalId}
      empty={t('domainlens.states.empty')}
    />
  );
}

export function ports(
  t: (k: string, o?: Record<string, string>) => string,
  s: { tcpPorts: string; udpPorts: string },
) {
  return (
    [
      s.tcpPorts && t('domainlens.fields.tcp', { ports: s.tcpPorts }),
      s.udpPorts && t('domainlens.fields.udp', { ports: s.udpPorts }),
    ]
      .filter(Boolean)
      .join(' · ') || '—'
  );
}

/** #ChangeLog: the changes the filters admit, every status when none is chosen. */
function ChangeLogPivot({ filters }: { filters: Filters }) {
  const { t, i18n } = useTranslation();
  const changes = useFilteredChanges(filters);
  if (changes.isPending) return <Loading label={t('domainlens.states.loadingChanges')} />;
  if (changes.isError) return <LoadError error={changes.error} onRetry={() => void changes.refetch()} />;
  type C = EndpointSetChange;
  const columns: Column<C>[] = [
    ...changeColumns(t),
    {
      key: 'reason',
      header: t('domainlens.fields.changeReason'),
      width: 'minmax(200px, 3fr)',
      render: (c) => c.changeDetail.changeReason,
      title: (c) => c.changeDetail.changeReason,
    },
    {
      key: 'authors',
      header: t('domainlens.fields.authors'),
      width: 'minmax(140px, 1.5fr)',
      render: (c) => c.changeDetail.authors.join(', '),
    },
    {
      key: 'updated',
      header: t('domainlens.fields.updated'),
      width: 'minmax(160px, 1.2fr)',
      render: (c) => new Date(c.changeDetail.lastUpdatedDatetime).toLocaleString(i18n.language),
    },
  ];
  return (
    <Paged
      rows={changes.data ?? []}
      label={t('domainlens.pivots.ChangeLog')}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t('domainlens.states.emptyChanges')}
    />
  );
}

function WorkloadsPivot({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const workloads = useListWorkloads();
  const q = filters.search.toLowerCase();
  const rows = (workloads.data ?? []).filter(
    (w) =>
      !q ||
      [w.id, w.serviceAreaDisplayName, w.workloadChampName, w.workloadChampEmail].some((v) =>
        v.toLowerCase().includes(q),
      ),
  );
  if (workloads.isPending) return <Loading label={t('domainlens.states.loadingWorkloads')} />;
  if (workloads.isError)
    return <LoadError error={workloads.error} onRetry={() => void workloads.refetch()} />;
  type W = (typeof rows)[number];
  const columns: Column<W>[] = [
    { key: 'id', header: t('domainlens.fields.workload'), width: 'minmax(120px, 1fr)', render: (w) => w.id },
    {
      key: 'area',
      header: t('domainlens.fields.serviceArea'),
      width: 'minmax(160px, 1.5fr)',
      render: (w) => w.serviceAreaDisplayName || w.serviceArea,
    },
    {
      key: 'type',
      header: t('domainlens.fields.workloadType'),
      width: 'minmax(100px, 0.8fr)',
      render: (w) => t(`domainlens.workloadType.${w.workloadType}`),
    },
    {
      key: 'champ',
      header: t('domainlens.fields.champion'),
      width: 'minmax(200px, 2fr)',
      render: (w) =>
        w.workloadChampName ? `${w.workloadChampName} <${w.workloadChampEmail}>` : w.workloadChampEmail,
    },
    {
      key: 'group',
      header: t('domainlens.fields.securityGroup'),
      width: 'minmax(140px, 1fr)',
      render: (w) => w.workloadChampSecurityGroup,
    },
  ];
  return (
    <Paged
      rows={rows}
      label={t('domainlens.pivots.Workloads')}
      columns={columns}
      rowKey={(w) => w.id}
      empty={t('domainlens.states.emptyWorkloads')}
    />
  );
}

/**
 * Route /endpoints: the endpoint manager's pivots (URL hash), filters (per path, from the query
 * string) and lists. The #Fqdn pivot is the FQDN inventory (`fqdns`, built on this feature's
 * workloads and service tree), handed in by the route table as a lazy component of its own chunk.
 */
export function EndpointsPage({ FqdnPivot }: { FqdnPivot: ComponentType<{ filters: Filters }> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const head = useHeadStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useFilters();
  const workloads = useListWorkloads();
  const hash = location.hash.replace(/^#/, '');
  const pivot: Pivot = (Pivots as readonly string[]).includes(hash) ? (hash as Pivot) : 'EndpointSet';
  const opt = (values: readonly string[], prefix?: string) =>
    values.map((value) => ({ value, label: prefix ? t(`${prefix}.${value}`) : value }));
  const options: Record<FilterList, { value: string; label: string }[]> = {
    instances: opt(Instances),
    workloads: opt((workloads.data ?? []).map((w) => w.id)),
    categories: opt(GovernanceCategorySchema.options, 'domainlens.category'),
    statuses: opt(
      ['Draft', 'PendingReview', 'StagedForPublishing', 'Published', 'Deleted'],
      'domainlens.changeStatus',
    ),
    publishStates: opt(['ChangesPending', 'Published', 'Deleted'], 'domainlens.status'),
    scopes: opt(FqdnScopeSchema.options, 'fqdns.scopes'),
    customerFacing: opt(CustomerFacingStatusSchema.options, 'fqdns.customerFacing'),
    dailyTestStatuses: opt(DailyTestStatusSchema.options, 'fqdns.dailyTest'),
    assignmentStatuses: opt(AssignmentStatusSchema.options, 'fqdns.assignment'),
    deprecated: [
      { value: 'true', label: t('fqdns.yes') },
      { value: 'false', label: t('fqdns.no') },
    ],
  };
  const labels = Object.fromEntries(
    (['scopes', 'customerFacing', 'dailyTestStatuses', 'assignmentStatuses', 'deprecated'] as const).map(
      (k) => [k, t(`fqdns.filters.${k}`)],
    ),
  );
  return (
    <div className={styles.root}>
      <div className={head.head}>
        <PageTitle>{t('domainlens.title')}</PageTitle>
        <div className={styles.actions}>
          <PacDialog />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/endpoints/new')}>
            {t('domainlens.actions.new')}
          </Button>
        </div>
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={pivot}
        onTabSelect={(_, d) =>
          void navigate({ search: location.search, hash: `#${String(d.value)}` }, { replace: true })
        }
      >
        {Pivots.map((p) => (
          <Tab key={p} value={p} id={`pivot-${p}`}>
            {t(`domainlens.pivots.${p}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`pivot-${pivot}`} className={styles.panel}>
        <FilterBar
          filters={filters}
          onChange={setFilters}
          lists={pivotFilters[pivot]}
          options={options}
          labels={labels}
          searchPlaceholder={pivot === 'Fqdn' ? t('fqdns.filters.searchPlaceholder') : undefined}
        />
        {pivot === 'Fqdn' ? (
          <Suspense fallback={<Loading label={t('fqdns.list.loading')} />}>
            <FqdnPivot filters={filters} />
          </Suspense>
        ) : pivot === 'Workloads' ? (
          <WorkloadsPivot filters={filters} />
        ) : pivot === 'ChangeLog' ? (
          <ChangeLogPivot filters={filters} />
        ) : pivot === 'Tests' ? (
          <TestsPivot filters={filters} />
        ) : (
          <SetsPivot pivot={pivot} filters={filters} />
        )}
      </div>
    </div>
  );
}
