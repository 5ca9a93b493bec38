import { makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons/svg/sparkle';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { usePageAvailability } from '../../ui/pageAccess';
import { useShell } from '../../ui/ShellContext';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
});

/** The Copilot connectivity test preview link on the start page: its page available, Copilot flag on. */
export function CopilotPreviewLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { flags } = useShell();
  const copilot = usePageAvailability('copilot');
  if (copilot.state !== 'available' || !flags.copilot) return null;
  return (
    <p className={styles.root}>
      <SparkleRegular className={styles.icon} aria-hidden />
      <AppLink to="/copilot">{t('start.copilotPreview')}</AppLink>
    </p>
  );
}
