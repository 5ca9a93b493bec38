import { useId, useState } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { PartnerStatusSchema, type PartnerStatus, type PartnerSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { usePartnerSetStatus } from './queries';
import { useReportStyles } from './styles';

/**
 * A provider's status with the staff action to change it: pick the new status, then Change.
 * The outcome is announced by the caller (onDone) so it survives the table's reload.
 */
export function StatusControl({
  partner,
  onDone,
}: {
  partner: PartnerSummary;
  onDone: (outcome: { ok: true; status: PartnerStatus } | { ok: false; error: unknown }) => void;
}) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const id = useId();
  const [status, setStatus] = useState<PartnerStatus>(partner.status);
  const change = usePartnerSetStatus();
  const changed = status !== partner.status;
  return (
    <div className={styles.statusCell}>
      <Select
        id={id}
        className={styles.statusSelect}
        size="small"
        value={status}
        aria-label={t('internal.status.label', { name: partner.name })}
        onChange={(_, d) => setStatus(d.value as PartnerStatus)}
      >
        {PartnerStatusSchema.options.map((s) => (
          <option key={s} value={s}>
            {t(`partners.status.${s}`)}
          </option>
        ))}
      </Select>
      <Button
        size="small"
        disabled={!changed || change.isPending}
        aria-label={t('internal.status.changeFor', { name: partner.name })}
        onClick={() =>
          // The promise, not mutate's callbacks: the row is drawn anew once the list reloads.
          void change.mutateAsync({ id: partner.partnerInternalId, status }).then(
            () => onDone({ ok: true, status }),
            (error: unknown) => onDone({ ok: false, error }),
          )
        }
      >
        {change.isPending ? t('internal.status.changing') : t('internal.status.change')}
      </Button>
    </div>
  );
}
