import { describe, expect, it } from 'vitest';
import { reportCsv } from './reportCsv';
import { reportFigures, reportFileName, reportJson } from './reportExport';
import { sampleReport } from '../../run/sampleReport';

const call = {
  relay: 'relay.example',
  udpBlocked: false,
  sent: 500,
  received: 495,
  lossShare: 0.01,
  lossShareInterval: { lower: 0.004, upper: 0.023, confidence: 0.95 },
  rttMs: 31.5,
  rttIntervalMs: { lower: 30.9, upper: 32.2, confidence: 0.95 },
  jitterMs: 1.2,
  jitterIntervalMs: { lower: 1.1, upper: 1.3, confidence: 0.95 },
  durationMs: 10_000,
};

/** The CSV's rows by column (no cell here holds a comma or a quote). */
function parse(csv: string): Record<string, string>[] {
  const [head, ...lines] = csv.trimEnd().split('\r\n');
  const columns = head!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

describe('the report downloads', () => {
  it('give the report as the API answers it (JSON)', () => {
    const report = sampleReport();
    expect(JSON.parse(reportJson(report))).toEqual(report);
    expect(reportFileName(report, 'json')).toBe('netlens-report-2025-03-04-AAAAAAAAAAAAAAAAAAAAAA.json');
  });

  it('list every measured figure once, the median with its 95 % interval', () => {
    const figures = reportFigures(sampleReport());
    expect(figures[0]).toEqual({
      name: 'latency.median',
      value: 21,
      intervalLow: 20,
      intervalHigh: 23,
      unit: 'ms',
    });
    expect(new Set(figures.map((f) => f.name)).size).toBe(figures.length);
    expect(figures.filter((f) => f.name.startsWith('measuredLatencies.')).map((f) => f.value)).toEqual([
      18, 21, 20, 30, 44, 19, 22,
    ]);
    expect(figures.find((f) => f.name === 'peers.betterShare')).toMatchObject({ value: 0.3, unit: 'share' });
    expect(figures.some((f) => f.name.startsWith('skype.'))).toBe(false);
  });

  it("add the advanced test's call with its intervals once it is in", () => {
    const figures = reportFigures(sampleReport({ skype: call }));
    expect(figures.filter((f) => f.name.startsWith('skype.'))).toEqual([
      { name: 'skype.rttMs', value: 31.5, intervalLow: 30.9, intervalHigh: 32.2, unit: 'ms' },
      { name: 'skype.jitterMs', value: 1.2, intervalLow: 1.1, intervalHigh: 1.3, unit: 'ms' },
      { name: 'skype.lossShare', value: 0.01, intervalLow: 0.004, intervalHigh: 0.023, unit: 'share' },
    ]);
  });

  it('write one CSV row per figure, an empty cell where a value or interval is missing', () => {
    const report = sampleReport({
      bestPossibleLatency: null,
      latency: { ...sampleReport().latency, medianInterval: null },
    });
    const csv = reportCsv(report);
    expect(csv.startsWith('name,value,intervalLow,intervalHigh,unit\r\n')).toBe(true);
    const rows = parse(csv);
    expect(rows).toHaveLength(reportFigures(report).length);
    expect(rows[0]).toEqual({
      name: 'latency.median',
      value: '21',
      intervalLow: '',
      intervalHigh: '',
      unit: 'ms',
    });
    expect(rows.find((r) => r.name === 'bestPossibleLatency')?.value).toBe('');
    const withInterval = parse(reportCsv(sampleReport()));
    expect(withInterval[0]).toMatchObject({ intervalLow: '20', intervalHigh: '23' });
  });
});
