import { Body1, Link, Title2 } from '@fluentui/react-components';
import type { AccessRoleName } from '@netlens/core';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { useStateStyles } from '../../ui/states.styles';

export interface NoAccessProps {
  messageKey?: string;
  role?: AccessRoleName;
}

/**
 * The no-access message for a signed-in user without the right (spec §6); for an access a role
 * grants, the groups that grant it and the organisation's entitlement page when configured.
 */
export function NoAccess({ messageKey = 'identity.noAccess', role }: NoAccessProps) {
  const { t } = useTranslation();
  const styles = useStateStyles();
  const request = useShell().session.accessRequest;
  const groups = role ? (request?.groups[role] ?? []) : [];
  return (
    <div className={styles.center}>
      <section className={styles.empty} aria-labelledby="no-access-title">
        <LockClosedRegular className={styles.emptyIcon} aria-hidden />
        <Title2 as="h1" id="no-access-title" className={styles.heading}>
          {t(messageKey)}
        </Title2>
        {groups.length > 0 && (
          <Body1>{t('identity.askForGroup', { groups: groups.join(t('identity.groupSeparator')) })}</Body1>
        )}
        {role && request?.url && (
          <Link href={request.url} target="_blank" rel="noreferrer">
            {t('identity.requestAccess')}
          </Link>
        )}
      </section>
    </div>
  );
}
