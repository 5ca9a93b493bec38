import type { DashboardSolution, NppDashboard } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { solutionDirectory, type DirectorySolution } from '../partners/index.js';
import * as policy from './policy.js';
import * as repo from './repo.js';

/** Someone with no access: public solutions only, and only aggregates passing every rule. */
const PUBLIC: policy.Viewer = { staff: false, partnerId: null };

/**
 * The programme's places for everyone (the NPP dashboard): per country, how many public solutions
 * have values there; per metro, the public solutions with the best and worst index. Only the
 * latest daily aggregates that pass every privacy rule count.
 */
export async function publicProgrammePlaces(db: Db): Promise<Pick<NppDashboard, 'countries' | 'metros'>> {
  const solutions = new Map<string, DirectorySolution>();
  for (const s of await solutionDirectory(db)) if (policy.canSeeSolution(PUBLIC, s)) solutions.set(s.id, s);
  const ids = [...solutions.keys()];
  const [countryRows, cityRows] = await Promise.all([
    repo.latestAt(db, 'D', { level: 'Country' }, ids),
    repo.latestAt(db, 'D', { level: 'City' }, ids),
  ]);
  const shown = (r: repo.AggregateRow) =>
    r.hidden_reason === null && policy.listsAggregate(PUBLIC, solutions.get(r.solution_id)!, null);

  const countries = new Map<string, { solutionCount: number; sampleCount: number }>();
  for (const r of countryRows.filter(shown)) {
    const c = countries.get(r.country) ?? { solutionCount: 0, sampleCount: 0 };
    c.solutionCount += 1;
    c.sampleCount += Number(r.n);
    countries.set(r.country, c);
  }

  const metros = new Map<string, (typeof cityRows)[number][]>();
  for (const r of cityRows.filter((r) => shown(r) && r.npi !== null)) {
    const key = `${r.country}|${r.state}|${r.city}`;
    metros.set(key, [...(metros.get(key) ?? []), r]);
  }
  const named = (r: repo.AggregateRow): DashboardSolution => {
    const s = solutions.get(r.solution_id)!;
    return { solutionName: s.name, partnerName: s.partnerName, npi: r.npi!, latencyMs: r.latency_ms };
  };
  return {
    countries: [...countries]
      .map(([country, c]) => ({ country, ...c }))
      .sort((a, b) => b.solutionCount - a.solutionCount || a.country.localeCompare(b.country)),
    metros: [...metros.values()]
      .map((rows) => {
        const sorted = [...rows].sort((a, b) => b.npi! - a.npi!);
        const first = sorted[0]!;
        return {
          country: first.country,
          state: first.state,
          city: first.city,
          cityLat: first.city_lat,
          cityLong: first.city_long,
          solutionCount: rows.length,
          best: named(first),
          worst: sorted.length > 1 ? named(sorted.at(-1)!) : null,
        };
      })
      .sort((a, b) => b.solutionCount - a.solutionCount || a.city.localeCompare(b.city)),
  };
}
