import { whenIdle } from '../../lib/idle';
import { prepareReportFormats } from '../../ui/format';
import { loadOnce } from '../../ui/lazyComponent';
import { loadWorldMap } from './worldMapChunk';

/**
 * The report's chunk (the report page, the running view, the live test, sharing), loaded once.
 * The start page does not carry it: it asks for it while the visitor reads, so a finished
 * test's report opens without waiting for it.
 */
export const loadReport = loadOnce(() => import('./reportEntry'));

/**
 * Prepares what a report needs while the browser is idle: the report's and the map's chunks and
 * the date formatter of the page's language. Returns how to cancel.
 */
export function prepareReportWhenIdle(lang: string): () => void {
  return whenIdle(() => {
    prepareReportFormats(lang);
    void loadReport().catch(() => undefined);
    void loadWorldMap().catch(() => undefined);
  });
}
