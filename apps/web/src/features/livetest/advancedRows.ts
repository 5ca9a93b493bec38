import { AdvancedCategories, AdvancedRows, type Report } from '@netlens/core';
import { liveRows } from './rows';
import type { DetailRow } from '../../ui/rowTypes';

/** Whether any advanced-client row still waits for the advanced test. */
export function advancedPending(report: Report): boolean {
  return AdvancedRows.some(({ category }) => {
    const value = report[AdvancedCategories[category].field];
    return value === null || value === undefined;
  });
}

/** The advanced-client rows: "Runs with the advanced test" until their data arrives; never invented. */
export function advancedRows(report: Report, lang: string): DetailRow[] {
  return liveRows(report, lang);
}
