import { useId } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs } from '../../ui/format';
import { niceMax, peerBins, quintileOf, ticks } from './peerChart';
import { FramedSvg } from '../../ui/FramedSvg';
import { useElementWidth } from '../../ui/useElementWidth';

const RowHeight = 30;
const BarHeight = 18;
const Top = 28;
const Bottom = 26;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  caption: { margin: 0 },
  svg: {
    display: 'block',
    overflow: 'visible',
    fontFamily: tokens.fontFamilyBase,
    maxWidth: '100%',
    height: 'auto',
  },
});

/** Peer comparison: the latency quintiles of organisations in the metro, with the visitor's marked. */
export function PeerChart({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const captionId = useId();
  const frame = useElementWidth<HTMLDivElement>();
  const [, width] = frame;
  const bins = peerBins(report);
  if (!bins) return <Body1 as="p">{t('report.peers.tooFew')}</Body1>;

  const lang = i18n.language;
  const mine = report.measuredLatency;
  const mineQuintile = quintileOf(mine, bins);
  const max = niceMax([...bins, mine]);
  const labelWidth = width < 420 ? 92 : 124;
  const plot = Math.max(40, width - labelWidth - 56);
  const x = (ms: number) => labelWidth + (Math.min(ms, max) / max) * plot;
  const height = Top + bins.length * RowHeight + Bottom;
  const quintile = (i: number) => t(`report.peers.q${i + 1}`);
  const summary = [
    ...bins.map((b, i) => t('report.peers.binText', { quintile: quintile(i), value: formatMs(b, lang) })),
    t('report.peers.mineText', { value: formatMs(mine, lang), quintile: quintile(mineQuintile) }),
  ].join(' ');

  return (
    <figure className={styles.figure}>
      <Body1 as="p" id={captionId} className={styles.caption}>
        {t('report.peers.caption', {
          value: formatMs(mine, lang),
          quintile: quintile(mineQuintile),
          count: formatCount(report.peers.organisationCount, lang),
        })}
      </Body1>
      <FramedSvg frame={frame} height={height} className={styles.svg} aria-label={summary}>
        {() => (
          <>
            {ticks(max, plot < 320 ? 2 : 4).map((tick) => (
              <g key={tick} transform={`translate(${x(tick)},0)`}>
                <line y1={Top - 6} y2={height - Bottom} stroke={tokens.colorNeutralStroke2} />
                <text y={height - 8} textAnchor="middle" fontSize={12} fill={tokens.colorNeutralForeground3}>
                  {formatMs(tick, lang)}
                </text>
              </g>
            ))}
            {bins.map((b, i) => {
              const y = Top + i * RowHeight;
              return (
                <g key={i}>
                  <text x={0} y={y + BarHeight / 2 + 4} fontSize={12} fill={tokens.colorNeutralForeground2}>
                    {quintile(i)}
                  </text>
                  <rect
                    x={labelWidth}
                    y={y}
                    width={Math.max(2, x(b) - labelWidth)}
                    height={BarHeight}
                    rx={3}
                    fill={i === mineQuintile ? tokens.colorBrandBackground : tokens.colorNeutralBackground5}
                  />
                </g>
              );
            })}
            <g transform={`translate(${x(mine)},0)`}>
              <line
                y1={Top - 8}
                y2={height - Bottom}
                stroke={tokens.colorPaletteRedBorderActive}
                strokeWidth={2}
              />
              <text
                y={Top - 12}
                textAnchor={x(mine) > width - 60 ? 'end' : x(mine) < labelWidth + 40 ? 'start' : 'middle'}
                fontSize={12}
                fontWeight={600}
                fill={tokens.colorPaletteRedForeground1}
              >
                {t('report.peers.you', { value: formatMs(mine, lang) })}
              </text>
            </g>
            {bins.map((b, i) => (
              <text
                key={i}
                x={x(b) + 6}
                y={Top + i * RowHeight + BarHeight / 2 + 4}
                fontSize={12}
                fill={tokens.colorNeutralForeground1}
                stroke={tokens.colorNeutralBackground1}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {formatMs(b, lang)}
              </text>
            ))}
          </>
        )}
      </FramedSvg>
    </figure>
  );
}
