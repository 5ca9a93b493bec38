import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

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

/** The latency probes' progress: a bar and "sample n of 25". */
export function ProbeProgress({ done, total, city }: ProbeProgressProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const label = city ? t('probes.measuringCity', { city }) : t('probes.measuring');
  return (
    <Field label={label} hint={total > 0 ? t('probes.sample', { n: done, total }) : t('probes.connecting')}>
      <ProgressBar
        value={total > 0 ? done : undefined}
        max={total > 0 ? total : undefined}
        thickness="large"
        bar={{ className: styles.bar }}
      />
    </Field>
  );
}
