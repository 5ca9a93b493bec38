import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Field,
  TableCell,
  TableRow,
  Textarea,
  Title3,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ChangeRequestWorkflow,
  allowedActions,
  changeRequestFacts,
  noteMissing,
  type ChangeRequestAction,
  type PartnerChangeRequest,
  type PartnerSolution,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { formatDateTime } from '../../ui/format';
import { ModalDialog } from '../../ui/ModalDialog';
import { Empty, LoadError, Loading } from '../../ui/States';
import { problemText } from '../partners';
import { usePnppAccess, usePartnerChangeSolutionRequestUpdate } from './queries';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';

type Verdict = 'Approved' | 'Rejected';
type Notice = { intent: 'success' | 'error'; text: string };
/** The staff's actions (a provider cancels its own requests in the portal). */
const Reviews: readonly ChangeRequestAction[] = ['Approve', 'Reject'];
const verdictOf = (action: ChangeRequestAction) => ChangeRequestWorkflow[action].to[0] as Verdict;
const actionOf = (verdict: Verdict) => Reviews.find((a) => verdictOf(a) === verdict)!;

/**
 * Change requests to public solutions waiting for review, each approved or rejected by staff with
 * a note, offering only what the table in core allows the caller (never their own request).
 */
export function ChangeRequests({
  requests,
  pending,
  solutions,
  onDone,
}: {
  requests: UseQueryResult<PartnerChangeRequest[]>;
  pending: PartnerChangeRequest[];
  solutions: PartnerSolution[];
  onDone: (notice: Notice) => void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useReportStyles();
  const [asked, setAsked] = useState<{ request: PartnerChangeRequest; verdict: Verdict } | null>(null);
  const { session } = useShell();
  const access = usePnppAccess();
  const me = {
    email: session.user?.email ?? '',
    isStaff: session.access.hasAccessToLeadershipReport,
    partnerId: access.data?.partnerInternalId ?? null,
  };
  const reviewsOf = (r: PartnerChangeRequest) =>
    access.isSuccess
      ? allowedActions(ChangeRequestWorkflow, r.status, changeRequestFacts(me, r)).filter((a) =>
          Reviews.includes(a),
        )
      : [];
  const names = new Map(solutions.map((s) => [s.id, s]));
  const nameOf = (r: PartnerChangeRequest) =>
    r.solution?.name ?? (r.solutionId ? names.get(r.solutionId)?.name : undefined) ?? '';
  const label = t('internal.requests.title');

  let body;
  if (requests.isPending) body = <Loading label={t('internal.requests.loading')} />;
  else if (requests.isError)
    body = <LoadError error={requests.error} onRetry={() => void requests.refetch()} />;
  else if (pending.length === 0) body = <Empty text={t('internal.requests.empty')} />;
  else
    body = (
      <ReportTable
        label={label}
        columnsKey="internal.requests.columns"
        columns={['solution', 'action', 'note', 'submitted', 'review']}
      >
        {pending.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <div className={styles.nameCell}>
                <span>{nameOf(r)}</span>
                <Caption1 className={styles.muted}>
                  {r.solutionId ? names.get(r.solutionId)?.partnerName : ''}
                </Caption1>
              </div>
            </TableCell>
            <TableCell>{t(`internal.requests.actions.${r.action}`)}</TableCell>
            <TableCell className={styles.muted}>{r.note}</TableCell>
            <TableCell>
              <div className={styles.nameCell}>
                <span>{formatDateTime(r.createdAt, i18n.language)}</span>
                <Caption1 className={styles.muted}>{r.createdBy}</Caption1>
              </div>
            </TableCell>
            <TableCell>
              <div className={styles.actions}>
                {reviewsOf(r)
                  .map(verdictOf)
                  .map((verdict) => (
                    <Button
                      key={verdict}
                      size="small"
                      appearance={verdict === 'Approved' ? 'primary' : 'secondary'}
                      aria-label={t(`internal.requests.${verdict}For`, { name: nameOf(r) })}
                      onClick={() => setAsked({ request: r, verdict })}
                    >
                      {t(`internal.requests.${verdict}`)}
                    </Button>
                  ))}
                {access.isSuccess && changeRequestFacts(me, r).isRequester && (
                  <Caption1 className={styles.muted}>{t('internal.requests.ownRequest')}</Caption1>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </ReportTable>
    );

  return (
    <section className={styles.section} aria-labelledby="internal-requests">
      <Title3 as="h2" id="internal-requests" className={styles.heading}>
        {label}
      </Title3>
      {body}
      {asked && (
        <ReviewDialog
          key={asked.request.id + asked.verdict}
          name={nameOf(asked.request)}
          verdict={asked.verdict}
          requestId={asked.request.id}
          onClose={(notice) => {
            setAsked(null);
            if (notice) onDone(notice);
          }}
        />
      )}
    </section>
  );
}

function ReviewDialog({
  name,
  verdict,
  requestId,
  onClose,
}: {
  name: string;
  verdict: Verdict;
  requestId: string;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const review = usePartnerChangeSolutionRequestUpdate();
  const [note, setNote] = useState('');
  const step = ChangeRequestWorkflow[actionOf(verdict)];
  return (
    <ModalDialog
      open
      onDismiss={() => onClose()}
      title={t(`internal.requests.${verdict}Title`, { name })}
      contentClassName={styles.dialog}
      actions={
        <>
          <Button
            appearance="primary"
            disabled={review.isPending || noteMissing(step, note)}
            onClick={() =>
              review.mutate(
                { id: requestId, status: verdict, note },
                {
                  onSuccess: () =>
                    onClose({ intent: 'success', text: t(`internal.requests.${verdict}Done`, { name }) }),
                },
              )
            }
          >
            {t(`internal.requests.${verdict}`)}
          </Button>
          <Button onClick={() => onClose()}>{t('internal.requests.cancel')}</Button>
        </>
      }
    >
      <Body1>{t(`internal.requests.${verdict}Lead`)}</Body1>
      <Field
        label={t('internal.requests.noteLabel')}
        required={step.needsNote === true}
        hint={step.needsNote ? t('internal.requests.noteRequired') : undefined}
      >
        <Textarea value={note} maxLength={1000} onChange={(_, d) => setNote(d.value)} />
      </Field>
      {review.isError && (
        <Body1 role="alert" className={styles.error}>
          {problemText(review.error, t)}
        </Body1>
      )}
    </ModalDialog>
  );
}
