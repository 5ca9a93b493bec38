import { Button } from '@fluentui/react-components';
import type { ReportSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { ModalDialog } from '../../ui/ModalDialog';
import { Outcome } from '../../ui/Outcome';

/** Confirms deleting an owned report, or removing a received one from the list. */
export function RemoveDialog({
  kind,
  item,
  busy,
  failed,
  onConfirm,
  onCancel,
}: {
  kind: 'owned' | 'received';
  item: ReportSummary | null;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = item
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(item.dateTime),
      )
    : '';
  return (
    <ModalDialog
      open={item !== null}
      onDismiss={onCancel}
      title={t(kind === 'owned' ? 'history.deleteTitle' : 'history.removeTitle')}
      actions={
        <>
          <Button appearance="primary" disabled={busy} onClick={onConfirm}>
            {t(kind === 'owned' ? 'history.delete' : 'history.remove')}
          </Button>
          <Button disabled={busy} onClick={onCancel}>
            {t('history.cancel')}
          </Button>
        </>
      }
    >
      {kind === 'owned'
        ? t('history.deleteMessage', { date })
        : t('history.removeMessage', { owner: item?.ownerName ?? '' })}
      {failed && <Outcome ok={false}>{t('history.deleteFailed')}</Outcome>}
    </ModalDialog>
  );
}
