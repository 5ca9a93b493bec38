import { useTranslation } from '../lib/i18n';
import { useStateStyles } from './states.styles';
import { Spinner } from './Spinner';

/** A labelled spinner centred in the available space, for configuration, flags and access loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const styles = useStateStyles();
  return (
    <div className={styles.center}>
      <Spinner size="large" labelPosition="below" label={label ?? t('app.loading')} />
    </div>
  );
}
