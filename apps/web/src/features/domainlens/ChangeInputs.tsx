import {
  Caption1,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { earliestAdditionDate } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import type { DraftForm } from './form';
import { useBoxStyles } from './styles';

/** The inputs of a change beyond the set itself: dates, flags, exemplars, the bulk-removal escalation. */

const useStyles = makeStyles({
  exemplars: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  },
  wildcard: { overflowWrap: 'anywhere' },
  flags: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

type Set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => void;
/** The message of a field (of one entry of it, for lists) after a save was tried. */
export type MessageOf = (field: keyof DraftForm, entry?: string) => string | undefined;

const state = (message: string | undefined) => ({
  validationMessage: message,
  validationState: message ? ('error' as const) : ('none' as const),
});

export function EffectiveDates({
  form,
  set,
  messageOf,
}: {
  form: DraftForm;
  set: Set;
  messageOf: MessageOf;
}) {
  const { t } = useTranslation();
  const earliest = earliestAdditionDate(new Date());
  return (
    <>
      <Field
        label={t('domainlens.fields.addEffectiveDate')}
        hint={t('domainlens.form.addDateHint', { date: earliest })}
        {...state(messageOf('addEffectiveDate'))}
      >
        <Input
          type="date"
          min={earliest}
          value={form.addEffectiveDate}
          onChange={(_, d) => set('addEffectiveDate', d.value)}
        />
      </Field>
      <Field
        label={t('domainlens.fields.removeEffectiveDate')}
        hint={t('domainlens.form.removeDateHint')}
        {...state(messageOf('removeEffectiveDate'))}
      >
        <Input
          type="date"
          value={form.removeEffectiveDate}
          onChange={(_, d) => set('removeEffectiveDate', d.value)}
        />
      </Field>
    </>
  );
}

export function ChangeFlags({ form, set, className }: { form: DraftForm; set: Set; className?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.flags, className)}>
      <Checkbox
        label={t('domainlens.fields.internalChange')}
        checked={form.internalChange}
        onChange={(_, d) => set('internalChange', d.checked === true)}
      />
      <Checkbox
        label={t('domainlens.fields.councilRequired')}
        checked={form.isRequireChangeCouncilApproval}
        onChange={(_, d) => set('isRequireChangeCouncilApproval', d.checked === true)}
      />
    </div>
  );
}

/** One exemplar FQDN per wildcard the change adds, which the validation tests resolve. */
export function WildcardExemplars({
  form,
  wildcards,
  set,
  messageOf,
  className,
}: {
  form: DraftForm;
  wildcards: string[];
  set: Set;
  messageOf: MessageOf;
  className?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const box = useBoxStyles();
  if (wildcards.length === 0) return null;
  return (
    <fieldset className={mergeClasses(box.group, className)} aria-describedby="exemplars-hint">
      <legend className={box.legend}>{t('domainlens.form.exemplarsTitle')}</legend>
      <Caption1 id="exemplars-hint" className={box.hint}>
        {t('domainlens.form.exemplarsHint')}
      </Caption1>
      <div className={styles.exemplars}>
        {wildcards.map((w) => (
          <Field
            key={w}
            label={
              <span className={styles.wildcard}>{t('domainlens.form.exemplarFor', { wildcard: w })}</span>
            }
            {...state(messageOf('wildcardExemplars', w))}
          >
            <Input
              value={form.wildcardExemplars[w] ?? ''}
              onChange={(_, d) => set('wildcardExemplars', { ...form.wildcardExemplars, [w]: d.value })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** Shown when the change removes more than 100 endpoints: the removal needs escalation. */
export function BulkRemoval({
  form,
  removed,
  set,
  className,
}: {
  form: DraftForm;
  removed: number;
  set: Set;
  className?: string;
}) {
  const { t } = useTranslation();
  const box = useBoxStyles();
  return (
    <div className={mergeClasses(box.group, className)}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('domainlens.form.bulkTitle')}</MessageBarTitle>
          {t('domainlens.form.bulkNote', { count: removed })}
        </MessageBarBody>
      </MessageBar>
      <Checkbox
        label={t('domainlens.form.bulkEscalated')}
        checked={form.bulkRemovalEscalated}
        onChange={(_, d) => set('bulkRemovalEscalated', d.checked === true)}
      />
    </div>
  );
}
