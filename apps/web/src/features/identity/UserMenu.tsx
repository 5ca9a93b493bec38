import {
  Avatar,
  Button,
  Caption1,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentBulletListRegular, ShieldLockRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../ui/ShellContext';
import { withBase } from '../../lib/basePath';
import type { SessionUser } from '@netlens/core';
import { contractQuery } from '../../lib/contractApi';
import { endpointKey } from '../../lib/queryKey';

const useStyles = makeStyles({
  who: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    maxWidth: '280px',
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  mail: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  avatarButton: {
    minWidth: 'auto',
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusCircular,
  },
});

/** The signed-in user's menu (its own chunk: a visitor who is not signed in never loads it). */
export function UserMenu({
  user,
  onSignOut,
}: {
  user: SessionUser;
  onSignOut: (everywhere: boolean) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { session, config } = useShell();
  const profile = useQuery({
    // The signed-in user's directory profile (photo address, privacy statement, domains), per user.
    ...contractQuery('ReadMyProfile'),
    queryKey: endpointKey('ReadMyProfile', user.id),
    staleTime: 30 * 60_000,
    retry: false,
  });
  const photo = profile.data?.photoUrl ? withBase(profile.data.photoUrl) : undefined;
  const privacy = session.privacyUrl ?? config.links.privacy;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.avatarButton}
          aria-label={t('identity.accountMenu', { name: user.displayName })}
        >
          {/* 36 px circle with up to two initials (spec §9). */}
          <Avatar
            size={36}
            name={user.displayName}
            initials={user.initials}
            color="colorful"
            aria-hidden
            {...(photo ? { image: { src: photo, alt: '' } } : {})}
          />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.who}>
          <span className={styles.name}>{user.displayName}</span>
          <Caption1 className={styles.mail}>{user.email}</Caption1>
        </div>
        <MenuDivider />
        <MenuList hasIcons>
          <MenuGroup>
            <MenuGroupHeader>{user.organizationName}</MenuGroupHeader>
            {!config.uxFeatureControl.DisableHistoryReport && (
              <MenuItem icon={<DocumentBulletListRegular />} onClick={() => void navigate('/reports')}>
                {t('identity.myReports')}
              </MenuItem>
            )}
            <MenuItemLink href={privacy} target="_blank" rel="noreferrer" icon={<ShieldLockRegular />}>
              {t('identity.privacy')}
            </MenuItemLink>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => onSignOut(false)}>
            {t('identity.signOut')}
          </MenuItem>
          <MenuItem onClick={() => onSignOut(true)}>{t('identity.signOutEverywhere')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
