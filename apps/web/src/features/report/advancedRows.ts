import type { Report } from '@netlens/core';
import type { DetailRow } from './rowTypes';

/** The advanced client's rows (REFERENCE.md), each with the report field it fills. */
export const AdvancedRowFields: readonly { id: string; field: keyof Report }[] = [
  { id: 'proxy', field: 'proxies' },
  { id: 'vpn', field: 'vpns' },
  { id: 'dnsPerformance', field: 'dnsPerformance' },
  { id: 'dnsResolver', field: 'dnsResolver' },
  { id: 'bufferBloat', field: 'bufferBloat' },
  { id: 'media', field: 'skype' },
  { id: 'connectivity', field: 'connectivity' },
  { id: 'networkPath', field: 'traceroutes' },
];

const pending = (report: Report, field: keyof Report) =>
  report[field] === null || report[field] === undefined;

/** Whether any advanced-client row still waits for the advanced test. */
export function advancedPending(report: Report): boolean {
  return AdvancedRowFields.some(({ field }) => pending(report, field));
}

/** The advanced-client rows: "Runs with the advanced test" until their data arrives; never invented. */
export function advancedRows(report: Report): DetailRow[] {
  return AdvancedRowFields.map(({ id, field }) => {
    const waiting = pending(report, field);
    return {
      id,
      group: 'advanced',
      status: waiting ? 'advanced' : 'info',
      texts: [{ key: waiting ? 'report.values.advancedPending' : 'report.values.advancedReceived' }],
    };
  });
}
