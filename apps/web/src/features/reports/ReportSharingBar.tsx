import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LinkRegular, ShareRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { useReportAccess } from './queries';
import { unsavedRuns } from './runs';
import { useRunReportId } from '../../run/runStore';
import { useSaveStatus } from './saveStatus';
import { startSignIn } from '../identity';
import { ShareDialog } from './ShareDialog';
import { Outcome } from '../../ui/Outcome';
import { BelowNarrowWidth } from '../../ui/breakpoints';
import { useMediaQuery } from '../../lib/useMediaQuery';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    '@media print': { display: 'none' },
  },
  notes: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '@media print': { display: 'none' },
  },
});

/** The offer to sign in and save the run that has just been made in this browser. */
export function SignInOffer({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  // On a phone the button goes under the text from the first frame: laid out automatically, the
  // bar found so only after its first layout, and grew under the report's first paint.
  const narrow = useMediaQuery(BelowNarrowWidth);
  return (
    <MessageBar intent="info" layout={narrow ? 'multiline' : 'auto'}>
      <MessageBarBody>{t('history.signInToSave')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onSignIn}>{t('identity.signIn')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** A control that is disabled with the admin's reason as its tooltip (spec §5). */
function Gated({
  enabled,
  children,
}: {
  enabled: boolean;
  children: (disabled: boolean) => React.ReactElement;
}) {
  const { t } = useTranslation();
  if (enabled) return children(false);
  return (
    <Tooltip content={t('sharing.disabled')} relationship="description">
      {children(true)}
    </Tooltip>
  );
}

/**
 * On a report: where saving this browser's run stands, the sign-in offer to save it, and the
 * owner's Share and Copy link controls.
 */
export function ReportSharingBar({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { session, config } = useShell();
  const ux = config.uxFeatureControl;
  const status = useSaveStatus(reportId);
  const access = useReportAccess(reportId, session.signedIn);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // The run just made here is this browser's (remembered once the page is idle); an older one
  // is looked up in storage.
  const justRun = useRunReportId() === reportId;
  const mine = justRun || unsavedRuns().includes(reportId);
  const signInOffer = !session.signedIn && mine && !ux.DisableSignIn && !ux.DisableSaveReport;
  const a = access.data;
  const link = window.location.href.split('?')[0] ?? window.location.href;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );

  return (
    <div className={styles.notes}>
      {status === 'saving' && (
        <MessageBar intent="info">
          <MessageBarBody>{t('history.saving')}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'saved' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('history.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'failed' && <Outcome ok={false}>{t('history.saveFailed')}</Outcome>}
      {signInOffer && <SignInOffer onSignIn={() => startSignIn()} />}
      {a?.isOwner && (
        <div className={styles.bar}>
          <Gated enabled={a.canShare || a.canSharePublic || a.isPublic}>
            {(disabled) => (
              <Button icon={<ShareRegular />} disabledFocusable={disabled} onClick={() => setOpen(true)}>
                {t('sharing.share')}
              </Button>
            )}
          </Gated>
          <Gated enabled={a.canShare || a.isPublic}>
            {(disabled) => (
              <Button icon={<LinkRegular />} disabledFocusable={disabled} onClick={() => void copy()}>
                {copied === 'yes' ? t('sharing.linkCopied') : t('sharing.copyLink')}
              </Button>
            )}
          </Gated>
          {copied === 'no' && <span role="alert">{t('sharing.copyFailed', { url: link })}</span>}
          {open && <ShareDialog reportId={reportId} access={a} open={open} onClose={() => setOpen(false)} />}
        </div>
      )}
    </div>
  );
}
