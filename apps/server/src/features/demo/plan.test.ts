import { describe, expect, it } from 'vitest';
import { MAIN_CUSTOMERS, SPARSE_CUSTOMERS, hostIn, planTraffic } from './plan.js';

const now = new Date('2026-11-26T12:00:00Z');

describe('demo traffic plan', () => {
  const plan = planTraffic(['1.21.112.0/20', '1.75.196.0/22'], 12, now);
  const main = plan.filter((p) => p.subnet === '1.21.112.0/20');
  const sparse = plan.filter((p) => p.subnet === '1.75.196.0/22');
  const dayOf = (p: { at: string }) => p.at.slice(0, 10);

  it('gives the main place enough customers and samples each day, from its own subnet', () => {
    const days = new Map<string, typeof main>();
    for (const p of main) days.set(dayOf(p), [...(days.get(dayOf(p)) ?? []), p]);
    expect(days.size).toBe(12);
    for (const reports of days.values()) {
      expect(reports.length).toBeGreaterThanOrEqual(24);
      expect(new Set(reports.map((r) => r.customer)).size).toBe(MAIN_CUSTOMERS);
    }
    expect(main.every((p) => p.address.startsWith('1.21.11') || p.address.startsWith('1.21.12'))).toBe(true);
    expect(main.every((p) => p.at < '2026-11-26')).toBe(true);
  });

  it('gives the other places too few customers and samples', () => {
    expect(new Set(sparse.map((p) => p.customer)).size).toBe(SPARSE_CUSTOMERS);
    expect(sparse.length).toBeLessThan(24);
    expect(sparse.every((p) => p.address.startsWith('1.75.19'))).toBe(true);
  });

  it('degrades the main place on recent days, far above its baseline', () => {
    const mean = (day: string) => {
      const l = main.filter((p) => dayOf(p) === day).map((p) => Math.min(...p.latencies));
      return l.reduce((a, b) => a + b, 0) / l.length;
    };
    expect(mean('2026-11-22') / mean('2026-11-15')).toBeGreaterThan(1.5);
    expect(mean('2026-11-23') / mean('2026-11-15')).toBeGreaterThan(1.5);
    expect(mean('2026-11-25') / mean('2026-11-15')).toBeLessThan(1.3);
  });

  it('gives every customer of a day the same latencies, so none dominates', () => {
    const day = main.filter((p) => dayOf(p) === '2026-11-18');
    const of = (c: number) => day.filter((p) => p.customer === c).map((p) => Math.min(...p.latencies));
    expect(of(1)).toEqual(of(0));
    expect(of(5)).toEqual(of(0));
  });

  it('is the same each time', () => {
    expect(planTraffic(['1.21.112.0/20'], 10, now)).toEqual(planTraffic(['1.21.112.0/20'], 10, now));
  });

  it('picks host addresses inside IPv4 and IPv6 subnets', () => {
    expect(hostIn('10.0.0.0/22', 0)).toBe('10.0.0.1');
    expect(hostIn('10.0.0.0/22', 300)).toBe('10.0.1.45');
    expect(hostIn('10.0.0.0/30', 5)).toBe('10.0.0.2');
    expect(hostIn('2001:db8::/64', 256)).toBe('2001:db8::101');
  });
});
