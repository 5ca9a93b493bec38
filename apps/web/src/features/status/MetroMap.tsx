import { useId, useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { geoPath } from 'd3-geo';
import type { MetroHealth, MetroScore } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { fittedProjection } from '../report/mapGeometry';
import { useElementWidth } from '../report/useElementWidth';
import { healthColors } from './healthColors';

// Natural Earth 1:110m countries, embedded in the bundle (no tile server, no runtime download).
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);

const useStyles = makeStyles({
  frame: { width: '100%', minHeight: '180px' },
  svg: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    backgroundColor: tokens.colorPaletteBlueBackground2,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  label: {
    fontSize: '12px',
    fontWeight: tokens.fontWeightSemibold,
    fill: tokens.colorNeutralForeground1,
    paintOrder: 'stroke',
    stroke: tokens.colorNeutralBackground1,
    strokeWidth: '3px',
  },
});

// Drawn last so they sit on top: unhealthy metros.
const drawOrder: Record<MetroHealth, number> = { tooFewSamples: 0, meets: 1, unhealthy: 2 };

/** The metros on a world map, coloured by standing; unhealthy ones ringed and named. */
export default function MetroMap({
  metros,
  name,
}: {
  metros: MetroScore[];
  name: (m: MetroScore) => string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const titleId = useId();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const height = Math.round(Math.min(420, Math.max(180, width * 0.5)));
  const placed = useMemo(
    () =>
      metros
        .filter((m) => m.latitude !== null && m.longitude !== null)
        .map((m) => ({ m, point: { latitude: m.latitude!, longitude: m.longitude! } }))
        .sort((a, b) => drawOrder[a.m.health] - drawOrder[b.m.health]),
    [metros],
  );
  const path = useMemo(
    () =>
      width > 0
        ? geoPath(
            fittedProjection(
              placed.map((p) => p.point),
              width,
              height,
              24,
            ),
          )
        : null,
    [placed, width, height],
  );
  const projection = path?.projection() as ((p: [number, number]) => [number, number] | null) | undefined;
  const unhealthy = metros.filter((m) => m.health === 'unhealthy').length;
  return (
    <div ref={frameRef} className={styles.frame}>
      {path && (
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{t('health.map.title', { count: placed.length, unhealthy })}</title>
          <path
            d={path(countries) ?? ''}
            fill={tokens.colorNeutralBackground3}
            stroke={tokens.colorNeutralStroke1}
            strokeWidth={0.6}
          />
          {placed.map(({ m, point }) => {
            const xy = projection?.([point.longitude, point.latitude]);
            if (!xy) return null;
            const bad = m.health === 'unhealthy';
            return (
              <g
                key={`${m.countryCode}|${m.city}`}
                transform={`translate(${xy[0].toFixed(1)},${xy[1].toFixed(1)})`}
              >
                <title>{`${name(m)}: ${t(`health.standing.${m.health}`)}`}</title>
                {bad && <circle r={11} fill="none" stroke={healthColors.unhealthy} strokeWidth={2} />}
                <circle
                  r={bad ? 6 : 5}
                  fill={healthColors[m.health]}
                  stroke={tokens.colorNeutralBackground1}
                  strokeWidth={1.5}
                />
                {bad && (
                  <text className={styles.label} x={14} y={4}>
                    {m.city}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
