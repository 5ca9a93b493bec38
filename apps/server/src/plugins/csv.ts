import { stringify } from 'csv-stringify/sync';
import { CsvWriterOptions } from '@netlens/core';

/**
 * The server's one CSV writer (csv-stringify with core's `CsvWriterOptions`): a header row, then
 * one row per record, CRLF line ends. A list is one cell of comma-joined items. Every cell a
 * spreadsheet would read as a formula (beginning with =, +, -, @, tab or carriage return) is
 * neutralised with a leading apostrophe, as OWASP describes for CSV injection, so a file opened by
 * a consumer never runs what a user typed.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (v: unknown) =>
    Array.isArray(v)
      ? v.join(',')
      : v === undefined || v === null
        ? ''
        : typeof v === 'object'
          ? JSON.stringify(v)
          : v;
  return stringify(
    rows.map((r) => columns.map((c) => cell(r[c]))),
    { ...CsvWriterOptions, columns: [...columns] },
  );
}
