import { tokens } from '@fluentui/react-components';

/** The kinds of things drawn on the report map (and in its legend). */
export type MapSymbolKind = 'location' | 'egress' | 'current' | 'optimal' | 'backhaul';

/** Fill and stroke of each symbol, in theme colours so print and screen agree. */
export const mapColors = {
  location: tokens.colorBrandBackground,
  egress: tokens.colorPaletteDarkOrangeBackground3,
  current: tokens.colorNeutralForeground1,
  optimal: tokens.colorPaletteGreenForeground1,
  backhaul: tokens.colorNeutralForeground2,
  halo: tokens.colorNeutralBackground1,
} as const;

/** One map symbol centred on 0,0 (place it with a transform); about 18 px across. */
export function MapSymbol({ kind }: { kind: MapSymbolKind }) {
  switch (kind) {
    case 'location':
      return <circle r={6.5} fill={mapColors.location} stroke={mapColors.halo} strokeWidth={2} />;
    case 'egress':
      return (
        <rect
          x={-5.5}
          y={-5.5}
          width={11}
          height={11}
          transform="rotate(45)"
          fill={mapColors.egress}
          stroke={mapColors.halo}
          strokeWidth={2}
        />
      );
    case 'current':
      return (
        <path
          d="M0,-8 L7,5 L-7,5 Z"
          fill={mapColors.current}
          stroke={mapColors.halo}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      );
    case 'optimal':
      return <circle r={9} fill="none" stroke={mapColors.optimal} strokeWidth={2.5} />;
    case 'backhaul':
      return (
        <line
          x1={-9}
          x2={9}
          y1={0}
          y2={0}
          stroke={mapColors.backhaul}
          strokeWidth={2}
          strokeDasharray="4 3"
        />
      );
  }
}

/** A legend-sized standalone symbol (decorative: the legend text says what it is). */
export function LegendSymbol({ kind }: { kind: MapSymbolKind }) {
  return (
    <svg width={22} height={22} viewBox="-11 -11 22 22" aria-hidden focusable="false">
      <MapSymbol kind={kind} />
    </svg>
  );
}
