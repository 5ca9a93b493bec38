import { makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MedianWithInterval } from '../../ui/IntervalValue';
import { probeMedianTip } from './medianTip';
import { frontDoorPlace } from './reportPlaces';
import { formatDistance, formatMs } from '../../ui/format';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    breakInside: 'avoid',
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  sub: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The report's headline numbers: latency, best possible, front door and egress distance. */
export function KeyFigures({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const lang = i18n.language;
  const distance = report.browserToEgressLocationDistance;
  const km = distance === null ? null : formatDistance(distance, lang);
  const figures: { key: string; value: string; sub?: ReactNode }[] = [
    {
      key: 'latency',
      value: formatMs(report.measuredLatency, lang),
      sub: (
        <>
          {t('report.figures.median')}{' '}
          <MedianWithInterval
            median={report.latency.median}
            interval={report.latency.medianInterval}
            tip={probeMedianTip(t, report.latency.count, lang)}
          />
        </>
      ),
    },
    {
      key: 'best',
      value:
        report.bestPossibleLatency === null
          ? t('report.values.unknownShort')
          : formatMs(report.bestPossibleLatency, lang),
    },
    {
      key: 'frontDoor',
      value: report.currentFrontDoor
        ? frontDoorPlace(report.currentFrontDoor)
        : t('report.values.unknownShort'),
    },
    {
      key: 'distance',
      value: km ? km.km : t('report.values.unknownShort'),
      ...(km ? { sub: km.mi } : {}),
    },
  ];
  return (
    <dl className={styles.list}>
      {figures.map((f) => (
        <div key={f.key} className={styles.tile}>
          <dt className={styles.term}>{t(`report.figures.${f.key}`)}</dt>
          <dd className={styles.value}>{f.value}</dd>
          {f.sub && <dd className={styles.sub}>{f.sub}</dd>}
        </div>
      ))}
    </dl>
  );
}
