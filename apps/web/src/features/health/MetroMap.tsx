import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MetroHealth, MetroScore } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { BaseMap } from '../../ui/BaseMap';
import { healthColors } from './healthColors';

const useStyles = makeStyles({
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
  const placed = useMemo(
    () =>
      metros
        .filter((m) => m.latitude !== null && m.longitude !== null)
        .map((m) => ({ m, point: { latitude: m.latitude!, longitude: m.longitude! } }))
        .sort((a, b) => drawOrder[a.m.health] - drawOrder[b.m.health]),
    [metros],
  );
  const points = useMemo(() => placed.map((p) => p.point), [placed]);
  const unhealthy = metros.filter((m) => m.health === 'unhealthy').length;
  return (
    <BaseMap
      points={points}
      title={t('health.map.title', { count: placed.length, unhealthy })}
      ratio={0.5}
      minHeight={180}
      maxHeight={420}
      padding={24}
    >
      {(at) =>
        placed.map(({ m, point }) => {
          const transform = at(point);
          if (!transform) return null;
          const bad = m.health === 'unhealthy';
          return (
            <g key={`${m.countryCode}|${m.city}`} transform={transform}>
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
        })
      }
    </BaseMap>
  );
}
