import { useMemo } from 'react';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { BaseMap } from '../../ui/BaseMap';
import { fitPoints, mapMarkers } from './mapMarkers';
import { MapSymbol, mapColors } from './MapSymbol';

/** The report map: Equal Earth projection fitted to the location, egress and front doors. */
export function WorldMap({ report }: { report: Report }) {
  const { t } = useTranslation();
  const markers = useMemo(() => mapMarkers(report), [report]);
  const points = useMemo(() => fitPoints(markers), [markers]);
  return (
    <BaseMap
      points={points}
      title={t('report.map.title')}
      ratio={0.52}
      minHeight={200}
      maxHeight={440}
      padding={28}
    >
      {(at, path) => (
        <>
          {markers.backhaul.length > 1 && (
            <path
              d={
                path({
                  type: 'LineString',
                  coordinates: markers.backhaul.map((p) => [p.longitude, p.latitude]),
                }) ?? ''
              }
              fill="none"
              stroke={mapColors.backhaul}
              strokeWidth={2}
              strokeDasharray="6 4"
              strokeLinecap="round"
            />
          )}
          {markers.optimal.map((f) => (
            <g key={`optimal-${f.id}`} transform={at(f)}>
              <MapSymbol kind="optimal" />
            </g>
          ))}
          {markers.current && (
            <g transform={at(markers.current)}>
              <MapSymbol kind="current" />
            </g>
          )}
          {markers.egress && (
            <g transform={at(markers.egress)}>
              <MapSymbol kind="egress" />
            </g>
          )}
          <g transform={at(markers.location)}>
            <MapSymbol kind="location" />
          </g>
        </>
      )}
    </BaseMap>
  );
}
