import { useMemo, useState } from 'react';
import {
  Badge,
  TableCell,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { MetroScore } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { BelowNarrowWidth } from '../../ui/breakpoints';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { formatCount } from '../../ui/format';
import { MedianWithInterval } from '../../ui/IntervalValue';
import { SortHeaderCell } from '../../ui/table/SortHeaderCell';
import { SortableTable } from '../../ui/table/SortableTable';
import { sortMetros, type MetroSortKey, type SortDirection } from './sortMetros';

const useStyles = makeStyles({
  table: { minWidth: '560px' },
  compact: { minWidth: 0, tableLayout: 'auto' },
  standingText: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  meets: { color: tokens.colorPaletteGreenForeground1 },
  tooFewSamples: { color: tokens.colorNeutralForeground3 },
  sub: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  scoreCell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  unhealthyRow: { backgroundColor: tokens.colorPaletteRedBackground1 },
  unhealthy: { color: tokens.colorPaletteRedForeground1 },
  num: { fontVariantNumeric: 'tabular-nums' },
  city: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  country: { color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground2 },
});

const columns: { key: MetroSortKey; labelKey: string }[] = [
  { key: 'metro', labelKey: 'health.table.metro' },
  { key: 'samples', labelKey: 'health.table.samples' },
  { key: 'median', labelKey: 'health.table.median' },
  { key: 'score', labelKey: 'health.table.score' },
];

const badgeColor = { unhealthy: 'danger', meets: 'success', tooFewSamples: 'informative' } as const;

/** Every metro in a table sortable by each column; unhealthy rows stand out. */
export function MetroTable({ metros, country }: { metros: MetroScore[]; country: (cc: string) => string }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [sort, setSort] = useState<{ key: MetroSortKey; direction: SortDirection }>({
    key: 'score',
    direction: 'ascending',
  });
  const lang = i18n.language;
  const rows = useMemo(
    () =>
      sortMetros(
        metros,
        sort.key,
        sort.direction,
        (m) => `${m.city} ${country(m.countryCode)}`,
        new Intl.Collator(lang),
      ),
    [metros, sort, country, lang],
  );
  const narrow = useMediaQuery(BelowNarrowWidth);
  const toggle = (key: MetroSortKey) =>
    setSort((s) => ({
      key,
      direction: s.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const shown = narrow ? columns.filter((c) => c.key === 'metro' || c.key === 'score') : columns;
  const score = (m: MetroScore) =>
    m.score === null ? (
      <span className={styles.muted}>{t('health.tooFew', { count: m.samples })}</span>
    ) : (
      t('health.scoreValue', { score: Math.round(m.score) })
    );
  const badge = (m: MetroScore) => (
    <Badge appearance="tint" color={badgeColor[m.health]}>
      {t(`health.standing.${m.health}`)}
    </Badge>
  );
  const median = (m: MetroScore) =>
    m.medianLatencyMs === null ? (
      <span className={styles.muted}>—</span>
    ) : (
      <MedianWithInterval
        median={m.medianLatencyMs}
        interval={m.medianLatencyIntervalMs}
        tip={t('interval.metroTip', { n: m.samples })}
      />
    );
  return (
    <SortableTable
      className={narrow ? styles.compact : styles.table}
      label={t('health.table.label')}
      header={
        <>
          {shown.map((c) => (
            <SortHeaderCell
              key={c.key}
              direction={sort.key === c.key ? sort.direction : undefined}
              onSort={() => toggle(c.key)}
            >
              {t(c.labelKey)}
            </SortHeaderCell>
          ))}
          {!narrow && <TableHeaderCell>{t('health.table.standing')}</TableHeaderCell>}
        </>
      }
    >
      {rows.map((m) => (
        <TableRow
          key={`${m.countryCode}|${m.city}`}
          className={mergeClasses(m.health === 'unhealthy' && styles.unhealthyRow)}
        >
          <TableCell>
            <span className={styles.city}>{m.city}</span>
            {m.countryCode && <span className={styles.country}>{`, ${country(m.countryCode)}`}</span>}
            {narrow && (
              <span className={styles.sub}>
                {t('health.table.compact', { count: formatCount(m.samples, lang) })}
                {m.medianLatencyMs !== null && <> · {median(m)}</>}
              </span>
            )}
          </TableCell>
          {!narrow && <TableCell className={styles.num}>{formatCount(m.samples, lang)}</TableCell>}
          {!narrow && <TableCell className={styles.num}>{median(m)}</TableCell>}
          <TableCell className={styles.num}>
            {narrow ? (
              <span className={styles.scoreCell}>
                {score(m)}
                <span className={mergeClasses(styles.standingText, styles[m.health])}>
                  {t(`health.standing.${m.health}`)}
                </span>
              </span>
            ) : (
              score(m)
            )}
          </TableCell>
          {!narrow && <TableCell>{badge(m)}</TableCell>}
        </TableRow>
      ))}
    </SortableTable>
  );
}
