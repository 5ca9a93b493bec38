import { Suspense, lazy, useId } from 'react';
import { Skeleton, SkeletonItem, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { KeyFigures } from './KeyFigures';
import { MapLegend } from './MapLegend';
import { PeerChart } from './PeerChart';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { loadWorldMap } from './worldMapChunk';

// The map carries the embedded world atlas: its own chunk, usually loaded by the start page.
const WorldMap = lazy(() => loadWorldMap().then((m) => ({ default: m.WorldMap })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, breakInside: 'avoid' },
  heading: { margin: `${tokens.spacingVerticalS} 0 0` },
  skeleton: { height: '300px', width: '100%' },
});

/** The Summary: headline numbers, the map with its legend, and the peer comparison. */
export function ReportSummary({ report }: { report: Report }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = useShell();
  const mapHeading = useId();
  const peersHeading = useId();
  // The headline numbers show first; the map (it takes a while to draw), its legend and the
  // peer chart, below the fold, follow once they are painted.
  const painted = useAfterFirstPaint();
  const skeleton = (
    <Skeleton aria-label={t('app.loading')}>
      <SkeletonItem className={styles.skeleton} />
    </Skeleton>
  );
  return (
    <div className={styles.root}>
      <KeyFigures report={report} />
      <section className={styles.block} aria-labelledby={mapHeading}>
        <Subtitle2 as="h3" id={mapHeading} className={styles.heading}>
          {t('report.map.heading')}
        </Subtitle2>
        {painted ? (
          <>
            <Suspense fallback={skeleton}>
              <WorldMap report={report} />
            </Suspense>
            <MapLegend report={report} />
          </>
        ) : (
          skeleton
        )}
      </section>
      {!config.uxFeatureControl.DisablePeerPerformanceChart && (
        <section className={styles.block} aria-labelledby={peersHeading}>
          <Subtitle2 as="h3" id={peersHeading} className={styles.heading}>
            {t('report.peers.heading')}
          </Subtitle2>
          {painted && <PeerChart report={report} />}
        </section>
      )}
    </div>
  );
}
