import { parse } from 'csv-parse/sync';
import { FormulaStart } from '@netlens/core';
/** Statuses caused by what the client sent: the answer must name the offending part of the request. */
const InputStatuses = new Set([400, 413, 415, 422]);

/** Why an answer to a fuzzed request is wrong, or null when it is fine. */
export function faultOf(status: number, body: string): string | null {
  if (status >= 500) return `server error ${status}: ${body.slice(0, 300)}`;
  if (!InputStatuses.has(status)) return null;
  let parsed: { error?: { id?: string; details?: { path?: unknown; message?: unknown }[] } };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return `${status} without the error body: ${body.slice(0, 200)}`;
  }
  const details = parsed.error?.details;
  if (!details?.length) return `${status} ${parsed.error?.id ?? ''} names no field`;
  const unnamed = details.find((d) => typeof d.path !== 'string' || d.path.length === 0);
  if (unnamed)
    return `${status} ${parsed.error?.id ?? ''} has a detail without a field: ${JSON.stringify(unnamed)}`;
  return null;
}

/** A CSV answer with a cell a spreadsheet would run as a formula, or null. */
export function csvFaultOf(type: unknown, body: string): string | null {
  if (typeof type !== 'string' || !type.startsWith('text/csv')) return null;
  const cells: string[][] = parse(body, { relax_column_count: true });
  const formula = cells.flat().find((cell) => FormulaStart.test(cell));
  return formula === undefined ? null : `a CSV cell is a formula: ${formula.slice(0, 80)}`;
}

/** Counts by status and by endpoint, and the first faults found (one per endpoint and kind). */
export class FuzzTally {
  readonly byStatus = new Map<number, number>();
  readonly byEndpoint = new Map<string, Map<number, number>>();
  readonly faults: string[] = [];
  private readonly seen = new Set<string>();
  total = 0;

  add(endpoint: string, status: number, fault: string | null, request: unknown): void {
    this.total++;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const per = this.byEndpoint.get(endpoint) ?? new Map<number, number>();
    per.set(status, (per.get(status) ?? 0) + 1);
    this.byEndpoint.set(endpoint, per);
    if (!fault) return;
    const key = `${endpoint} ${fault.slice(0, 40)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.faults.push(`${endpoint}: ${fault.slice(0, 300)} // ${JSON.stringify(request).slice(0, 300)}`);
  }

  statusLine(): string {
    return [...this.byStatus]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  }
}
