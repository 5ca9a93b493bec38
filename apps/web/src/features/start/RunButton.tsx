import { Button, makeStyles } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import { useTranslation } from '../../lib/i18n';
import { isRunning } from '../../run/phases';
import { useRunValue } from '../../run/runStore';

const useStyles = makeStyles({
  // Unavailable at once, without the usual colour transition: no frame is drawn while the first
  // samples are taken.
  root: { alignSelf: 'flex-start', minWidth: '160px', transitionProperty: 'none' },
});

/** Run test: unavailable from the moment a run starts, drawn again alone so the form keeps still. */
export function RunButton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const running = useRunValue((run) => isRunning(run.phase));
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      icon={<PlayRegular />}
      className={styles.root}
      disabledFocusable={running}
    >
      {t('start.run')}
    </Button>
  );
}
