import { useId, useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { geoPath } from 'd3-geo';
import type { Report } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { fittedProjection } from './mapGeometry';
import { mapMarkers, markerPoints } from './mapMarkers';
import { MapSymbol, mapColors } from './MapSymbol';
import { useElementWidth } from './useElementWidth';

// Natural Earth 1:110m countries, embedded in the bundle (no tile server, no runtime download).
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);

const useStyles = makeStyles({
  frame: { width: '100%', minHeight: '200px' },
  svg: {
    display: 'block',
    boxSizing: 'border-box',
    // Scales with the page when printing narrower than the screen it was drawn for.
    maxWidth: '100%',
    height: 'auto',
    backgroundColor: tokens.colorPaletteBlueBackground2,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The report map: Equal Earth projection fitted to the location, egress and front doors. */
export function WorldMap({ report }: { report: Report }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const titleId = useId();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const height = Math.round(Math.min(440, Math.max(200, width * 0.52)));
  const markers = useMemo(() => mapMarkers(report), [report]);
  const path = useMemo(
    () => (width > 0 ? geoPath(fittedProjection(markerPoints(markers), width, height, 28)) : null),
    [markers, width, height],
  );
  const projection = path?.projection() as ((p: [number, number]) => [number, number] | null) | undefined;
  const at = (p: { latitude: number; longitude: number }) => {
    const xy = projection?.([p.longitude, p.latitude]);
    return xy ? `translate(${xy[0].toFixed(1)},${xy[1].toFixed(1)})` : undefined;
  };
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
          <title id={titleId}>{t('report.map.title')}</title>
          {/* One path for land and borders: each country's outline is stroked where it is drawn. */}
          <path
            d={path(countries) ?? ''}
            fill={tokens.colorNeutralBackground3}
            stroke={tokens.colorNeutralStroke1}
            strokeWidth={0.6}
            strokeLinejoin="round"
          />
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
        </svg>
      )}
    </div>
  );
}
