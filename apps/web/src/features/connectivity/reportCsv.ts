// The report's CSV download, in a chunk of its own: csv-stringify's browser build is loaded only
// when a visitor asks for the file.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { CsvWriterOptions, type Report } from '@netlens/core';
import { ReportFigureColumns, reportFigures } from './reportExport';

/**
 * One row per measured figure (name, value, interval low, interval high, unit), written with the
 * product's CSV options, so a cell a spreadsheet would read as a formula is neutralised as in every
 * CSV the server answers.
 */
export function reportCsv(report: Report): string {
  const rows = reportFigures(report).map((f) => ReportFigureColumns.map((c) => f[c] ?? ''));
  return stringify(rows, { ...CsvWriterOptions, columns: [...ReportFigureColumns] });
}
