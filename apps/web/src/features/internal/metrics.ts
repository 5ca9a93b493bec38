import type { Outage, SolutionPerformance } from '@netlens/core';

/** What #providers shows of a solution's performance. */
export interface SolutionMetrics {
  /** Its latest global month, if it has one. */
  latest: SolutionPerformance | undefined;
  /** Countries and cities with data. */
  countries: number;
  cities: number;
  /** Outages in the window, and those still going on. */
  outages: number;
  openOutages: number;
}

const countBy = (rows: readonly { solutionId: string }[]) => {
  const n = new Map<string, number>();
  for (const r of rows) n.set(r.solutionId, (n.get(r.solutionId) ?? 0) + 1);
  return n;
};

/** The metrics of each solution from the latest rows at each level and the outages. */
export function metricsBySolution(
  global: readonly SolutionPerformance[],
  countries: readonly SolutionPerformance[],
  cities: readonly SolutionPerformance[],
  outages: readonly Outage[],
): (solutionId: string) => SolutionMetrics {
  const latest = new Map(global.map((g) => [g.solutionId, g]));
  const inCountries = countBy(countries);
  const inCities = countBy(cities);
  const all = countBy(outages);
  const open = countBy(outages.filter((o) => o.endDate === null));
  return (id) => ({
    latest: latest.get(id),
    countries: inCountries.get(id) ?? 0,
    cities: inCities.get(id) ?? 0,
    outages: all.get(id) ?? 0,
    openOutages: open.get(id) ?? 0,
  });
}

/** The first day of the outage window: 90 days back from today (UTC). */
export function outageWindowStart(today = new Date()): string {
  const d = new Date(today.getTime() - 89 * 86_400_000);
  return d.toISOString().slice(0, 10);
}
