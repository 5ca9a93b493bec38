import { useState } from 'react';
import {
  Body1,
  Button,
  Subtitle2,
  Tag,
  TagGroup,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, GlobeRegular } from '@fluentui/react-icons';
import { endpoints, type DirectoryPerson, type ReportAccess } from '@netlens/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { ApiError, api } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';
import { endpointKey } from '../../lib/queryKey';
import { ModalDialog } from '../../ui/ModalDialog';
import { PersonAvatar } from '../../ui/PersonAvatar';
import { plainList } from '../../ui/plainList';
import { PeoplePicker } from './PeoplePicker';
import { invalidateHistory } from './queries';
import { Outcome } from '../../ui/Outcome';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  list: {
    ...plainList,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const failure = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? e.message) : String(e));

/** The owner's sharing panel: people picker, people with access, and the public link. */
export function ShareDialog({
  reportId,
  access,
  open,
  onClose,
}: {
  reportId: string;
  access: ReportAccess;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const client = useQueryClient();
  const [picked, setPicked] = useState<DirectoryPerson[]>([]);
  const params = { id: reportId };
  const receivers = useQuery({ ...endpointQuery(endpoints.GetReceivers, { params }), enabled: open });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(endpoints.GetReceivers, { params }) }),
      client.invalidateQueries({ queryKey: endpointKey('ReportAccess', { params }) }),
      invalidateHistory(client),
    ]);
  const share = useMutation({
    mutationFn: () => api.call(endpoints.ShareReport, { params, body: { userIds: picked.map((p) => p.id) } }),
    onSuccess: async () => (setPicked([]), refresh()),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => api.call(endpoints.UnshareReport, { params: { ...params, userId } }),
    onSuccess: refresh,
  });
  const publish = useMutation({
    mutationFn: (isPublic: boolean) => api.call(endpoints.ShareToPublic, { params, body: { isPublic } }),
    onSuccess: refresh,
  });
  const error = share.error ?? remove.error ?? publish.error;
  const have = new Set([...(receivers.data?.receivers.map((r) => r.id) ?? []), ...picked.map((p) => p.id)]);

  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      title={t('sharing.dialogTitle')}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{t('sharing.close')}</Button>}
    >
      {error && <Outcome ok={false}>{t('sharing.failed', { message: failure(error) })}</Outcome>}
      {access.canShare ? (
        <>
          <PeoplePicker exclude={have} onPick={(p) => setPicked((list) => [...list, p])} />
          {picked.length > 0 && (
            <div className={styles.row}>
              <TagGroup
                className={styles.grow}
                onDismiss={(_, d) => setPicked((list) => list.filter((p) => p.id !== d.value))}
              >
                {picked.map((p) => (
                  <Tag
                    key={p.id}
                    value={p.id}
                    dismissible
                    dismissIcon={{ 'aria-label': t('sharing.remove', { name: p.displayName }) }}
                    media={<PersonAvatar size={20} person={p} />}
                  >
                    {p.displayName}
                  </Tag>
                ))}
              </TagGroup>
              <Button appearance="primary" disabled={share.isPending} onClick={() => share.mutate()}>
                {t('sharing.add')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Body1 className={styles.muted}>{t('sharing.disabled')}</Body1>
      )}
      <Subtitle2 as="h3">{t('sharing.withAccess')}</Subtitle2>
      {receivers.data && receivers.data.receivers.length === 0 && (
        <Body1 className={styles.muted}>{t('sharing.nobody')}</Body1>
      )}
      <ul className={styles.list}>
        {receivers.data?.receivers.map((r) => (
          <li key={r.id} className={styles.row}>
            <PersonAvatar size={32} person={r} />
            <span className={styles.grow}>
              {r.displayName} <span className={styles.muted}>{r.email}</span>
            </span>
            <Tooltip content={t('sharing.remove', { name: r.displayName })} relationship="label">
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                disabled={remove.isPending}
                onClick={() => remove.mutate(r.id)}
              />
            </Tooltip>
          </li>
        ))}
      </ul>
      <Subtitle2 as="h3">{t('sharing.publicTitle')}</Subtitle2>
      <div className={styles.row}>
        <GlobeRegular aria-hidden />
        <Body1 className={styles.grow}>{t(access.isPublic ? 'sharing.publicOn' : 'sharing.publicOff')}</Body1>
      </div>
      <div>
        {access.isPublic ? (
          <Button disabled={publish.isPending} onClick={() => publish.mutate(false)}>
            {t('sharing.revoke')}
          </Button>
        ) : (
          <Tooltip
            content={t('sharing.disabled')}
            relationship="description"
            visible={access.canSharePublic ? false : undefined}
          >
            <Button
              disabledFocusable={!access.canSharePublic}
              disabled={publish.isPending}
              onClick={() => publish.mutate(true)}
            >
              {t('sharing.makePublic')}
            </Button>
          </Tooltip>
        )}
      </div>
    </ModalDialog>
  );
}
