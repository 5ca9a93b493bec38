import { useMemo } from 'react';
import { tokens } from '@fluentui/react-components';
import type { SolutionPerformance } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { BaseMap } from '../../ui/BaseMap';
import { metricText, placeName } from './values';

/** The world as a map at zoom 2 shows it: the view is fitted to these corners, and the cities. */
const WORLD = [
  { latitude: 62, longitude: -160 },
  { latitude: -45, longitude: 170 },
];
const NEUTRAL = '#8a8886';

/** The solution's cities on the world map, coloured by their meetings assessment. */
export default function SolutionMap({ cities }: { cities: SolutionPerformance[] }) {
  const { t, i18n } = useTranslation();
  const placed = useMemo(
    () =>
      cities
        .filter((c) => c.cityLat !== null && c.cityLong !== null)
        .map((c) => ({ c, point: { latitude: c.cityLat!, longitude: c.cityLong! } })),
    [cities],
  );
  const points = useMemo(() => [...WORLD, ...placed.map((p) => p.point)], [placed]);
  return (
    <BaseMap
      points={points}
      title={t('solutions.overview.map')}
      ratio={0.5}
      minHeight={180}
      maxHeight={420}
      padding={12}
    >
      {(at) =>
        placed.map(({ c, point }) => {
          const transform = at(point);
          if (!transform) return null;
          const value = c.hiddenReason
            ? t(`solutions.hidden.${c.hiddenReason}`)
            : (metricText(c, 'latency', i18n.language) ?? '—');
          return (
            <g key={`${c.country}|${c.state}|${c.city}`} transform={transform}>
              <title>{t('solutions.overview.mapPoint', { place: placeName(c, ''), value })}</title>
              <circle
                r={6}
                fill={c.hiddenReason ? NEUTRAL : (c.assessmentColor ?? NEUTRAL)}
                stroke={tokens.colorNeutralBackground1}
                strokeWidth={1.5}
              />
            </g>
          );
        })
      }
    </BaseMap>
  );
}
