import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { Media } from '../../ui/breakpoints';
import { detailRows, type DetailRow, type RowGroup, type RowText } from './detailRows';
import { LatencyStatsView } from './LatencyStatsView';
import { StatusIcon } from './StatusIcon';
import { useVisuallyHidden } from '../../ui/visuallyHidden';

const groups: RowGroup[] = ['location', 'mail', 'files', 'advanced'];

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: `${tokens.spacingVerticalM} 0 0` },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    tableLayout: 'fixed',
    [Media.narrow]: { display: 'block', '& tbody': { display: 'block' }, '& colgroup': { display: 'none' } },
  },
  row: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    breakInside: 'avoid',
    [Media.narrow]: {
      display: 'grid',
      gridTemplateColumns: '32px 1fr',
      paddingBlock: tokens.spacingVerticalS,
    },
  },
  statusCol: { width: '36px' },
  nameCol: { width: '34%' },
  status: { padding: `${tokens.spacingVerticalS} 0`, verticalAlign: 'top' },
  name: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS} 0`,
    verticalAlign: 'top',
    [Media.narrow]: { padding: `${tokens.spacingVerticalS} 0 0` },
  },
  value: {
    padding: `${tokens.spacingVerticalS} 0`,
    verticalAlign: 'top',
    [Media.narrow]: { gridColumn: '2', padding: `${tokens.spacingVerticalXXS} 0 0` },
  },
  text: { margin: 0 },
  printOnly: { display: 'none', margin: 0, '@media print': { display: 'block' } },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** A row's sentence in the UI language, its values localized first where they are sentences too. */
function localize(t: TFunction, text: RowText): string {
  if ('text' in text) return text.text;
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, v]) => [name, typeof v === 'string' ? v : localize(t, v)]),
  );
  return t(text.key, params);
}

function Texts({ texts }: { texts: RowText[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return texts.map((text, i) => (
    <p key={i} className={i === 0 ? styles.text : styles.muted}>
      {localize(t, text)}
    </p>
  ));
}

function Row({ row, report }: { row: DetailRow; report: Report }) {
  const { t } = useTranslation();
  const styles = useStyles();
  // A printout lists the advanced tests still to run in one sentence, not a row each.
  return (
    <tr className={styles.row} data-print={row.status === 'advanced' ? 'hide' : undefined}>
      <td className={styles.status}>
        <StatusIcon status={row.status} />
      </td>
      <th scope="row" className={styles.name}>
        {t(`report.rows.${row.id}`)}
      </th>
      <td className={styles.value}>
        <Texts texts={row.texts} />
        {row.id === 'mailLatency' && (
          <LatencyStatsView stats={report.latency} samples={report.measuredLatencies} />
        )}
      </td>
    </tr>
  );
}

/** The Details: one row per measurement, grouped, each favourable, an insight or information. */
export function ReportDetails({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const sr = useVisuallyHidden();
  const rows = detailRows(report, i18n.language);
  const notRun = rows.filter((r) => r.status === 'advanced').map((r) => t(`report.rows.${r.id}`));
  return groups
    .map((group) => (
      <section
        key={group}
        className={styles.group}
        aria-label={t(`report.groups.${group}`)}
        data-print={
          group === 'advanced' && notRun.length === rows.filter((r) => r.group === group).length
            ? 'hide'
            : undefined
        }
      >
        <Subtitle2 as="h3" className={styles.heading}>
          {t(`report.groups.${group}`)}
        </Subtitle2>
        <table className={styles.table}>
          <colgroup>
            <col className={styles.statusCol} />
            <col className={styles.nameCol} />
            <col />
          </colgroup>
          <thead className={sr.hidden}>
            <tr>
              <th scope="col">{t('report.columns.status')}</th>
              <th scope="col">{t('report.columns.measurement')}</th>
              <th scope="col">{t('report.columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((r) => r.group === group)
              .map((row) => (
                <Row key={row.id} row={row} report={report} />
              ))}
          </tbody>
        </table>
      </section>
    ))
    .concat(
      notRun.length > 0 ? (
        <p key="notRun" className={styles.printOnly}>
          {t('report.advancedNotRun', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(notRun),
          })}
        </p>
      ) : (
        []
      ),
    );
}
