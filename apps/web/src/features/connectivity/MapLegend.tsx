import { makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { browserPlace, egressPlace, frontDoorPlace } from './reportPlaces';
import { formatList } from '../../ui/format';
import { plainList } from '../../ui/plainList';
import { LegendSymbol, type MapSymbolKind } from './MapSymbol';

const useStyles = makeStyles({
  list: {
    ...plainList,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  symbol: { flexShrink: 0, marginTop: '-1px' },
  name: { fontWeight: tokens.fontWeightSemibold },
});

/** The map's legend: each symbol with what it marks, named (the map's text alternative). */
export function MapLegend({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const here = browserPlace(report);
  const egress = egressPlace(report, i18n.language);
  const items: { kind: MapSymbolKind; label: string; value: string | null }[] = [
    { kind: 'location', label: t('report.map.location'), value: here || t('report.values.unknownShort') },
    {
      kind: 'egress',
      label: t('report.map.egress'),
      value: report.egressLocationLatitude === null ? null : egress || t('report.values.unknownShort'),
    },
    {
      kind: 'current',
      label: t('report.map.current'),
      value: report.currentFrontDoor ? frontDoorPlace(report.currentFrontDoor) : null,
    },
    {
      kind: 'optimal',
      label: t('report.map.optimal'),
      value: report.optimalFrontDoors.length
        ? formatList(
            report.optimalFrontDoors.map((f) => f.city),
            i18n.language,
          )
        : null,
    },
    { kind: 'backhaul', label: t('report.map.backhaul'), value: t('report.map.backhaulPath') },
  ];
  return (
    <ul className={styles.list} aria-label={t('report.map.legend')}>
      {items
        .filter((item) => item.value !== null)
        .map((item) => (
          <li key={item.kind} className={styles.item}>
            <span className={styles.symbol}>
              <LegendSymbol kind={item.kind} />
            </span>
            <span>
              <span className={styles.name}>{item.label}</span>
              {t('report.map.separator')}
              {item.value}
            </span>
          </li>
        ))}
    </ul>
  );
}
