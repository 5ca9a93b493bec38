import {
  Body1,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { AdminSettings } from '@netlens/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { sessionKey } from '../identity';
import { callContract } from '../../lib/contractApi';
import { Outcome } from '../../ui/Outcome';

const useStyles = makeStyles({
  card: { maxWidth: '640px', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The organisation admin's sharing switches (defaults: within the organisation on, public off). */
export function AdminSettingsCard() {
  const { t } = useTranslation();
  const styles = useStyles();
  const client = useQueryClient();
  const { session } = useShell();
  const save = useMutation({
    mutationFn: (body: AdminSettings) => callContract('UpdateAdminSettings', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
  // What the admin just chose shows at once; the session catches up after the save.
  const current = (save.isPending ? save.variables : save.data) ?? session.adminSettings;
  if (!current || !session.user) return null;
  const change = (patch: Partial<AdminSettings>) => save.mutate({ ...current, ...patch });
  return (
    <Card className={styles.card}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('history.settings.title', { org: session.user.organizationName })}
      </Subtitle1>
      <Body1 as="p" className={styles.intro}>
        {t('history.settings.intro')}
      </Body1>
      <Switch
        label={t('history.settings.within')}
        checked={current.shareReportWithinOrganization}
        disabled={save.isPending}
        onChange={(_, d) => change({ shareReportWithinOrganization: d.checked })}
      />
      <Switch
        label={t('history.settings.public')}
        checked={current.shareReportWithPublic}
        disabled={save.isPending}
        onChange={(_, d) => change({ shareReportWithPublic: d.checked })}
      />
      {save.isError && <Outcome ok={false}>{t('history.settings.saveFailed')}</Outcome>}
      {save.isSuccess && (
        <MessageBar intent="success">
          <MessageBarBody>{t('history.settings.saved')}</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}
