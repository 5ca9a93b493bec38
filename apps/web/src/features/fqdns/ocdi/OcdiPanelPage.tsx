import { useState, type ReactNode } from 'react';
import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  OcdiNewState,
  OcdiWorkflow,
  allowedActions,
  checkOcdi,
  ocdiFacts,
  type Fqdn,
  type OcdiAssociation,
} from '@netlens/core';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailPage } from '../../../ui/DetailPage';
import { LoadError, Loading } from '../../../ui/States';
import { useBoxStyles } from '../../../ui/boxStyles';
import { dateLabel } from '../labels';
import { useFqdnRoles } from '../queries';
import { useListFqdnsByIds, useGetOcdiAssociation } from './queries';
import { OcdiChecks } from './OcdiChecks';
import { OcdiForm, legacyFacts } from './OcdiForm';
import { stageText } from './labels';
import { OcdiReview } from './OcdiReview';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  names: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
});

const stateColor = {
  NotStarted: 'subtle',
  PendingApproval: 'warning',
  Approved: 'success',
  Rejected: 'danger',
} as const;

/** Where the panel goes back to: the FQDN pivot, or the endpoint set it was opened from. */
const backPath = (x: string) => (x === 'Fqdn' ? '/endpoints#Fqdn' : `/endpoints/${encodeURIComponent(x)}`);

/**
 * Route /endpoints/{x}/ocdiAssociationPanel/{id} (with the ocdiAssociation flag): a new association
 * (`new`, the FQDNs in `?fqdnIds=`) or a stored one, its state and review, the inputs while the
 * caller may edit it, and the review while the caller may review it (both by the table in core).
 */
