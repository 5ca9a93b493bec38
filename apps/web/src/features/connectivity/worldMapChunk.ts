import { whenIdle } from '../../lib/idle';
import { prepareReportFormats } from '../../ui/format';
import type * as WorldMapChunk from './WorldMap';

type WorldMapModule = typeof WorldMapChunk;

let loading: Promise<WorldMapModule> | null = null;

/**
 * The map's chunk (it carries the embedded world atlas), loaded once. The start page asks for it
 * while the visitor reads, so a finished test's report opens without waiting for it.
 */
export function loadWorldMap(): Promise<WorldMapModule> {
  loading ??= import('./WorldMap').catch((error: unknown) => {
    loading = null; // a later render may try again
    throw error;
  });
  return loading;
}

/**
 * Prepares what a report needs while the browser is idle: the map's chunk and the date formatter
 * of the page's language. Returns how to cancel.
 */
export function prepareReportWhenIdle(lang: string): () => void {
  const load = () => {
    prepareReportFormats(lang);
    void loadWorldMap().catch(() => undefined);
  };
  return whenIdle(load);
}
