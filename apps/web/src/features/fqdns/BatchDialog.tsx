import { useState } from 'react';
import { Button, Checkbox, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  AssignmentWorkflow,
  BatchUpdateTypeSchema,
  CustomerFacingStatusSchema,
  type BatchUpdateType,
} from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Choice, plainOptions } from '../../ui/Choice';
import { ModalDialog } from '../../ui/ModalDialog';

export type DialogKind = 'requestMove' | 'reject' | 'bulkUpdate';

export interface DialogValues {
  workload: string;
  note: string;
  type: BatchUpdateType;
  property: string;
  updateAll: boolean;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The dialog of a batch action that needs input: the new workload, the rejection's reason, or the bulk update. */
export function BatchDialog({
  kind,
  workloads,
  busy,
  onSubmit,
  onDismiss,
}: {
  kind: DialogKind;
  workloads: string[];
  busy: boolean;
  onSubmit: (v: DialogValues) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [v, setV] = useState<DialogValues>({
    workload: '',
    note: '',
    type: 'CustomerFacing',
    property: 'Yes',
    updateAll: false,
  });
  const set = (patch: Partial<DialogValues>) => setV((old) => ({ ...old, ...patch }));
  const values: Record<BatchUpdateType, readonly string[] | null> = {
    CustomerFacing: CustomerFacingStatusSchema.options,
    Deprecation: ['true', 'false'],
    ServiceTree: null,
  };
  const valueLabel = (type: BatchUpdateType, value: string) =>
    type === 'CustomerFacing'
      ? t(`fqdns.customerFacing.${value}`)
      : t(value === 'true' ? 'fqdns.yes' : 'fqdns.no');
  const noteNeeded = kind === 'reject' && AssignmentWorkflow.Reject.needsNote === true;
  const ready =
    kind === 'requestMove'
      ? v.workload !== ''
      : kind === 'reject'
        ? !noteNeeded || v.note.trim() !== ''
        : v.property.trim() !== '';
  const title = t(
    kind === 'requestMove'
      ? 'fqdns.actions.requestMove'
      : kind === 'reject'
        ? 'fqdns.actions.reject'
        : 'fqdns.actions.bulkUpdate',
  );
  return (
    <ModalDialog
      open
      onDismiss={onDismiss}
      title={title}
      actions={
        <>
          <Button appearance="secondary" onClick={onDismiss}>
            {t('fqdns.dialog.close')}
          </Button>
          <Button appearance="primary" disabled={!ready || busy} onClick={() => onSubmit(v)}>
            {t('fqdns.dialog.submit')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !busy) onSubmit(v);
        }}
      >
        {kind === 'requestMove' && (
          <Field label={t('fqdns.dialog.newWorkload')} required>
            <Choice
              value={v.workload}
              options={plainOptions(workloads)}
              onChange={(workload) => set({ workload })}
            />
          </Field>
        )}
        {kind === 'bulkUpdate' && (
          <>
            <Field label={t('fqdns.dialog.type')}>
              <Choice
                value={v.type}
                options={BatchUpdateTypeSchema.options.map((type) => ({
                  value: type,
                  label: t(`fqdns.types.${type}`),
                }))}
                onChange={(value) => {
                  const type = value as BatchUpdateType;
                  set({ type, property: values[type]?.[0] ?? '' });
                }}
              />
            </Field>
            <Field label={t('fqdns.dialog.value')} required>
              {values[v.type] ? (
                <Choice
                  value={v.property}
                  options={values[v.type]!.map((value) => ({ value, label: valueLabel(v.type, value) }))}
                  onChange={(property) => set({ property })}
                />
              ) : (
                <Input value={v.property} onChange={(_, d) => set({ property: d.value })} />
              )}
            </Field>
            <Checkbox
              label={t('fqdns.dialog.updateAll')}
              checked={v.updateAll}
              onChange={(_, d) => set({ updateAll: d.checked === true })}
            />
          </>
        )}
        <Field
          label={t(kind === 'reject' ? 'fqdns.dialog.reason' : 'fqdns.dialog.note')}
          required={noteNeeded}
        >
          <Textarea value={v.note} onChange={(_, d) => set({ note: d.value })} resize="vertical" />
        </Field>
      </form>
    </ModalDialog>
  );
}
