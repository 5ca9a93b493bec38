import { makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { CloudProfiles } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/AppLink';
import { useShell } from '../../app/ShellContext';
// Read at render time only, so the import cycle routes → start page → routes is harmless.
import { builtRoutes } from '../../app/routes';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
});

/** Whether the Copilot preview link shows: multi-tenant cloud, Copilot flag on, page built. */
export function copilotLinkVisible(
  multiTenant: boolean,
  copilotFlag: boolean,
  built: ReadonlySet<string>,
): boolean {
  return multiTenant && copilotFlag && built.has('/copilot');
}

/** The Copilot connectivity test preview link on the start page. */
export function CopilotPreviewLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config, flags } = useShell();
  const multiTenant = CloudProfiles[config.cloudName].multiTenantOnlyFeatures;
  if (!copilotLinkVisible(multiTenant, flags.copilot, builtRoutes)) return null;
  return (
    <p className={styles.root}>
      <SparkleRegular className={styles.icon} aria-hidden />
      <AppLink to="/copilot">{t('start.copilotPreview')}</AppLink>
    </p>
  );
}
