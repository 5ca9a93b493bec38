import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  OcdiStageSchema,
  checkOcdi,
  type Fqdn,
  type OcdiAction,
  type OcdiAssociation,
  type OcdiStage,
} from '@netlens/core';
import { useTranslation } from '../../../lib/i18n';
import { errorText } from '../BatchResult';
import { useSaveOcdi } from './queries';
import { OcdiChecks } from './OcdiChecks';
import { stageText } from './labels';
import { Outcome } from '../../../ui/Outcome';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  grow: { flex: '1 1 220px', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** What the rules know of a selected FQDN, from the inventory's answer. */
export const legacyFacts = (fqdns: Fqdn[]) =>
  fqdns.map((f) => ({
    domainName: f.domainName,
    instance: f.instance,
    serviceTreeId: f.serviceTreeId,
    isWildcard: f.isWildcard,
    sampleCount: f.scannerInfo.sampleCount,
    associationId: f.ocdiAssociations[0]?.id ?? null,
  }));

/**
 * The inputs of a new, not-started or rejected association (OCDI domains, transition stage shown S0–S6, GA date, attestation),
 * each rule's message as the values change, and saving as not started or submitting, as `actions` (the table's) allow.
 */
export function OcdiForm({
  fqdns,
  association,
  actions,
  onSaved,
}: {
  fqdns: Fqdn[];
  association: OcdiAssociation | null;
  actions: OcdiAction[];
  onSaved: (a: OcdiAssociation, message: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const save = useSaveOcdi();
  const [ocdiDomains, setOcdiDomains] = useState(association?.ocdi.join(', ') ?? '');
  const [stage, setStage] = useState<OcdiStage | ''>(association?.transitionStatus ?? '');
  const [gaDate, setGaDate] = useState(association?.gaDate ?? '');
  const [attested, setAttested] = useState(false);
  const input = { ocdiDomains, transitionStatus: stage, gaDate, attested, submit: true };
  const issues = useMemo(
    () =>
      checkOcdi({
        input: { ocdiDomains, transitionStatus: stage, gaDate, attested, submit: true },
        legacy: legacyFacts(fqdns),
        selfId: association?.id ?? null,
      }),
    [ocdiDomains, stage, gaDate, attested, fqdns, association],
  );
  const send = (submit: boolean) =>
    // The answer is taken from the promise: the form is replaced once the stored association reloads.
    save
      .mutateAsync({ ...input, submit, id: association?.id ?? null, fqdnIds: fqdns.map((f) => f.id) })
      .then((r) => onSaved(r.association, t(r.messageKey, { defaultValue: r.message })))
      .catch(() => undefined);
  const busy = save.isPending;
  const resubmit = association?.state === 'Rejected';
  const canSubmit = actions.includes('Submit');
  return (
    <form
      className={styles.form}
      aria-label={t('fqdns.ocdi.title')}
      // The rules' own messages, not the browser's, name what is missing.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) send(true);
      }}
    >
      <Field label={t('fqdns.ocdi.ocdiDomains')} hint={t('fqdns.ocdi.ocdiHint')} required>
        <Input
          value={ocdiDomains}

          placeholder="mail.cloud.microsoft, calendar.cloud.microsoft"
          onChange={(_, d) => setOcdiDomains(d.value)}
        />
      </Field>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('fqdns.ocdi.stage')} required>
          <Select value={stage} onChange={(_, d) => setStage(d.value as OcdiStage | '')}>
            <option value="">{t('fqdns.ocdi.stagePlaceholder')}</option>
            {OcdiStageSchema.options.map((s) => (
              <option key={s} value={s}>
                {stageText(t, s)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.grow} label={t('fqdns.ocdi.gaDate')} required>
          <Input type="date" value={gaDate} onChange={(_, d) => setGaDate(d.value)} />
        </Field>
      </div>
      <Checkbox
        checked={attested}
        onChange={(_, d) => setAttested(d.checked === true)}
        label={t('fqdns.ocdi.attest')}
      />
      <Subtitle2 as="h2">{t('fqdns.ocdi.checks')}</Subtitle2>
      <OcdiChecks issues={issues} />
      {save.error && (
        <Outcome ok={false} multiline>
          {errorText(save.error, false)}
        </Outcome>
      )}
      <div className={styles.actions}>
        {canSubmit && (
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? t('fqdns.ocdi.saving') : t(resubmit ? 'fqdns.ocdi.resubmit' : 'fqdns.ocdi.submit')}
          </Button>
        )}
        {actions.includes('Save') && (
          <Button disabled={busy} onClick={() => send(false)}>
            {t('fqdns.ocdi.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
