import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { feature, merge } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify';
import type { BoundaryProperties, BoundaryTopology } from '@netlens/core';
import type { Division } from './data.js';

/** Coordinates are quantized to this many steps across the answer's extent. */
const QUANTIZATION = 1e4;
/** The share of a shape's points dropped by simplification (the least significant ones). */
const DROPPED_SHARE = 0.9;
/** Rings smaller than this share of the answer's extent are dropped. */
const SPECK_SHARE = 1e-6;
/** A triangle smaller than this share of the extent is under a pixel of a page-wide map. */
const PIXEL_SHARE = 3e-7;

type AreaFeature = Feature<Geometry, BoundaryProperties>;

/** A simplified, quantized TopoJSON of the areas, under the object name `areas`. */
export function toTopology(features: AreaFeature[]): BoundaryTopology {
  const collection: FeatureCollection<Geometry, BoundaryProperties> = {
    type: 'FeatureCollection',
    features,
  };
  const topo = presimplify(topology({ areas: collection }) as never);
  const hasArcs = topo.arcs.length > 0;
  const simplified = hasArcs ? dropSpecks(simplify(topo, minWeight(topo))) : topo;
  // Quantize last: presimplify needs the exact coordinates.
  const simplest: FeatureCollection = { type: 'FeatureCollection', features: geojsonOf(simplified) };
  const quantized = topology({ areas: simplest }, QUANTIZATION);
  return quantized as unknown as BoundaryTopology;
}

/** The least triangle area kept: a share of the points, and nothing below a pixel's worth. */
function minWeight(topo: ReturnType<typeof presimplify>) {
  const [x0, y0, x1, y1] = topo.bbox ?? [0, 0, 0, 0];
  return Math.max(quantile(topo, DROPPED_SHARE), Math.abs((x1 - x0) * (y1 - y0)) * PIXEL_SHARE);
}

/** Drops islands and lakes too small to see at the scale of the whole answer. */
function dropSpecks(topo: ReturnType<typeof presimplify>) {
  const [x0, y0, x1, y1] = topo.bbox ?? [0, 0, 0, 0];
  const minArea = Math.abs((x1 - x0) * (y1 - y0)) * SPECK_SHARE;
  return filter(topo, filterWeight(topo, minArea));
}

function geojsonOf(topo: ReturnType<typeof presimplify>): AreaFeature[] {
  const fc = feature(topo as never, topo.objects.areas as never) as unknown as FeatureCollection<
    Geometry,
    BoundaryProperties
  >;
  return fc.features;
}

/** Each division as an area of the map. */
export function divisionFeatures(divisions: Division[]): AreaFeature[] {
  return divisions.map((d) => ({
    type: 'Feature',
    geometry: d.geometry,
    properties: { id: d.id, name: d.name, country: d.country, area: 'AdminDivision1' },
  }));
}

/** The country's outline: its divisions merged. */
export function countryFeature(divisions: Division[]): AreaFeature {
  const first = divisions[0];
  const topo = topology({
    d: { type: 'GeometryCollection', geometries: divisions.map((d) => d.geometry) },
  } as never);
  const geometries = (topo.objects.d as unknown as { geometries: (Polygon | MultiPolygon)[] }).geometries;
  return {
    type: 'Feature',
    geometry: merge(topo as never, geometries as never),
    properties: {
      id: first?.country ?? '',
      name: first?.countryName ?? '',
      country: first?.country ?? '',
      area: 'CountryRegion',
    },
  };
}

/** A city as a point area. */
export function cityFeature(
  id: string,
  name: string,
  country: string,
  lon: number,
  lat: number,
): AreaFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { id, name, country, area: 'PopulatedPlace' },
  };
}
