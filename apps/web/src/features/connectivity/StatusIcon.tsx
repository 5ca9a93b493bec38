import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  BeakerRegular,
  CheckmarkCircleFilled,
  InfoRegular,
  SubtractCircleRegular,
  WarningFilled,
} from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import type { RowStatus } from './detailRows';

const useStyles = makeStyles({
  icon: { fontSize: '20px', display: 'block' },
  favourable: { color: tokens.colorPaletteGreenForeground1 },
  insight: { color: tokens.colorPaletteRedForeground1 },
  info: { color: tokens.colorNeutralForeground3 },
  unavailable: { color: tokens.colorNeutralForeground4 },
  advanced: { color: tokens.colorNeutralForeground3 },
});

const icons = {
  favourable: CheckmarkCircleFilled,
  insight: WarningFilled,
  info: InfoRegular,
  unavailable: SubtractCircleRegular,
  advanced: BeakerRegular,
} as const;

/** A row's status as an icon with a spoken name (green check, red warning, …). */
export function StatusIcon({ status }: { status: RowStatus }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const Icon = icons[status];
  return (
    <span role="img" aria-label={t(`report.status.${status}`)} title={t(`report.status.${status}`)}>
      <Icon className={mergeClasses(styles.icon, styles[status])} aria-hidden />
    </span>
  );
}
