import { useState, type FormEvent } from 'react';
import {
  Body1,
  Subtitle1,
  Button,
  Checkbox,
  Field,
  Input,
  Title2,
  mergeClasses,
} from '@fluentui/react-components';
import { endpoints, registrationIssue } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { api } from '../../lib/api';
import { fieldOf, problemText } from './errors';
import { usePortalStyles } from './styles';

type Step = 'terms' | 'details' | 'code';
const Steps: Step[] = ['terms', 'details', 'code'];

/**
 * Registration (spec 2 §4: enter details, send code, verify, submitted): the programme terms
 * first, then the company and a work e-mail in its domain, then the e-mailed code.
 */
export function RegistrationPanel({ onRegistered }: { onRegistered: (providerId: string) => void }) {
  const { t } = useTranslation();
  const styles = usePortalStyles();
  const [step, setStep] = useState<Step>('terms');
  const [accepted, setAccepted] = useState(false);
  const [form, setForm] = useState({ companyName: '', companyUrl: '', emailAddress: '' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [sentTo, setSentTo] = useState('');

  const fieldError = (field: string) => (problem?.field === field ? problem.text : undefined);
  const set = (name: keyof typeof form) => (_: unknown, d: { value: string }) =>
    setForm({ ...form, [name]: d.value });

  async function submitDetails(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, termsAccepted: accepted };
    const issue = !form.companyName.trim()
      ? { field: 'companyName', messageKey: 'partners.register.companyNameRequired' }
      : registrationIssue(body);
    if (issue) {
      setProblem({ field: issue.field, text: t(issue.messageKey) });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setSentTo(await api.call(endpoints.PartnerRegisterEmail, { body }));
      setStep('code');
    } catch (err) {
      setProblem({ field: fieldOf(err), text: problemText(err, t) });
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onRegistered(await api.call(endpoints.PartnerRegisterCode, { body: { code: code.trim() } }));
    } catch (err) {
      setProblem({ field: 'code', text: problemText(err, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="pnpp-register-title">
      <Title2 as="h2" id="pnpp-register-title" className={styles.title}>
        {t('partners.register.title')}
      </Title2>
      <Body1 as="p" className={styles.muted}>
        {t('partners.register.intro')}
      </Body1>
      <ol className={styles.steps} aria-label={t('partners.register.stepsLabel')}>
        {Steps.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={mergeClasses(s === step ? styles.stepCurrent : styles.stepOther)}
          >
            {t(`partners.register.steps.${s}`)}
          </li>
        ))}
      </ol>
      {problem && problem.field === null && (
        <TitledMessageBar intent="error" title={problem.text}>
          {''}
        </TitledMessageBar>
      )}
      {step === 'terms' && (
        <div className={styles.form}>
          <Subtitle1 as="h3" className={styles.title}>
            {t('partners.register.termsTitle')}
          </Subtitle1>
          <Body1 as="p" className={styles.terms}>
            {t('partners.register.terms')}
          </Body1>
          <Checkbox
            checked={accepted}
            onChange={(_, d) => setAccepted(d.checked === true)}
            label={t('partners.register.acceptTerms')}
          />
          <div className={styles.actions}>
            <Button appearance="primary" disabled={!accepted} onClick={() => setStep('details')}>
              {t('partners.register.next')}
            </Button>
          </div>
        </div>
      )}
      {step === 'details' && (
        <form className={styles.form} onSubmit={submitDetails} noValidate>
          <Field
            label={t('partners.register.companyName')}
            required
            validationMessage={fieldError('companyName')}
          >
            <Input value={form.companyName} onChange={set('companyName')} maxLength={200} />
          </Field>
          <Field
            label={t('partners.register.companyUrl')}
            required
            hint={t('partners.register.companyUrlHint')}
            validationMessage={fieldError('companyUrl')}
          >
            <Input type="url" value={form.companyUrl} onChange={set('companyUrl')} maxLength={500} />
          </Field>
          <Field
            label={t('partners.register.email')}
            required
            hint={t('partners.register.emailHint')}
            validationMessage={fieldError('emailAddress') ?? fieldError('termsAccepted')}
          >
            <Input type="email" value={form.emailAddress} onChange={set('emailAddress')} maxLength={320} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>
              {busy ? t('partners.register.sending') : t('partners.register.sendCode')}
            </Button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <Body1 as="p" role="status">
            {sentTo}
          </Body1>
          <Field
            label={t('partners.register.code')}
            required
            hint={t('partners.register.codeHint')}
            validationMessage={fieldError('code')}
          >
            <Input
              value={code}
              onChange={(_, d) => setCode(d.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
            />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy || code.trim() === ''}>
              {busy ? t('partners.register.verifying') : t('partners.register.verify')}
            </Button>
            <Button
              onClick={() => {
                setProblem(null);
                setStep('details');
              }}
            >
              {t('partners.register.back')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
