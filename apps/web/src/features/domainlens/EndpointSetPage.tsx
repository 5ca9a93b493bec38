import { useState, type ReactNode } from 'react';
import {
  Badge,
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Textarea,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenChangeStatuses, type EndpointSetChange, type SetAttributes } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '../../app/AppLink';
import type { ChangeAction } from './api';
import { changeInputRows, ServiceTreeList } from './ChangeFacts';
import { EndpointSetForm } from './EndpointSetForm';
import { ports } from './EndpointsPage';
import { formOf, type SetFields } from './form';
import { useChangeAction, useChanges, useDomainLensAccess, useEndpointSet, usePublish } from './queries';
import { LoadError, Loading } from './States';
import { useBoxStyles } from './styles';
import { ValidationResults } from './ValidationResults';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1080px',
    minWidth: 0,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  fields: {
    display: 'grid',
    // Labels take their width, but at most 45%: on a narrow screen long ones wrap, not the values.
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  added: { color: tokens.colorPaletteGreenForeground1 },
  removed: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tests: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'start',
      padding: tokens.spacingHorizontalXS,
      borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    },
  },
});

function Fields({ items }: { items: [string, ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.fields}>
      {items.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function SetFields({
  set,
  publicId,
  version,
  serviceTreeIds,
}: {
  set: SetFields;
  publicId: number | null;
  version: string | null;
  /** The published set's service-tree ids (none shown for a proposed set). */
  serviceTreeIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const yes = (b: boolean) => t(b ? 'domainlens.yes' : 'domainlens.no');
  return (
    <Fields
      items={[
        [t('domainlens.fields.id'), publicId ?? '—'],
        [t('domainlens.fields.instance'), set.instance],
        [t('domainlens.fields.workload'), set.workloadName],
        [t('domainlens.fields.category'), t(`domainlens.category.${set.governanceCategory}`)],
        [t('domainlens.fields.expressRoute'), yes(set.isExpressRoute)],
        [t('domainlens.fields.required'), yes(set.isRequired)],
        ...(set.isRequired
          ? []
          : ([[t('domainlens.fields.notes'), set.optionalFunctionality]] as [string, ReactNode][])),
        [t('domainlens.fields.ports'), ports(t, set)],
        [t('domainlens.fields.fqdns'), set.fqdns.join(', ') || '—'],
        [t('domainlens.fields.cidrs'), set.cidrs.join(', ') || '—'],
        [t('domainlens.fields.publicDescription'), set.publicDescription || '—'],
        [t('domainlens.fields.version'), version ?? '—'],
        ...(serviceTreeIds
          ? ([[t('domainlens.fields.serviceTreeIds'), <ServiceTreeList ids={serviceTreeIds} />]] as [
              string,
              ReactNode,
            ][])
          : []),
      ]}
    />
  );
}

function Diff({ change }: { change: EndpointSetChange }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const d = change.changeDetail;
  const lists: [string, string[], 'added' | 'removed'][] = [
    ['domainlens.diff.addedFqdns', d.fqdnAdditions, 'added'],
    ['domainlens.diff.removedFqdns', d.fqdnRemovals, 'removed'],
    ['domainlens.diff.addedCidrs', d.cidrAdditions, 'added'],
    ['domainlens.diff.removedCidrs', d.cidrRemovals, 'removed'],
  ];
  const before = d.previousAttributes;
  const after = d.currentAttributes;
  const changed =
    before && after
      ? (Object.keys(after) as (keyof SetAttributes)[]).filter((k) => String(before[k]) !== String(after[k]))
      : [];
  const shown = lists.filter(([, items]) => items.length > 0);
  const value = (v: unknown) =>
    typeof v === 'boolean' ? t(v ? 'domainlens.yes' : 'domainlens.no') : String(v) || '—';
  return (
    <>
      {shown.length === 0 && changed.length === 0 && <Body1>{t('domainlens.diff.none')}</Body1>}
      {shown.map(([key, items, kind]) => (
        <div key={key}>
          <Subtitle2 as="h3">{t(key, { count: items.length })}</Subtitle2>
          <ul className={styles.list}>
            {items.map((i) => (
              <li key={i} className={styles[kind]}>
                {kind === 'added' ? '+ ' : '− '}
                {i}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {changed.length > 0 && before && after && (
        <table className={styles.table}>
          <caption style={{ textAlign: 'start' }}>
            <Subtitle2>{t('domainlens.diff.attributes')}</Subtitle2>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('domainlens.diff.attribute')}</th>
              <th scope="col">{t('domainlens.diff.before')}</th>
              <th scope="col">{t('domainlens.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`domainlens.attributes.${k}`)}</th>
                <td>{value(before[k])}</td>
                <td>{value(after[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The workflow actions the caller's role allows on the change (spec 2 §4, §6). */
function allowedActions(
  c: EndpointSetChange,
  access: {
    hasAccessToDomainLens: boolean;
    isWorkloadChamp: boolean;
    isConnectivityChamp: boolean;
    internalWorkloads: string[];
    externalWorkloads: string[];
  },
): (ChangeAction | 'publish' | 'edit')[] {
  if (!access.hasAccessToDomainLens) return [];
  const council = access.isConnectivityChamp;
  const champ =
    access.isWorkloadChamp && [...access.internalWorkloads, ...access.externalWorkloads].includes(c.workload);
  const out: (ChangeAction | 'publish' | 'edit')[] = [];
  if (c.isBlocked) return council ? ['unblock'] : [];
  if (c.status === 'Draft') out.push('edit', 'submit', 'discard');
  if (c.status === 'PendingReview') {
    out.push('revertSubmit');
    if (champ && !c.isWorkloadChampApproved) out.push('champApprove');
    if (council && c.isRequireChangeCouncilApproval && !c.isChangeCouncilApproved) out.push('councilApprove');
    if (council && c.validationOutcome === 'FailedBlocking') out.push('bypass');
  }
  if (council && c.status !== 'Published' && c.status !== 'Deleted') out.push('block');
  if (council && c.status === 'StagedForPublishing') out.push('publish');
  return out;
}

function ChangePanel({ change, onEdit }: { change: EndpointSetChange; onEdit: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const access = useDomainLensAccess();
  const act = useChangeAction();
  const publish = usePublish();
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const actions = access.data ? allowedActions(change, access.data) : [];
  const error = act.error ?? publish.error;
  const run = (a: ChangeAction | 'publish' | 'edit') => {
    setDone(null);
    act.reset();
    publish.reset();
    if (a === 'edit') return onEdit();
    if (a === 'publish')
      return publish.mutate(change.instance, {
        onSuccess: (r) => setDone(t(r.messageKey, { defaultValue: r.message })),
      });
    act.mutate(
      { action: a, id: change.id, version: change.version, note },
      {
        onSuccess: (r) => {
          setNote('');
          setDone(t(r.messageKey, { defaultValue: r.message }));
        },
      },
    );
  };
  const approvals: [string, ReactNode][] = [
    [t('domainlens.fields.changeStatus'), t(`domainlens.changeStatus.${change.status}`)],
    [t('domainlens.fields.changeReason'), change.changeDetail.changeReason],
    [t('domainlens.fields.authors'), change.changeDetail.authors.join(', ')],
    ...changeInputRows(t, change),
    [
      t('domainlens.approval.champ'),
      change.isWorkloadChampApproved
        ? t('domainlens.approval.by', { who: change.workloadChampApprovedBy })
        : t('domainlens.approval.waiting'),
    ],
    [
      t('domainlens.approval.council'),
      !change.isRequireChangeCouncilApproval
        ? t('domainlens.approval.notNeeded')
        : change.isChangeCouncilApproved
          ? t('domainlens.approval.by', { who: change.changeCouncilApprovedBy })
          : t('domainlens.approval.waiting'),
    ],
    [t('domainlens.fields.validation'), t(`domainlens.outcome.${change.validationOutcome}`)],
  ];
  if (change.isBlocked)
    approvals.push([
      t('domainlens.approval.blocked'),
      `${change.blockedBy ?? ''}: ${change.blockedNote ?? ''}`,
    ]);
  return (
    <section className={box.section} aria-labelledby="change-title">
      <Subtitle2 as="h2" id="change-title">
        {t('domainlens.detail.change')}
      </Subtitle2>
      <Fields items={approvals} />
      <Diff change={change} />
      <section className={styles.tests} aria-labelledby="tests-title">
        <Subtitle2 as="h3" id="tests-title">
          {t('domainlens.tests.title')}
        </Subtitle2>
        <ValidationResults results={change.validationTestResults} />
      </section>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {actions.length > 0 && (
        <>
          {actions.some((a) => a !== 'edit' && a !== 'publish') && (
            <Field label={t('domainlens.actions.note')}>
              <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={2} resize="vertical" />
            </Field>
          )}
          <div className={styles.actions}>
            {actions.map((a) => (
              <Button
                key={a}
                appearance={
                  ['submit', 'champApprove', 'councilApprove', 'publish'].includes(a)
                    ? 'primary'
                    : 'secondary'
                }
                disabled={act.isPending || publish.isPending}
                onClick={() => run(a)}
              >
                {t(`domainlens.actions.${a}`, { instance: change.instance })}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** Route /endpoints/{endpointSetInternalId}: the set, its status, its open change with the diff and the actions. */
export function EndpointSetPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const { endpointSetInternalId = '' } = useParams();
  const location = useLocation();
  const savedKey = (location.state as { message?: string } | null)?.message;
  const set = useEndpointSet(endpointSetInternalId);
  const changes = useChanges({ endpointSetInternalId, statuses: [...OpenChangeStatuses, 'Published'] });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(savedKey ? t(savedKey) : null);
  if (set.isPending || changes.isPending) return <Loading label={t('domainlens.states.loadingSet')} />;
  const open = changes.data?.find((c) => OpenChangeStatuses.includes(c.status));
  const latest = open ?? changes.data?.[0];
  if (set.isError) return <LoadError error={set.error} onRetry={() => void set.refetch()} />;
  if (changes.isError) return <LoadError error={changes.error} onRetry={() => void changes.refetch()} />;
  const published = set.data ?? undefined;
  if (!published && !latest)
    return (
      <div className={styles.root}>
        <AppLink to="/endpoints">{t('domainlens.actions.back')}</AppLink>
        <Title1 as="h1" className={styles.title}>
          {t('domainlens.states.notFound')}
        </Title1>
      </div>
    );
  const status = open ? 'ChangesPending' : (published?.status ?? 'New');
  const shown: SetFields = published ?? latest!.endpointSetSnapshot;
  const workload = shown.workloadName;
  return (
    <div className={styles.root}>
      <AppLink to="/endpoints">{t('domainlens.actions.back')}</AppLink>
      <div className={styles.head}>
        <Title1 as="h1" className={styles.title}>
          {published?.publicId
            ? t('domainlens.detail.title', { id: published.publicId, workload })
            : `${t('domainlens.form.titleNew')} · ${workload}`}
        </Title1>
        <Badge
          appearance="tint"
          color={status === 'Published' ? 'success' : status === 'Deleted' ? 'danger' : 'warning'}
        >
          {t(`domainlens.status.${status}`)}
        </Badge>
      </div>
      {saved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{saved}</MessageBarBody>
        </MessageBar>
      )}
      <section className={box.section} aria-labelledby="set-title">
        <Subtitle2 as="h2" id="set-title">
          {t(published ? 'domainlens.detail.published' : 'domainlens.detail.proposed')}
        </Subtitle2>
        <SetFields
          set={shown}
          publicId={published?.publicId ?? null}
          version={published?.publishedVersion ?? null}
          serviceTreeIds={published?.serviceTreeIds}
        />
        {!open && published && !editing && (
          <div>
            <Button onClick={() => setEditing(true)}>{t('domainlens.actions.edit')}</Button>
          </div>
        )}
      </section>
      {editing ? (
        <section className={box.section} aria-labelledby="edit-title">
          <Subtitle2 as="h2" id="edit-title">
            {t('domainlens.form.titleEdit')}
          </Subtitle2>
          <EndpointSetForm
            initial={formOf(open ? open.endpointSetSnapshot : shown, open)}
            change={open}
            endpointSetInternalId={endpointSetInternalId}
            baseline={published}
            serviceTreeIds={published?.serviceTreeIds}
            onSaved={(a) => {
              setEditing(false);
              setSaved(t(a.messageKey, { defaultValue: a.message }));
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        latest && (
          <ChangePanel
            key={latest.id}
            change={latest}
            onEdit={() => {
              setSaved(null);
              setEditing(true);
            }}
          />
        )
      )}
    </div>
  );
}
