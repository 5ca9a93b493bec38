import { useEffect } from 'react';
import { Body1, Button, Title2 } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useTranslation } from '../lib/i18n';
import { logUnhandledError } from '../lib/telemetry';
import { isChunkLoadError } from '../ui/chunkLoad';
import { BareShell } from './BareShell';
import { useStateStyles } from '../ui/states.styles';

/**
 * Full-page state after an unexpected render error, or 'Loading chunk failed' when a part of the
 * page did not arrive; logs E00002 once and offers a reload.
 */
export function CrashState({ error, source }: { error: unknown; source: string }) {
  const { t } = useTranslation();
  const styles = useStateStyles();
  const texts = isChunkLoadError(error) ? 'shell.chunkFailed' : 'shell.crash';
  useEffect(() => logUnhandledError(error, source), [error, source]);
  return (
    <BareShell>
      <section className={styles.empty} aria-labelledby="crash-title">
        <ErrorCircleRegular className={styles.emptyIcon} aria-hidden />
        <Title2 as="h1" id="crash-title" className={styles.heading}>
          {t(`${texts}.title`)}
        </Title2>
        <Body1 as="p">{t(`${texts}.message`)}</Body1>
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => location.reload()}>
          {t('shell.crash.reload')}
        </Button>
      </section>
    </BareShell>
  );
}
