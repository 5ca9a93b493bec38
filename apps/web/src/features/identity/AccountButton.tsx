import { useState } from 'react';
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
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DocumentBulletListRegular,
  PersonRegular,
  ShieldLockRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Media } from '../../app/breakpoints';
import { useShell } from '../../app/ShellContext';
import { withBase } from '../../lib/basePath';
import { fetchProfile } from './api';
import { startSignIn, signOut } from './signInActions';

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
  // Under 500 px the button keeps its icon; the label stays for assistive technology.
  signIn: { [Media.narrow]: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalS } },
  signInLabel: {
    [Media.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  avatarButton: {
    minWidth: 'auto',
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusCircular,
  },
});

/** The header's account control: a sign-in button, a spinner while signing in, or the user menu. */
export function AccountButton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { session, config } = useShell();
  const [busy, setBusy] = useState(false);
  const profile = useQuery({
    queryKey: ['directory', 'me', session.user?.id],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: session.signedIn,
    staleTime: 30 * 60_000,
    retry: false,
  });
  const photo = profile.data?.photoUrl ? withBase(profile.data.photoUrl) : undefined;

  if (session.status === 'SsoSigningIn' || busy) {
    return <Spinner size="tiny" label={t(busy ? 'identity.signingIn' : 'identity.ssoSigningIn')} />;
  }
  const user = session.user;
  if (!session.signedIn || !user) {
    return (
      <Button
        className={styles.signIn}
        appearance="primary"
        icon={<PersonRegular />}
        onClick={() => (setBusy(true), startSignIn())}
      >
        <span className={styles.signInLabel}>{t('identity.signIn')}</span>
      </Button>
    );
  }
  const privacy = session.privacyUrl ?? config.links.privacy;
  const out = (everywhere: boolean) => {
    setBusy(true);
    signOut(everywhere).catch(() => setBusy(false));
  };
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
          <MenuItem icon={<SignOutRegular />} onClick={() => out(false)}>
            {t('identity.signOut')}
          </MenuItem>
          <MenuItem onClick={() => out(true)}>{t('identity.signOutEverywhere')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
