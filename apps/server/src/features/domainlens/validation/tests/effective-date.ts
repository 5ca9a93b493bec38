import { ADDITION_EFFECTIVE_DAYS, listParam, type ValidationTestResult } from '@netlens/core';
import type { ValidationContext } from '../context.js';
import { normFqdn, result } from '../helpers.js';

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Effective date: additions take effect at least ADDITION_EFFECTIVE_DAYS whole UTC days after the
 * change's expected publishing date, else the day of the run (Warning: spec "should").
 */
export function effectiveDate({ input, sets, now }: ValidationContext): ValidationTestResult {
  const publishDay = utcDay(input.change.expectedPublishDate ?? now);
  const earliest = publishDay + ADDITION_EFFECTIVE_DAYS * DAY_MS;
  const dates = new Map<string, Date | null>();
  for (const e of input.change.addedFqdns) dates.set(normFqdn(e.value), e.effectiveDate);
  for (const e of input.change.addedCidrs) dates.set(e.value.trim(), e.effectiveDate);
  const added = [...sets.addedFqdns, ...sets.addedCidrs];
  if (added.length === 0) return result('EffectiveDate', 'Pass', 'none');
  const early: string[] = [];
  const undated: string[] = [];
  for (const endpoint of added) {
    const date = dates.get(endpoint) ?? null;
    if (!date) undated.push(endpoint);
    else if (utcDay(date) < earliest) early.push(`${endpoint} (${isoDay(utcDay(date))})`);
  }
  if (early.length === 0 && undated.length === 0) {
    return result('EffectiveDate', 'Pass', 'pass', {
      earliest: isoDay(earliest),
      days: ADDITION_EFFECTIVE_DAYS,
    });
  }
  const params = {
    days: ADDITION_EFFECTIVE_DAYS,
    earliest: isoDay(earliest),
    early: listParam(early),
    undated: listParam(undated),
  };
  const name = early.length === 0 ? 'undated' : undated.length === 0 ? 'early' : 'earlyAndUndated';
  return result('EffectiveDate', 'Warning', name, params, { early, undated });
}
