import { AdvancedCategories, type AdvancedCategory } from '@netlens/core';
import type { TestOutcome } from './runner.js';

const MARK = { favourable: 'ok', insight: 'insight', info: 'done', failed: 'FAILED' } as const;

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
  return `${head}: ${MARK[done.verdict]} (${seconds} s)${done.error ? ` — ${done.error}` : ''}`;
}
