import { useCallback, useMemo, useState } from 'react';
import { Body1, Button, Checkbox, Link, makeStyles, tokens } from '@fluentui/react-components';
import { isExactlyOneSelected, type AssignmentAction, type BatchAnswer, type Fqdn } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { usePageAvailability } from '../../ui/pageAccess';
import type { Filters } from '../../ui/filters';
import { useListWorkloads } from '../domainlens';
import { Empty, LoadError, Loading } from '../../ui/States';
import { VirtualTable, type Column } from '../../ui/table/VirtualTable';
import type { BatchRequest } from './batch';
import { fqdnQuery } from './fqdnQuery';
import { assignmentButtons } from './assignmentActions';
import { BatchDialog, type DialogKind, type DialogValues } from './BatchDialog';
import { BatchResultBar, errorText } from './BatchResult';
import { FqdnPanel } from './FqdnPanel';
import { assignmentLabel, customerFacingLabel, dailyTestLabel, scopeLabel } from './labels';
import { useBatch, useCountFqdns, useListFqdns, useFqdnRoles } from './queries';
import { Outcome } from '../../ui/Outcome';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground2 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' },
});

/**
 * #Fqdn: the FQDN inventory, filtered and searched on the server, loaded a page at a time as the
 * list scrolls; FQDNs are selected with check boxes for the batch actions; a name opens its panel.
 */
