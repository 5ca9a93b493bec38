import { useId, useMemo, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { geoPath, type GeoPath } from 'd3-geo';
import type { GeoPoint } from '@netlens/core';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { FramedSvg } from './FramedSvg';
import { fittedProjection } from './mapGeometry';
import { useElementWidth } from './useElementWidth';

// Natural Earth 1:110m countries, embedded in the bundle (no tile server, no runtime download).
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);

const useStyles = makeStyles({
  frame: { width: '100%' },
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

/** Where a point is drawn, as an SVG transform; undefined when the projection cannot place it. */
export type PlaceAt = (p: GeoPoint) => string | undefined;

export interface BaseMapProps {
  /** The points the Equal Earth projection is fitted to. */
  points: GeoPoint[];
  title: string;
  /** Height as a share of the width, kept between minHeight and maxHeight. */
  ratio: number;
  minHeight: number;
  maxHeight: number;
  /** Room kept around the points, in pixels. */
  padding: number;
  children: (at: PlaceAt, path: GeoPath) => ReactNode;
}

/** A world map as wide as its frame, fitted to the given points; the caller draws on top of it. */
export function BaseMap({ points, title, ratio, minHeight, maxHeight, padding, children }: BaseMapProps) {
  const styles = useStyles();
  const titleId = useId();
  const frame = useElementWidth<HTMLDivElement>();
  const [, width] = frame;
  const height = Math.round(Math.min(maxHeight, Math.max(minHeight, width * ratio)));
  const path = useMemo(
    () => (width > 0 ? geoPath(fittedProjection(points, width, height, padding)) : null),
    [points, width, height, padding],
  );
  const projection = path?.projection() as ((p: [number, number]) => [number, number] | null) | undefined;
  const at: PlaceAt = (p) => {
    const xy = projection?.([p.longitude, p.latitude]);
    return xy ? `translate(${xy[0].toFixed(1)},${xy[1].toFixed(1)})` : undefined;
  };
  return (
    <FramedSvg
      frame={frame}
      height={height}
      frameClassName={styles.frame}
      frameStyle={{ minHeight: `${minHeight}px` }}
      className={styles.svg}
      aria-labelledby={titleId}
    >
      {() =>
        path && (
          <>
            <title id={titleId}>{title}</title>
            {/* One path for land and borders: each country's outline is stroked where it is drawn. */}
            <path
              d={path(countries) ?? ''}
              fill={tokens.colorNeutralBackground3}
              stroke={tokens.colorNeutralStroke1}
              strokeWidth={0.6}
              strokeLinejoin="round"
            />
            {children(at, path)}
          </>
        )
      }
    </FramedSvg>
  );
}
