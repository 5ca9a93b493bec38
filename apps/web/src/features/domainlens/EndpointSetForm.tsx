import { useState } from 'react';
import { Button, Checkbox, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { GovernanceCategorySchema, type EndpointSetChange } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Choice, plainOptions } from '../../ui/Choice';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { BulkRemoval, ChangeFlags, EffectiveDates, WildcardExemplars } from './ChangeInputs';
import {
  addedWildcards,
  checkForm,
  isBulkRemoval,
  missesRequired,
  removedCount,
  type Baseline,
  type DraftForm,
  type FieldIssue,
} from './form';
import { useUpsertDraft, useListWorkloads } from './queries';
import { ServiceTreePicker } from './ServiceTreePicker';
import { InstanceDropdown } from './InstanceDropdown';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
    // Fields of one row keep their inputs level whatever the height of their hints and messages.
    alignItems: 'start',
    maxWidth: '960px',
  },
  wide: { gridColumn: '1 / -1' },
  // Level with the inputs beside them, below their labels.
  checks: {
    paddingTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})`,
    // One column on a narrow screen: nothing beside them to be level with.
    '@media (max-width: 599px)': { paddingTop: 0 },
  },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * The endpoint-set editor: a new set, a change of a published one, or an edit of a draft. The
 * published set (`baseline`, with its service-tree ids) tells what the change adds and removes.
 */
export function EndpointSetForm({
  initial,
  change,
  endpointSetInternalId,
  baseline,
  serviceTreeIds = [],
  onSaved,
  onCancel,
}: {
  initial: DraftForm;
  change?: EndpointSetChange;
  endpointSetInternalId?: string;
  baseline?: Baseline;
  serviceTreeIds?: readonly string[];
  onSaved: (answer: { message: string; messageKey: string; change: EndpointSetChange }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const workloads = useListWorkloads();
  const save = useUpsertDraft();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const workloadType = workloads.data?.find((w) => w.id === form.workloadName)?.workloadType;
  const checked = checkForm(form, workloadType, { change, endpointSetInternalId, baseline });
  const issues: FieldIssue[] = tried ? checked.issues : [];
  const wildcards = addedWildcards(form, baseline);
  const messageOf = (field: keyof DraftForm, entry?: string) => {
    const mine = issues.filter((i) => i.field === field && (entry === undefined || i.entry === entry));
    if (mine.length === 0) return undefined;
    return mine.map((i) => (i.entry && !entry ? `${t(i.key)} (${i.entry})` : t(i.key))).join(' ');
  };
  const fieldProps = (field: keyof DraftForm) => ({
    validationMessage: messageOf(field),
    validationState: messageOf(field) ? ('error' as const) : ('none' as const),
  });
  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof DraftForm) => ({
    value: form[key] as string,
    onChange: (_: unknown, d: { value: string }) => set(key, d.value as never),
  });
  /** A full-width text area of the form, labelled by the field's name. */
  const textArea = (
    key: 'fqdns' | 'cidrs' | 'subnetServiceTrees' | 'publicDescription' | 'changeReason',
    rows: number,
    o: { hint?: string; required?: boolean } = {},
  ) => (
    <Field
      className={styles.wide}
      label={t(`domainlens.fields.${key}`)}
      hint={o.hint && t(o.hint)}
      required={o.required}
      {...fieldProps(key)}
    >
      <Textarea resize="vertical" rows={rows} {...text(key)} />
    </Field>
  );

  const submit = () => {
    setTried(true);
    if (!checked.body) return;
    save.mutate(checked.body, { onSuccess: onSaved });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label={t('domainlens.fields.instance')} required {...fieldProps('instance')}>
        <InstanceDropdown
          value={form.instance}
          disabled={change !== undefined || endpointSetInternalId !== undefined}
          onChange={(i) => set('instance', i)}
        />
      </Field>
      <Field label={t('domainlens.fields.workload')} required {...fieldProps('workloadName')}>
        <Choice
          value={form.workloadName}
          placeholder={t('domainlens.form.chooseWorkload')}
          options={plainOptions((workloads.data ?? []).map((w) => w.id))}
          onChange={(v) => set('workloadName', v)}
        />
      </Field>
      <Field label={t('domainlens.fields.category')} required {...fieldProps('governanceCategory')}>
        <Choice
          value={form.governanceCategory}
          options={GovernanceCategorySchema.options.map((c) => ({
            value: c,
            label: t(`domainlens.category.${c}`),
          }))}
          onChange={(v) => set('governanceCategory', v)}
        />
      </Field>
      {(['tcpPorts', 'udpPorts'] as const).map((key) => (
        <Field
          key={key}
          label={t(`domainlens.fields.${key}`)}
          hint={t('domainlens.form.portsHint')}
          {...fieldProps(key)}
        >
          <Input {...text(key)} />
        </Field>
      ))}
      <div className={styles.checks}>
        <Checkbox
          label={t('domainlens.fields.expressRoute')}
          checked={form.isExpressRoute}
          onChange={(_, d) => set('isExpressRoute', d.checked === true)}
        />
        <Checkbox
          label={t('domainlens.fields.required')}
          checked={form.isRequired}
          onChange={(_, d) => set('isRequired', d.checked === true)}
        />
      </div>
      <Field
        className={styles.wide}
        label={t('domainlens.fields.notes')}
        required={!form.isRequired}
        {...fieldProps('optionalFunctionality')}
      >
        <Input {...text('optionalFunctionality')} />
      </Field>
      {textArea('fqdns', 4, { hint: 'domainlens.form.oneALine' })}
      {textArea('cidrs', 3, { hint: 'domainlens.form.oneALine' })}
      {textArea('subnetServiceTrees', 2, { hint: 'domainlens.form.subnetServiceTreesHint' })}
      <WildcardExemplars
        className={styles.wide}
        form={form}
        wildcards={wildcards}
        set={set}
        messageOf={messageOf}
      />
      {isBulkRemoval(form, baseline) && (
        <BulkRemoval className={styles.wide} removed={removedCount(form, baseline)} />
      )}
      {textArea('publicDescription', 2)}
      <ServiceTreePicker
        className={styles.wide}
        current={serviceTreeIds}
        additions={form.serviceTreeIdAdditions}
        removals={form.serviceTreeIdRemovals}
        onChange={(next) =>
          setForm((f) => ({
            ...f,
            serviceTreeIdAdditions: next.additions,
            serviceTreeIdRemovals: next.removals,
          }))
        }
      />
      <EffectiveDates form={form} set={set} messageOf={messageOf} />
      <ChangeFlags className={styles.wide} form={form} baseline={baseline} set={set} />
      {textArea('changeReason', 2, { required: true })}
      {save.isError && (
        <div className={styles.wide}>
          <TitledMessageBar intent="error" title={t('domainlens.form.notSaved')}>
            {save.error.message}
          </TitledMessageBar>
        </div>
      )}
      {tried && checked.issues.length > 0 && (
        <div className={styles.wide} role="alert">
          <TitledMessageBar
            intent="warning"
            title={t(missesRequired(issues) ? 'domainlens.rules.fillRequired' : 'domainlens.form.fixFields')}
          >
            {t('domainlens.form.fixFieldsText')}
          </TitledMessageBar>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {save.isPending ? t('domainlens.form.saving') : t('domainlens.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('domainlens.actions.cancel')}</Button>
      </div>
    </form>
  );
}