export function FqdnPivot({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const query = useMemo(() => fqdnQuery(filters), [filters]);
  const pages = useListFqdns(query);
  const count = useCountFqdns(query);
  const workloads = useListWorkloads();
  const batch = useBatch();
  const roles = useFqdnRoles();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [answer, setAnswer] = useState<BatchAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<Fqdn | null>(null);
  const navigate = useNavigate();
  const ocdiOn = usePageAvailability('domainLensOcdi').state === 'available';
  const rows = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.items), [pages.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const run = (request: BatchRequest) => {
    setAnswer(null);
    setFailure(null);
    batch.mutate(request, {
      onSuccess: (a) => {
        setAnswer(a);
        setDialog(null);
        setSelected(new Set(a.failed.map((f) => f.id)));
      },
      onError: (e) => {
        setDialog(null);
        setFailure(errorText(e));
      },
    });
  };
  const ids = [...selected];
  const submit = (kind: DialogKind, v: DialogValues) =>
    run(
      kind === 'requestMove'
        ? { kind, fqdnIds: ids, workload: v.workload, note: v.note }
        : kind === 'reject'
          ? { kind, fqdnIds: ids, reason: v.note }
          : {
              kind,
              fqdnIds: ids,
              updateAll: v.updateAll,
              query,
              type: v.type,
              property: v.property,
              note: v.note,
            },
    );

  if (pages.isPending) return <Loading label={t('fqdns.list.loading')} />;
  if (pages.isError) return <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;

  const columns: Column<Fqdn>[] = [
    {
      key: 'select',
      header: t('fqdns.columns.select'),
      width: '72px',
      render: (f) => (
        <Checkbox
          aria-label={t('fqdns.list.selectRow', { name: f.domainName })}
          checked={selected.has(f.id)}
          onChange={(_, d) => toggle(f.id, d.checked === true)}
        />
      ),
    },
    {
      key: 'name',
      header: t('fqdns.columns.domainName'),
      width: 'minmax(220px, 2fr)',
      render: (f) => (
        <Link as="button" className={styles.name} onClick={() => setOpen(f)}>
          {f.domainName}
        </Link>
      ),
      title: (f) => f.domainName,
    },
    {
      key: 'instance',
      header: t('fqdns.columns.instance'),
      width: 'minmax(100px, 1fr)',
      render: (f) => f.instance,
    },
    {
      key: 'workload',
      header: t('fqdns.columns.workload'),
      width: 'minmax(110px, 1fr)',
      render: (f) => f.workload,
    },
    {
      key: 'scope',
      header: t('fqdns.columns.scope'),
      width: 'minmax(90px, 0.8fr)',
      render: (f) => scopeLabel(t, f),
    },
    {
      key: 'cf',
      header: t('fqdns.columns.customerFacing'),
      width: 'minmax(140px, 1fr)',
      render: (f) => customerFacingLabel(t, f.isCustomerFacingStatus),
    },
    {
      key: 'test',
      header: t('fqdns.columns.dailyTest'),
      width: 'minmax(100px, 0.8fr)',
      render: (f) => dailyTestLabel(t, f.dailyTestStatus),
    },
    {
      key: 'assignment',
      header: t('fqdns.columns.assignment'),
      width: 'minmax(200px, 1.8fr)',
      render: (f) => assignmentLabel(t, f),
      title: (f) => assignmentLabel(t, f),
    },
  ];
  const none = selected.size === 0;
  const [only] = ids;
  const single = isExactlyOneSelected(selected.size) ? rows.find((r) => r.id === only) : undefined;
  // An action on one FQDN says why it is unavailable: focusable, with the rule as its description.
  const needsOne = single
    ? {}
    : {
        disabledFocusable: true,
        title: t('fqdns.actions.exactlyOne'),
        'aria-description': t('fqdns.actions.exactlyOne'),
      };
  const buttons = assignmentButtons(roles.data, selected, rows);
  /** Each assignment action's button: its label and what it opens or sends. */
  const moves: Record<AssignmentAction, [string, () => void]> = {
    Request: ['fqdns.actions.requestMove', () => setDialog('requestMove')],
    Accept: ['fqdns.actions.accept', () => run({ kind: 'accept', fqdnIds: ids })],
    Reject: ['fqdns.actions.reject', () => setDialog('reject')],
    Cancel: ['fqdns.actions.cancel', () => run({ kind: 'cancel', fqdnIds: ids })],
  };
  /** The association panel: the selection's one association if they all share it, else a new one. */
  const openOcdi = () => {
    const chosen = rows.filter((r) => selected.has(r.id));
    const held = new Set(chosen.map((r) => r.ocdiAssociations[0]?.id ?? ''));
    const [only] = held;
    const target = held.size === 1 && only ? only : `new?fqdnIds=${ids.join(',')}`;
    void navigate(`/endpoints/Fqdn/ocdiAssociationPanel/${target}`);
  };
  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('fqdns.actions.label')}>
        <Checkbox
          label={t('fqdns.list.selectAll')}
          checked={allSelected ? true : selected.size > 0 ? 'mixed' : false}
          onChange={(_, d) => setSelected(new Set(d.checked === true ? rows.map((r) => r.id) : []))}
        />
        <Body1 className={styles.count} role="status">
          {count.data ? t('fqdns.list.count', { count: count.data.count }) : ''}
          {selected.size > 0 ? ` · ${t('fqdns.list.selected', { count: selected.size })}` : ''}
        </Body1>
        <Button {...needsOne} onClick={() => single && setOpen(single)}>
          {t('fqdns.actions.details')}
        </Button>
        {(Object.entries(moves) as [AssignmentAction, [string, () => void]][]).map(
          ([action, [label, open]]) =>
            buttons[action].offered && (
              <Button key={action} disabled={!buttons[action].enabled || batch.isPending} onClick={open}>
                {t(label)}
              </Button>
            ),
        )}
        <Button disabled={rows.length === 0 || batch.isPending} onClick={() => setDialog('bulkUpdate')}>
          {t('fqdns.actions.bulkUpdate')}
        </Button>
        {ocdiOn && (
          <Button disabled={none} title={t('fqdns.ocdi.actionHint')} onClick={openOcdi}>
            {t('fqdns.actions.ocdi')}
          </Button>
        )}
      </div>
      {answer && <BatchResultBar answer={answer} />}
      {failure && (
        <Outcome ok={false} multiline>
          {failure}
        </Outcome>
      )}
      {rows.length === 0 ? (
        <Empty text={t('fqdns.list.empty')} />
      ) : (
        <VirtualTable
          label={t('domainlens.pivots.Fqdn')}
          columns={columns}
          rows={rows}
          rowKey={(f) => f.id}
          onNearEnd={more}
        />
      )}
      {isFetchingNextPage && <Loading label={t('fqdns.list.loadingMore')} />}
      {dialog && (
        <BatchDialog
          kind={dialog}
          workloads={(workloads.data ?? []).map((w) => w.id)}
          busy={batch.isPending}
          onSubmit={(v) => submit(dialog, v)}
          onDismiss={() => setDialog(null)}
        />
      )}
      {open && <FqdnPanel fqdn={rows.find((r) => r.id === open.id) ?? open} onClose={() => setOpen(null)} />}
    </div>
  );
}
