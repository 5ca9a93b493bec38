import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dropdown,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  OverlayDrawer,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  CustomerFacingScopes,
  CustomerFacingStatusSchema,
  customerFacingRefusal,
  type CustomerFacingStatus,
  type Fqdn,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { usePageAvailability } from '../../ui/pageAccess';
import { useReadSession } from '../identity';
import { useServiceTreeEntry } from '../domainlens';
import { errorText } from './BatchResult';
import { assignmentLabel, customerFacingLabel, dailyTestLabel, dateLabel, scopeLabel } from './labels';
import { useUpdateFqdnCommonAttributes } from './queries';
import { TestResults } from './TestResults';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXL,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

function Facts({ rows }: { rows: [string, string][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The common attributes, with the customer-facing rules of the server mirrored. */
function EditAttributes({
  fqdn,
  onResult,
}: {
  fqdn: Fqdn;
  /** The save's outcome, shown by the panel (the form starts afresh from the saved FQDN). */
  onResult: (r: SaveResult | null) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const save = useUpdateFqdnCommonAttributes();
  const session = useReadSession();
  const tree = useServiceTreeEntry(fqdn.serviceTreeId ?? '');
  const [status, setStatus] = useState<CustomerFacingStatus>(fqdn.isCustomerFacingStatus);
  const [note, setNote] = useState(fqdn.isCustomerFacingNote);
  const [deprecated, setDeprecated] = useState(fqdn.isDeprecated);
  const [treeId, setTreeId] = useState(fqdn.serviceTreeId ?? '');
  const email = session.data?.info.user?.email.toLowerCase() ?? '';
  const entry = fqdn.serviceTreeId ? tree.data : null;
  const isOwner = !!entry && [entry.devOwner, entry.pmOwner].some((o) => o.toLowerCase() === email);
  const yesAllowed = CustomerFacingScopes.includes(fqdn.scannerInfo.scope);
  const refusal = customerFacingRefusal(fqdn.isCustomerFacingStatus, status, note, fqdn.scannerInfo.scope);
  const submit = () => {
    onResult(null);
    // The promise, not mutate's callbacks: the saved FQDN remounts this form before they would run.
    void save
      .mutateAsync({
        id: fqdn.id,
        ...(status !== fqdn.isCustomerFacingStatus
          ? { isCustomerFacingStatus: status, isCustomerFacingNote: note }
          : {}),
        isDeprecated: deprecated,
        ...(treeId.trim() ? { serviceTreeId: treeId.trim() } : {}),
      })
      .then(
        (a) => onResult({ ok: true, text: a.message }),
        (e: unknown) => onResult({ ok: false, text: errorText(e) }),
      );
  };
  return (
    <form
      className={styles.form}
      aria-label={t('fqdns.panel.edit')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!refusal) submit();
      }}
    >
      <Subtitle2 as="h3">{t('fqdns.panel.edit')}</Subtitle2>
      <Field
        label={t('fqdns.columns.customerFacing')}
        hint={isOwner ? t('fqdns.panel.scopeHint') : t('fqdns.panel.ownerOnly')}
      >
        <Dropdown
          disabled={!isOwner}
          value={customerFacingLabel(t, status)}
          selectedOptions={[status]}
          onOptionSelect={(_, d) => {
            const next = d.optionValue as CustomerFacingStatus;
            setStatus(next);
            // A change of the status takes a note of its own.
            setNote(next === fqdn.isCustomerFacingStatus ? fqdn.isCustomerFacingNote : '');
          }}
        >
          {CustomerFacingStatusSchema.options.map((v) => (
            <Option
              key={v}
              value={v}
              disabled={v === 'Yes' && !yesAllowed && fqdn.isCustomerFacingStatus !== 'Yes'}
            >
              {customerFacingLabel(t, v)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label={t('fqdns.fields.isCustomerFacingNote')}
        required={status !== fqdn.isCustomerFacingStatus}
        validationMessage={refusal ? t(`fqdns.reasons.${refusal}`) : undefined}
      >
        <Textarea disabled={!isOwner} value={note} onChange={(_, d) => setNote(d.value)} resize="vertical" />
      </Field>
      <Checkbox
        label={t('fqdns.fields.isDeprecated')}
        checked={deprecated}
        onChange={(_, d) => setDeprecated(d.checked === true)}
      />
      <Field label={t('fqdns.fields.serviceTreeId')}>
        <Input value={treeId} onChange={(_, d) => setTreeId(d.value)} />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={!!refusal || save.isPending}>
          {t('fqdns.panel.save')}
        </Button>
      </div>
    </form>
  );
}

interface SaveResult {
  ok: boolean;
  text: string;
}

/** The FQDN's panel: every field, its common attributes to edit, its test results and assignment. */
export function FqdnPanel({ fqdn, onClose }: { fqdn: Fqdn; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [result, setResult] = useState<SaveResult | null>(null);
  const yesNo = (v: boolean) => t(v ? 'fqdns.yes' : 'fqdns.no');
  const a = fqdn.assignmentInfo;
  const ocdiOn = usePageAvailability('domainLensOcdi').state === 'available';
  const ocdi = fqdn.ocdiAssociations[0];
  const s = fqdn.scannerInfo;
  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('fqdns.dialog.close')}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {t('fqdns.panel.title', { name: fqdn.domainName })}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Facts
          rows={[
            [t('fqdns.fields.id'), fqdn.id],
            [t('fqdns.columns.domainName'), fqdn.domainName],
            [t('fqdns.columns.instance'), fqdn.instance],
            [t('fqdns.columns.workload'), fqdn.workload],
            [t('fqdns.fields.isWildcard'), yesNo(fqdn.isWildcard)],
            [t('fqdns.columns.scope'), scopeLabel(t, fqdn)],
            [t('fqdns.columns.customerFacing'), customerFacingLabel(t, fqdn.isCustomerFacingStatus)],
            [t('fqdns.fields.isCustomerFacingNote'), fqdn.isCustomerFacingNote],
            [t('fqdns.fields.isDeprecated'), yesNo(fqdn.isDeprecated)],
            [t('fqdns.fields.publishedDomainName'), fqdn.publishedDomainName ?? ''],
            [t('fqdns.fields.serviceTreeId'), fqdn.serviceTreeId ?? ''],
            [t('fqdns.fields.endpointSets'), fqdn.endpointSetInternalIds.join(', ')],
            [t('fqdns.columns.dailyTest'), dailyTestLabel(t, fqdn.dailyTestStatus)],
            [t('fqdns.fields.sampleCount'), String(s.sampleCount)],
            [t('fqdns.fields.latestDetectedDatetime'), dateLabel(s.latestDetectedDatetime, i18n.language)],
            [t('fqdns.fields.component'), s.component ?? ''],
            [t('fqdns.fields.subcomponent'), s.subcomponent ?? ''],
            [
              t('fqdns.fields.discoveryInfo'),
              Object.entries(fqdn.discoveryInfo ?? {})
                .map(([k, v]) => `${k}: ${v}`)
                .join('; '),
            ],
            [t('fqdns.fields.addedBy'), fqdn.addedBy],
            [t('fqdns.fields.lastUpdateDatetime'), dateLabel(fqdn.lastUpdateDatetime, i18n.language)],
          ]}
        />
        <EditAttributes key={fqdn.lastUpdateDatetime} fqdn={fqdn} onResult={setResult} />
        {result && (
          <MessageBar
            intent={result.ok ? 'success' : 'error'}
            layout="multiline"
            role={result.ok ? 'status' : 'alert'}
          >
            <MessageBarBody>{result.text}</MessageBarBody>
          </MessageBar>
        )}

        <section aria-label={t('fqdns.panel.tests')}>
          <Subtitle2 as="h3">{t('fqdns.panel.tests')}</Subtitle2>
          <TestResults fqdnId={fqdn.id} name={fqdn.domainName} isWildcard={fqdn.isWildcard} />
        </section>
        <section aria-label={t('fqdns.panel.assignment')}>
          <Subtitle2 as="h3">{t('fqdns.panel.assignment')}</Subtitle2>
          <Facts
            rows={[
              [t('fqdns.columns.assignment'), assignmentLabel(t, fqdn)],
              [t('fqdns.fields.newWorkload'), a.newWorkload ?? ''],
              [t('fqdns.fields.requestedBy'), a.requestedBy ?? ''],
              [t('fqdns.fields.requestedDate'), dateLabel(a.requestedDate, i18n.language)],
              [t('fqdns.fields.requestedNote'), a.requestedNote ?? ''],
              [t('fqdns.fields.reviewedBy'), a.reviewedBy ?? ''],
              [t('fqdns.fields.reviewedDate'), dateLabel(a.reviewedDate, i18n.language)],
              [t('fqdns.fields.reviewedNote'), a.reviewedNote ?? ''],
            ]}
          />
        </section>
        {ocdiOn && (
          <section aria-label={t('fqdns.ocdi.title')}>
            <Subtitle2 as="h3">{t('fqdns.ocdi.title')}</Subtitle2>
            <Facts rows={[[t('fqdns.ocdi.state'), t(`fqdns.ocdi.states.${ocdi?.state ?? 'NotStarted'}`)]]} />
            {ocdi && (
              <AppLink to={`/endpoints/Fqdn/ocdiAssociationPanel/${ocdi.id}`}>{t('fqdns.ocdi.open')}</AppLink>
            )}
          </section>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
