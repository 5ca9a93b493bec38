import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../connectivity/report.js';
import {
  AdvancedCategories,
  AdvancedCategoryNames,
  AdvancedRows,
  NoAdvancedResults,
  advancedVerdict,
  parseAdvancedPayload,
} from './registry.js';

const each = <K extends 'test' | 'field' | 'column'>(key: K) =>
  AdvancedCategoryNames.map((c) => AdvancedCategories[c][key]);
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('the registry of advanced tests', () => {
  it('names each test, report field and column once', () => {
    for (const key of ['test', 'field', 'column'] as const) expect(unique(each(key)), key).toBe(true);
  });

  it('gives each Details row one category and one place', () => {
    expect(unique(AdvancedRows.map((r) => r.id))).toBe(true);
    expect(unique(AdvancedRows.map((r) => r.order))).toBe(true);
    expect(AdvancedRows.map((r) => r.order)).toEqual(AdvancedRows.map((r) => r.order).sort((a, b) => a - b));
    expect(new Set(AdvancedRows.map((r) => r.category))).toEqual(new Set(AdvancedCategoryNames));
  });

  it('is where the report takes its advanced fields from, null until reported', () => {
    const fields = Object.keys(ReportSchema.shape);
    for (const field of each('field')) expect(fields).toContain(field);
    expect(Object.keys(NoAdvancedResults).sort()).toEqual([...each('field')].sort());
    expect(Object.values(NoAdvancedResults).every((v) => v === null)).toBe(true);
  });

  it('judges a row by its own verdict where it has one, else by its test', () => {
    const r = { idleMs: 10, loadedMs: 150, bloatMs: 140, bytes: 1, downloadMBps: 5 };
    const row = (id: string) => AdvancedRows.find((x) => x.id === id)!;
    expect(advancedVerdict('BufferBloat', r)).toBe('insight');
    expect((row('bufferBloat').verdict as (x: typeof r) => string)(r)).toBe('insight');
    expect((row('downloadSpeed').verdict as (x: typeof r) => string)(r)).toBe('favourable');
    expect(row('arp').verdict).toBe(AdvancedCategories.Arp.verdict);
  });

  it('accepts "not available" in place of any result, as a neutral verdict', () => {
    const payload = { notAvailable: { needs: 'DNS_ZONE' } };
    for (const category of AdvancedCategoryNames) {
      expect(parseAdvancedPayload(category, payload).success, category).toBe(true);
      expect(AdvancedCategories[category].schema.safeParse(payload).success, category).toBe(false);
    }
    expect(advancedVerdict('DnsResolver', { notAvailable: { needs: 'DNS_ZONE' } })).toBe('notAvailable');
    const unknown = parseAdvancedPayload('Skype', { notAvailable: { needs: 'NTP' } });
    expect(unknown.error?.issues[0]?.path).toEqual(['notAvailable', 'needs']);
    expect(parseAdvancedPayload('Skype', { notAvailable: { needs: 'liveRun' }, extra: 1 }).success).toBe(
      false,
    );
    expect(parseAdvancedPayload('Skype', { relay: 'r' }).error?.issues[0]?.path).toEqual(['udpBlocked']);
  });
});
