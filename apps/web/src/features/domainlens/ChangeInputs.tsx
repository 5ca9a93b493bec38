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
import { useTranslation } from '../../lib/i18n';
import { formCouncilReasons, type Baseline, type DraftForm } from './form';
import { useBoxStyles } from '../../ui/boxStyles';

/** The inputs of a change beyond the set itself: dates, flags, exemplars, the bulk-removal notice. */

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

export function ChangeFlags({
  form,
  baseline,
  set,
  className,
}: {
  form: DraftForm;
  baseline?: Baseline;
  set: Set;
  className?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  // The policy requires the council for some changes: the author may ask for it, never waive it.
  const reasons = formCouncilReasons(form, baseline).map((r) => t(`domainlens.councilReasons.${r}`));
  return (
    <div className={mergeClasses(styles.flags, className)}>
      <Checkbox
        label={t('domainlens.fields.internalChange')}
        checked={form.internalChange}
        onChange={(_, d) => set('internalChange', d.checked === true)}
      />
      <Field
        hint={
          reasons.length ? t('domainlens.form.councilRequiredBy', { reasons: reasons.join(', ') }) : undefined
        }
      >
        <Checkbox
          label={t('domainlens.fields.councilRequired')}
          checked={reasons.length > 0 || form.isRequireChangeCouncilApproval}
          disabled={reasons.length > 0}
          onChange={(_, d) => set('isRequireChangeCouncilApproval', d.checked === true)}
        />
      </Field>
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

/** Shown when the change removes more than 100 endpoints: the bulk-removal test will block it. */
export function BulkRemoval({ removed, className }: { removed: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning" layout="multiline" className={className}>
      <MessageBarBody>
        <MessageBarTitle>{t('domainlens.form.bulkTitle')}</MessageBarTitle>
        {t('domainlens.form.bulkNote', { count: removed })}
      </MessageBarBody>
    </MessageBar>
  );
}
