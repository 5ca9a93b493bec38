import { useMemo, useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Checkbox,
  SearchBox,
  Title2,
  Title3,
  mergeClasses,
} from '@fluentui/react-components';
import { AddRegular, FilterRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import {
  SolutionTypeSchema,
  VisibilitySchema,
  endpoints,
  type PartnerProfile,
  type PartnerSolution,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { endpointQuery } from '../../lib/endpointQuery';
import { AppLink } from '../../ui/AppLink';
import { cameFromState } from '../solutions';
import { Empty, LoadError, Loading } from '../../ui/States';
import { useRefresh } from './queries';
import { SolutionEditPanel } from './SolutionEditPanel';
import { filterSolutions, type SolutionFilter } from './solutionForm';
import { StatusBadge } from './SubmittedView';
import { usePortalStyles } from './styles';
import { DataTable } from '../../ui/table/DataTable';
import { useHeadStyles } from '../../ui/headStyles';

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** The provider's solutions: search, a filter panel (types, visibility), the edit panel, and the public list. */
export function SolutionsView({ profile }: { profile: PartnerProfile }) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const head = useHeadStyles();
  const solutions = useQuery(endpointQuery(endpoints.PartnerInputSolutionList));
  const refresh = useRefresh();
  const [filter, setFilter] = useState<SolutionFilter>({ search: '', types: [], visibilities: [] });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<PartnerSolution | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useMemo(() => filterSolutions(solutions.data ?? [], filter), [solutions.data, filter]);
  /** A check box per value of a list filter, labelled by `labels`.<value>. */
  const checks = <K extends 'types' | 'visibilities'>(
    values: readonly SolutionFilter[K][number][],
    key: K,
    labels: string,
  ) =>
    values.map((v) => (
      <Checkbox
        key={v}
        label={t(`${labels}.${v}`)}
        checked={(filter[key] as string[]).includes(v)}
        onChange={(_, d) =>
          setFilter({ ...filter, [key]: toggle(filter[key] as string[], v, d.checked === true) })
        }
      />
    ));

  return (
    <div className={styles.section}>
      <div className={head.head}>
        <div className={styles.headText}>
          <Title2 as="h2" className={styles.title}>
            {t('partners.solutions.title')}
          </Title2>
          <Body1 className={styles.muted}>
            {t('partners.solutions.providerLine', { name: profile.name, id: profile.partnerInternalId })}{' '}
            <StatusBadge status={profile.status} />
          </Body1>
        </div>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {t('partners.solutions.new')}
        </Button>
      </div>
      {notice && (
        <Body1 as="p" role="status">
          {notice}
        </Body1>
      )}
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label={t('partners.solutions.search')}
          placeholder={t('partners.solutions.search')}
          value={filter.search}
          onChange={(_, d) => setFilter({ ...filter, search: d.value })}
        />
        <Button
          icon={<FilterRegular />}
          aria-expanded={filtersOpen}
          aria-controls="pnpp-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('partners.solutions.filters')}
        </Button>
      </div>
      {filtersOpen && (
        <div id="pnpp-filters" className={styles.filters}>
          <fieldset className={mergeClasses(styles.fieldset, styles.typeGrid)}>
            <legend className={styles.legend}>{t('partners.solutions.types')}</legend>
            {checks(SolutionTypeSchema.options, 'types', 'partners.types')}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('partners.solutions.visibilities')}</legend>
            {checks(VisibilitySchema.options, 'visibilities', 'partners.visibility')}
            <Button size="small" onClick={() => setFilter({ ...filter, types: [], visibilities: [] })}>
              {t('partners.solutions.clear')}
            </Button>
          </fieldset>
        </div>
      )}
      {solutions.isPending ? (
        <Loading label={t('partners.loading')} />
      ) : solutions.isError ? (
        <LoadError error={solutions.error} onRetry={() => void solutions.refetch()} />
      ) : (solutions.data ?? []).length === 0 ? (
        <Empty text={t('partners.solutions.empty')} />
      ) : shown.length === 0 ? (
        <Empty text={t('partners.solutions.noMatch')} />
      ) : (
        <SolutionTable solutions={shown} onOpen={setEditing} />
      )}
      <OfficialSolutions />
      {editing && (
        <SolutionEditPanel
          solution={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(key) => {
            setEditing(null);
            setNotice(t(key));
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function SolutionTable({
  solutions,
  onOpen,
}: {
  solutions: PartnerSolution[];
  onOpen: (s: PartnerSolution) => void;
}) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  return (
    <DataTable
      label={t('partners.solutions.title')}
      className={styles.table}
      size="medium"
      columns={['name', 'type', 'asns', 'subnets', 'visibility', 'state'].map((k) =>
        t(`partners.solutions.${k}`),
      )}
      rows={solutions.map((s) => ({
        key: s.id,
        cells: [
          <>
            <Button
              appearance="transparent"
              aria-label={t('partners.solutions.edit', { name: s.name })}
              onClick={() => onOpen(s)}
            >
              {s.name}
            </Button>{' '}
            <AppLink
              to={`/solutions/${s.id}`}
              state={cameFromState('portal')}
              aria-label={t('partners.solutions.details', { name: s.name })}
            >
              {t('partners.solutions.performance')}
            </AppLink>
          </>,
          t(`partners.types.${s.type}`),
          { content: s.asns.join(', '), className: styles.cellList },
          { content: s.subnets.join(', '), className: styles.cellList },
          t(`partners.visibility.${s.visibility}`),
          <>
            {s.isContributed && (
              <Badge appearance="tint" color="brand">
                {t('partners.solutions.contributed')}
              </Badge>
            )}{' '}
            {s.hasPendingChange && (
              <Badge appearance="tint" color="warning">
                {t('partners.solutions.pending')}
              </Badge>
            )}
          </>,
        ],
      }))}
    />
  );
}

/** Every provider's public solutions (OfficialSolution/list). */
function OfficialSolutions() {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const official = useQuery(endpointQuery(endpoints.OfficialSolutionList));
  if (official.isPending || official.isError) return null;
  return (
    <section className={styles.section} aria-labelledby="pnpp-official">
      <Title3 as="h2" id="pnpp-official" className={styles.title}>
        {t('partners.solutions.official')}
      </Title3>
      {official.data.length === 0 ? (
        <Empty text={t('partners.solutions.officialEmpty')} />
      ) : (
        <DataTable
          label={t('partners.solutions.official')}
          className={styles.table}
          columns={['name', 'type', 'asns', 'subnets'].map((k) => t(`partners.solutions.${k}`))}
          rows={official.data.map((s) => ({
            key: s.id,
            cells: [
              <>
                {s.name} <span className={styles.muted}>({s.partnerName})</span>
              </>,
              t(`partners.types.${s.type}`),
              { content: s.asns.join(', '), className: styles.cellList },
              { content: s.subnets.join(', '), className: styles.cellList },
            ],
          }))}
        />
      )}
    </section>
  );
}
