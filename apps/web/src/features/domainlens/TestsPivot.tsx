import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { EndpointSetChange } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import type { Filters } from '../../ui/filters';
import { changeColumns, Paged, useFilteredChanges } from './Paged';
import { LoadError, Loading } from '../../ui/States';
import { Tally, TestsPanel, TestsPanelId } from './ValidationResults';
import type { Column } from '../../ui/table/VirtualTable';

/** The open change of the pivot: its panel's heading takes the focus, closing gives it back to the row. */
function useOpenChange() {
  const [openId, setOpenId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The row whose toggle takes the focus back once the panel has gone. */
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);
  // In the commit that removes the panel, so the focus never rests on the page in between.
  useLayoutEffect(() => {
    if (openId || !returnTo.current) return;
    document.querySelector<HTMLElement>(`[data-tests-toggle="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [openId]);
  const close = () => {
    returnTo.current = openId;
    setOpenId(null);
  };
  return { openId, setOpenId, heading, close };
}

/**
 * #Tests: the changes whose validation tests have run, with each outcome and how many tests ended
 * at each severity; a row's button opens the change's results (every test, its severity and
 * reason) in a panel under the table.
 */
export function TestsPivot({ filters }: { filters: Filters }) {
  const { t, i18n } = useTranslation();
  const open = useOpenChange();
  const changes = useFilteredChanges(filters);
  const rows = useMemo(
    () => (changes.data ?? []).filter((c) => c.validationTestResults.length > 0),
    [changes.data],
  );
  if (changes.isPending) return <Loading label={t('domainlens.states.loadingChanges')} />;
  if (changes.isError) return <LoadError error={changes.error} onRetry={() => void changes.refetch()} />;
  const opened = rows.find((c) => c.id === open.openId);
  const columns: Column<EndpointSetChange>[] = [
    {
      key: 'toggle',
      header: t('domainlens.tests.column'),
      width: 'minmax(112px, 0.8fr)',
      render: (c) => {
        const expanded = c.id === open.openId;
        const label = t(expanded ? 'domainlens.tests.hide' : 'domainlens.tests.show');
        return (
          <Button
            size="small"
            data-tests-toggle={c.id}
            aria-expanded={expanded}
            aria-controls={expanded ? TestsPanelId : undefined}
            aria-label={t('domainlens.tests.toggleFor', {
              label,
              workload: c.workload,
              instance: c.instance,
            })}
            onClick={() => open.setOpenId(expanded ? null : c.id)}
          >
            {label}
          </Button>
        );
      },
    },
    ...changeColumns(t, { instanceWithWorkload: true }),
    {
      key: 'outcome',
      header: t('domainlens.fields.validation'),
      width: 'minmax(150px, 1fr)',
      render: (c) => t(`domainlens.outcome.${c.validationOutcome}`),
    },
    {
      key: 'tally',
      header: t('domainlens.tests.results'),
      width: 'minmax(200px, 1.2fr)',
      render: (c) => <Tally results={c.validationTestResults} />,
    },
    {
      key: 'updated',
      header: t('domainlens.fields.updated'),
      width: 'minmax(100px, 0.8fr)',
      render: (c) => new Date(c.changeDetail.lastUpdatedDatetime).toLocaleDateString(i18n.language),
      title: (c) => new Date(c.changeDetail.lastUpdatedDatetime).toLocaleString(i18n.language),
    },
  ];
  return (
    <>
      <Paged
        rows={rows}
        label={t('domainlens.pivots.Tests')}
        columns={columns}
        rowKey={(c) => c.id}
        empty={t('domainlens.states.emptyTests')}
      />
      {opened && <TestsPanel change={opened} onClose={open.close} headingRef={open.heading} />}
    </>
  );
}
