import { makeStyles, tokens } from '@fluentui/react-components';
import { GlobeLocationRegular } from '@fluentui/react-icons/svg/globe-location';
import { ServerRegular } from '@fluentui/react-icons/svg/server';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { BranchForkRegular } from '@fluentui/react-icons/svg/branch-fork';
import type { FluentIcon } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { plainList } from '../../ui/plainList';

const checks: { key: string; Icon: FluentIcon }[] = [
  { key: 'frontDoor', Icon: GlobeLocationRegular },
  { key: 'dns', Icon: ServerRegular },
  { key: 'proxy', Icon: ShieldKeyholeRegular },
  { key: 'route', Icon: BranchForkRegular },
];

const useStyles = makeStyles({
  list: {
    ...plainList,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  icon: { fontSize: '24px', flexShrink: 0, color: tokens.colorBrandForeground1 },
});

/** What the connectivity test examines, as a short illustrated list. */
export function TestChecks() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {checks.map(({ key, Icon }) => (
        <li key={key} className={styles.item}>
          <Icon className={styles.icon} aria-hidden />
          <span>{t(`start.checks.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
