import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import { PROBE_WARM_SAMPLES } from '@netlens/core/probing';
import { useTranslation } from '../../lib/i18n';

interface ProbeProgressProps {
  done: number;
  total: number;
  /** City of the front door being timed. */
  city: string | null;
}

const useStyles = makeStyles({
  // The bar jumps to each new count: an animated width would lay the page out every frame
  // while the samples are being timed.
  bar: { transitionProperty: 'none' },
});

/**
 * The latency probes' progress: a bar and "sample n of 25". The bar shows the count from the start
 * (empty while connecting) rather than an indeterminate animation, which would redraw the page
 * every frame during the first sample.
 */
export function ProbeProgress({ done, total, city }: ProbeProgressProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const label = city ? t('probes.measuringCity', { city }) : t('probes.measuring');
  const max = total > 0 ? total : PROBE_WARM_SAMPLES;
  return (
    <Field
      label={label}
      hint={done > 0 ? t('probes.sample', { n: done, total: max }) : t('probes.connecting')}
    >
      <ProgressBar value={done} max={max} thickness="large" bar={{ className: styles.bar }} />
    </Field>
  );
}
