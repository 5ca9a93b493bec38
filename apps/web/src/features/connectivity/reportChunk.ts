import { loadContract } from '../../lib/contractApi';
import { loadAllStrings } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { loadOnce } from '../../ui/lazyComponent';
import { loadWorldMap } from './worldMapChunk';

/**
 * The report's chunk (the report page, the running view, the live test, sharing), loaded once,
 * with the strings it shows (the whole English table: the start page ships only its own).
 * The start page does not carry it: it asks for it while the visitor reads, so a finished
 * test's report opens without waiting for it.
 */
export const loadReport = loadOnce(() =>
  Promise.all([import('./reportEntry'), loadAllStrings()]).then(([report]) => report),
);

/**
 * The test itself (locating, probing, GenerateTestReport: runTest.ts), loaded once. The start
 * page fetches it as soon as it shows, in a chunk of its own that V8 compiles as it arrives, so
 * pressing Run test does not wait for its code to be compiled.
 */
export const loadRunTest = loadOnce(() => import('./runTest'));

/**
 * Prepares what a report needs while the visitor reads the start page: the contract's (the test's
 * call and its answer's schema), the report's and the map's chunks load at once (the rehearsal waits for them, and a visitor may press Run test
 * soon), the date formatter of the page's language once the browser is idle. Returns how to
 * cancel what has not started yet.
 */
export function prepareReport(lang: string): () => void {
  void loadContract().catch(() => undefined);
  void loadReport().catch(() => undefined);
  void loadWorldMap().catch(() => undefined);
  return whenIdle(() => void import('../../ui/format').then((m) => m.prepareReportFormats(lang)));
}
