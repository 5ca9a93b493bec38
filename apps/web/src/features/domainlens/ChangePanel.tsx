import { useState, type ReactNode } from 'react';
import { Button, Caption1, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  allowedChangeActions,
  callerFromAccess,
  councilReasons,
  isWorkloadMove,
  type ChangeAction,
  type EndpointSetChange,
  type ReviewAction,
} from '@netlens/core';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { changeInputRows } from './ChangeFacts';
import { useChangeAction, useDomainLensAccess, usePublishChanges } from './queries';
import { Diff, Fields } from './SetParts';
import { useBoxStyles } from '../../ui/boxStyles';
import { ValidationResults } from './ValidationResults';
import { Outcome } from '../../ui/Outcome';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tests: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** Each workflow action's button label (`domainlens.actions.*`); the primary ones move a change on. */
const Labels: Record<ChangeAction, string> = {
  UpsertDraft: 'edit',
  RevertDraft: 'discard',
  Submit: 'submit',
  RevertSubmit: 'revertSubmit',
  WorkloadChampApprove: 'champApprove',
  ChangeCouncilApprove: 'councilApprove',
  Block: 'block',
  Unblock: 'unblock',
  BypassTestFailures: 'bypass',
  Publish: 'publish',
};
const Primary = new Set<ChangeAction>(['Submit', 'WorkloadChampApprove', 'ChangeCouncilApprove', 'Publish']);
const Reviewing = (a: ChangeAction): a is ReviewAction => a !== 'UpsertDraft' && a !== 'Publish';

/** Who approved, or that the approval is awaited. */
const approval = (t: TFunction, by: string | null, given: boolean) =>
  given ? t('domainlens.approval.by', { who: by ?? '' }) : t('domainlens.approval.waiting');

/** The approvals a change needs: each workload's champion, and the council with the policy's reasons. */
function approvalRows(t: TFunction, c: EndpointSetChange): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (isWorkloadMove(c))
    rows.push([
      t('domainlens.approval.champOf', { workload: c.previousWorkload ?? '' }),
      approval(t, c.previousWorkloadChampApprovedBy, c.isPreviousWorkloadChampApproved),
    ]);
  rows.push([
    t('domainlens.approval.champOf', { workload: c.workload }),
    approval(t, c.workloadChampApprovedBy, c.isWorkloadChampApproved),
  ]);
  const reasons = councilReasons(c).map((r) => t(`domainlens.councilReasons.${r}`));
  rows.push([
    t('domainlens.approval.council'),
    !c.isRequireChangeCouncilApproval
      ? t('domainlens.approval.notNeeded')
      : [
          approval(t, c.changeCouncilApprovedBy, c.isChangeCouncilApproved),
          t('domainlens.approval.requiredFor', {
            reasons: reasons.length ? reasons.join(', ') : t('domainlens.councilReasons.requested'),
          }),
        ].join(' · '),
  ]);
  return rows;
}

/** A change: its status, approvals, diff, test results, and the actions the workflow lets the caller take. */
export function ChangePanel({ change, onEdit }: { change: EndpointSetChange; onEdit: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const access = useDomainLensAccess();
  const act = useChangeAction();
  const publish = usePublishChanges();
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const caller = access.data && callerFromAccess(access.data);
  const actions = caller ? allowedChangeActions(caller, change) : [];
  const error = act.error ?? publish.error;
  const needsNote = actions.includes('BypassTestFailures');
  const run = (a: ChangeAction) => {
    setDone(null);
    act.reset();
    publish.reset();
    if (a === 'UpsertDraft') return onEdit();
    const onSuccess = (r: { message: string; messageKey: string }) => {
      setNote('');
      setDone(t(r.messageKey, { defaultValue: r.message }));
    };
    if (a === 'Publish') return publish.mutate(change.instance, { onSuccess });
    act.mutate({ action: a, id: change.id, version: change.version, note }, { onSuccess });
  };
  const facts: [string, ReactNode][] = [
    [t('domainlens.fields.changeStatus'), t(`domainlens.changeStatus.${change.status}`)],
    [t('domainlens.fields.changeReason'), change.changeDetail.changeReason],
    [t('domainlens.fields.authors'), change.changeDetail.authors.join(', ')],
    ...changeInputRows(t, change),
    ...approvalRows(t, change),
    [t('domainlens.fields.validation'), t(`domainlens.outcome.${change.validationOutcome}`)],
  ];
  if (change.isBlocked)
    facts.push([t('domainlens.approval.blocked'), `${change.blockedBy ?? ''}: ${change.blockedNote ?? ''}`]);
  return (
    <section className={box.section} aria-labelledby="change-title">
      <Subtitle2 as="h2" id="change-title">
        {t('domainlens.detail.change')}
      </Subtitle2>
      <Fields items={facts} />
      <Diff change={change} />
      <section className={styles.tests} aria-labelledby="tests-title">
        <Subtitle2 as="h3" id="tests-title">
          {t('domainlens.tests.title')}
        </Subtitle2>
        <ValidationResults results={change.validationTestResults} />
      </section>
      {done && <Outcome ok>{done}</Outcome>}
      {error && <Outcome ok={false}>{error.message}</Outcome>}
      {actions.some(Reviewing) && (
        <Field
          label={t('domainlens.actions.note')}
          hint={needsNote ? t('domainlens.actions.bypassNeedsNote') : undefined}
        >
          <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={2} resize="vertical" />
        </Field>
      )}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((a) => (
            <Button
              key={a}
              appearance={Primary.has(a) ? 'primary' : 'secondary'}
              disabled={act.isPending || publish.isPending || (a === 'BypassTestFailures' && !note.trim())}
              onClick={() => run(a)}
            >
              {t(`domainlens.actions.${Labels[a]}`, { instance: change.instance })}
            </Button>
          ))}
        </div>
      ) : (
        caller?.domainLens && <Caption1>{t('domainlens.actions.noneForYou')}</Caption1>
      )}
    </section>
  );
}