export function OcdiPanelPage() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  const navigate = useNavigate();
  const { x = 'Fqdn', ocdiAssociationId = 'new' } = useParams();
  const [search] = useSearchParams();
  const isNew = ocdiAssociationId === 'new';
  const stored = useGetOcdiAssociation(isNew ? null : ocdiAssociationId);
  const roles = useFqdnRoles();
  const [done, setDone] = useState<string | null>(null);
  const ids = isNew
    ? (search.get('fqdnIds') ?? '').split(',').filter(Boolean)
    : (stored.data?.legacy.map((l) => l.fqdnId) ?? []);
  const fqdns = useListFqdnsByIds(ids, isNew ? ids.length > 0 : stored.isSuccess);

  if (!isNew && stored.isError)
    return <LoadError error={stored.error} onRetry={() => void stored.refetch()} />;
  if (fqdns.isError) return <LoadError error={fqdns.error} onRetry={() => void fqdns.refetch()} />;
  if (roles.isError) return <LoadError error={roles.error} onRetry={() => void roles.refetch()} />;
  if ((!isNew && stored.isPending) || (ids.length > 0 && fqdns.isPending) || roles.isPending)
    return <Loading label={t('fqdns.ocdi.loading')} />;

  const association = isNew ? null : (stored.data ?? null);
  const selected: Fqdn[] = fqdns.data ?? [];
  const state = association?.state ?? OcdiNewState;
  // What the caller may do now, by the table the server enforces.
  const mine = ocdiFacts(
    roles.data,
    association,
    selected.map((f) => f.workload),
  );
  const actions = allowedActions(OcdiWorkflow, state, mine);
  const editable = actions.includes('Save') || actions.includes('Submit');
  const reviews = actions.filter((a) => a === 'Approve' || a === 'Reject');
  const saved = (a: OcdiAssociation, message: string) => {
    setDone(message);
    if (isNew)
      void navigate(`/endpoints/${encodeURIComponent(x)}/ocdiAssociationPanel/${a.id}`, { replace: true });
  };
  const facts: [string, ReactNode][] = [
    [t('fqdns.ocdi.instance'), selected[0]?.instance ?? '—'],
    [t('fqdns.ocdi.serviceTree'), association?.serviceTreeId ?? selected[0]?.serviceTreeId ?? '—'],
  ];
  if (association) {
    const when = (who: string, at: string | null) => `${who}, ${dateLabel(at, i18n.language)}`;
    facts.push(
      [t('fqdns.ocdi.ocdiDomains'), association.ocdi.join(', ')],
      [t('fqdns.ocdi.stage'), stageText(t, association.transitionStatus)],
      [t('fqdns.ocdi.gaDate'), association.gaDate],
    );
    facts.push([t('fqdns.ocdi.createdBy'), when(association.createdBy, association.createdAt)]);
    if (association.submittedBy)
      facts.push([t('fqdns.ocdi.submittedBy'), when(association.submittedBy, association.submittedAt)]);
    if (association.reviewedBy)
      facts.push([
        t('fqdns.ocdi.reviewedBy'),
        `${when(association.reviewedBy, association.reviewedAt)}${association.reviewNote ? ` — ${association.reviewNote}` : ''}`,
      ]);
  }

  return (
    <DetailPage
      back={{ to: backPath(x), label: t('fqdns.ocdi.back') }}
      title={t(isNew ? 'fqdns.ocdi.titleNew' : 'fqdns.ocdi.title')}
      badges={
        <>
          <Badge
            appearance="tint"
            color={stateColor[state]}
            aria-label={`${t('fqdns.ocdi.state')}: ${t(`fqdns.ocdi.states.${state}`)}`}
          >
            {t(`fqdns.ocdi.states.${state}`)}
          </Badge>
          <Badge
            appearance="outline"
            aria-label={`${t('fqdns.ocdi.review')}: ${t(`fqdns.ocdi.reviews.${association?.review ?? 'NA'}`)}`}
          >
            {`${t('fqdns.ocdi.review')}: ${t(`fqdns.ocdi.reviews.${association?.review ?? 'NA'}`)}`}
          </Badge>
        </>
      }
      notice={done}
      maxWidth="960px"
    >
      {isNew && ids.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{t('fqdns.ocdi.noneSelected')}</MessageBarBody>
        </MessageBar>
      )}
      <section className={box.section} aria-labelledby="ocdi-legacy-title">
        <Subtitle2 as="h2" id="ocdi-legacy-title">
          {t('fqdns.ocdi.legacy')} ({selected.length})
        </Subtitle2>
        <ul className={styles.names}>
          {selected.map((f) => (
            <li key={f.id}>{f.domainName}</li>
          ))}
        </ul>
        <dl className={styles.facts}>
          {facts.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={box.section}>
        {editable ? (
          <OcdiForm
            key={`${association?.id ?? 'new'}-${association?.updatedAt ?? ''}`}
            fqdns={selected}
            association={association}
            actions={actions}
            onSaved={saved}
          />
        ) : association ? (
          <>
            <Body1>
              {t(OcdiWorkflow.Submit.from.includes(state) ? 'fqdns.ocdi.authorsOnly' : 'fqdns.ocdi.readOnly')}
            </Body1>
            <OcdiChecks
              issues={checkOcdi({
                input: {
                  ...association,
                  ocdiDomains: association.ocdi.join(','),
                  attested: true,
                  submit: false,
                },
                legacy: legacyFacts(selected),
                selfId: association.id,
              }).filter((i) => i.severity !== 'error')}
            />
          </>
        ) : (
          <Body1>{t('domainlens.errors.forbidden')}</Body1>
        )}
      </section>
      {association && reviews.length > 0 && (
        <section className={box.section}>
          <OcdiReview association={association} actions={reviews} onDone={saved} />
        </section>
      )}
      {association && state === 'PendingApproval' && reviews.length === 0 && (
        <Body1>
          {t(mine.isCouncil && mine.isAuthor ? 'fqdns.ocdi.notOwnReview' : 'fqdns.ocdi.reviewerOnly')}
        </Body1>
      )}
    </DetailPage>
  );
}
