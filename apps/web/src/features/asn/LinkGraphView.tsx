import { useEffect, useRef, type ReactElement } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import Sigma from 'sigma';
import { useTranslation } from '../../lib/i18n';
import { Colors, type EdgeAttrs, type LinkGraph, type NodeAttrs } from './graphModel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  canvas: {
    height: '480px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'relative',
    overflow: 'hidden',
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    width: '16px',
    height: '3px',
    marginInlineEnd: '6px',
    verticalAlign: 'middle',
  },
});

export interface LinkGraphViewProps {
  graph: LinkGraph;
  /** Changes whenever the graph's content does (a layout and a redraw follow). */
  version: number;
  focus: number | null;
  /** Edge keys drawn as the found paths. */
  highlighted: ReadonlySet<string>;
  onSelect: (asn: number) => void;
  onExpand: (asn: number) => void;
}

/** Laid out anew at each change: few iterations, Barnes–Hut beyond a couple of thousand ASes. */
function layout(graph: LinkGraph) {
  if (graph.order < 2) return;
  const settings = forceAtlas2.inferSettings(graph);
  forceAtlas2.assign(graph, { iterations: graph.order > 2000 ? 15 : 40, settings });
}

/**
 * The link graph drawn with sigma (WebGL): drag to pan, wheel or the buttons to zoom, click an AS
 * to select it, double-click to expand its neighbours. The lists beside it say the same in text.
 */
export function LinkGraphView({
  graph,
  version,
  focus,
  highlighted,
  onSelect,
  onExpand,
}: LinkGraphViewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const sigma = useRef<Sigma<NodeAttrs, EdgeAttrs> | null>(null);
  const handlers = useRef({ onSelect, onExpand });
  useEffect(() => {
    handlers.current = { onSelect, onExpand };
  }, [onSelect, onExpand]);

  useEffect(() => {
    const renderer = new Sigma(graph, container.current!, {
      labelRenderedSizeThreshold: 8,
      defaultEdgeType: 'line',
      zIndex: true,
    });
    renderer.on('clickNode', ({ node }) => handlers.current.onSelect(Number(node)));
    renderer.on('doubleClickNode', (e) => {
      e.preventSigmaDefault();
      handlers.current.onExpand(Number(e.node));
    });
    sigma.current = renderer;
    return () => {
      renderer.kill();
      sigma.current = null;
    };
  }, [graph]);

  useEffect(() => {
    layout(graph);
    sigma.current?.refresh();
  }, [graph, version]);

  useEffect(() => {
    const renderer = sigma.current;
    if (!renderer) return;
    const focusKey = focus === null ? null : String(focus);
    renderer.setSetting('nodeReducer', (node, data) =>
      node === focusKey ? { ...data, color: Colors.focus, zIndex: 2, forceLabel: true } : data,
    );
    renderer.setSetting('edgeReducer', (edge, data) =>
      highlighted.has(edge) ? { ...data, color: Colors.path, size: 3, zIndex: 1 } : data,
    );
    if (highlighted.size > 0) {
      const onPaths = new Set(highlighted.size ? [...highlighted].flatMap((e) => graph.extremities(e)) : []);
      renderer.setSetting('nodeReducer', (node, data) =>
        node === focusKey || onPaths.has(node)
          ? { ...data, color: node === focusKey ? Colors.focus : Colors.path, zIndex: 2, forceLabel: true }
          : data,
      );
    }
  }, [graph, focus, highlighted, version]);

  /** A tool moving the graph's camera. */
  const cameraButton = (
    icon: ReactElement,
    label: string,
    move: (c: ReturnType<Sigma['getCamera']>) => Promise<unknown>,
  ) => (
    <Button
      size="small"
      icon={icon}
      onClick={() => {
        const c = sigma.current?.getCamera();
        if (c) void move(c);
      }}
    >
      {t(label)}
    </Button>
  );
  return (
    <div className={styles.root}>
      <div className={styles.tools}>
        {cameraButton(<ZoomInRegular />, 'asn.graph.zoomIn', (c) => c.animatedZoom({ duration: 200 }))}
        {cameraButton(<ZoomOutRegular />, 'asn.graph.zoomOut', (c) => c.animatedUnzoom({ duration: 200 }))}
        {cameraButton(<ArrowResetRegular />, 'asn.graph.reset', (c) => c.animatedReset({ duration: 200 }))}
        <Caption1>{t('asn.graph.counts', { nodes: graph.order, links: graph.size })}</Caption1>
      </div>
      <div
        ref={container}
        className={styles.canvas}
        role="img"
        aria-label={t('asn.graph.label', { nodes: graph.order, links: graph.size })}
        data-testid="asn-graph"
      />
      <Caption1 className={styles.legend}>
        {(
          [
            [Colors.p2c, 'asn.graph.legendP2c'],
            [Colors.p2p, 'asn.graph.legendP2p'],
            [Colors.unknown, 'asn.graph.legendUnknown'],
            [Colors.path, 'asn.graph.legendPath'],
          ] as const
        ).map(([color, label]) => (
          <span key={label}>
            <span className={styles.swatch} style={{ backgroundColor: color }} />
            {t(label)}
          </span>
        ))}
        <span>{t('asn.graph.hint')}</span>
      </Caption1>
    </div>
  );
}
