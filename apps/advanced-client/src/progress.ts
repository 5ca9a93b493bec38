import { AdvancedCategories, type AdvancedCategory, type ConnectivityResult } from '@netlens/core';
import { describeEndpointList } from './checks/publishedList.js';
import type { TestOutcome } from './runner.js';

const MARK = {
  favourable: 'ok',
  insight: 'insight',
  info: 'done',
  failed: 'FAILED',
  notAvailable: 'not available',
} as const;

/** One progress line: the test starting, or its verdict and duration once done. */
export function progressLine(
  category: AdvancedCategory,
  index: number,
  total: number,
  done?: TestOutcome,
): string {
  const width = String(total).length;
  const head = `[${String(index + 1).padStart(width)}/${total}] ${AdvancedCategories[category].test}`;
  if (!done) return `${head} …`;
  const seconds = (done.durationMs / 1000).toFixed(1);
  const list = done.category === 'Connectivity' && (done.result as ConnectivityResult | null)?.endpointList;
  const tested = list ? `, ${describeEndpointList(list)}` : '';
  const why = done.error ?? done.note;
  return `${head}: ${MARK[done.verdict]} (${seconds} s${tested})${why ? ` — ${why}` : ''}`;
}
