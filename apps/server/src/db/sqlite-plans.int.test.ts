import type { FqdnFilters } from '@netlens/core';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuery } from '../features/fqdns/repo.js';
import { aggregationPageQuery, metroNetworksQuery } from '../features/reports/repo.js';
import { startTestApp, type TestApp } from '../test/harness.js';

/** SQLite's plan of a query, one line a step. */
async function plan(t: TestApp, query: CompiledQuery): Promise<string[]> {
  const rows = await t.app.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.rows.map((r) => r.detail);
}

describe('query plans on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const filters: FqdnFilters[] = [
    { instances: ['Worldwide'], scopes: ['MVP'] },
    { instances: ['Worldwide'], workloads: ['Exchange'], scopes: ['MVP', 'MVPPlus'], deprecated: false },
    { scopes: ['MVP'] },
    { deprecated: true },
    { instances: ['China'], dailyTestStatuses: ['Failed'], customerFacing: ['Yes'] },
  ];

  it.each(filters)(
    'Fqdn/Count with filters reads the filter columns’ index alone, no row of the table: %j',
    async (f) => {
      const steps = await plan(t, countQuery(t.app.db, f).compile());
      expect(steps).toHaveLength(1);
      expect(steps[0]).toMatch(/USING COVERING INDEX fqdns_filters\b/);
    },
  );

  // A keyset page past a cursor reads the (key, id) index from the cursor on, in order: no merge
  // of two index reads and no sort of every later row (which took 0.66 s a page at 10 M reports).
  it('reads a keyset page of reports from the (created_at, id) index at the cursor on, already in order', async () => {
    const cursor = { createdAt: '2026-11-01T00:00:00.000Z', id: 'abc' };
    const steps = await plan(
      t,
      aggregationPageQuery(t.app.db, cursor, '2026-11-27T00:00:00.000Z', 2000).compile(),
    );
    expect(steps).toEqual([
      expect.stringMatching(
        /^SEARCH reports USING INDEX reports_created_id_idx \(created_at>\? AND created_at<\?\)$/,
      ),
    ]);
  });

  // The peers of a metro: its newest reports from the covering index, newest first, no sort of
  // them by time and no row of the table; only the grouping by network is sorted.
  it("reads a metro's newest reports for its peers from reports_peers alone, in order", async () => {
    const metro = { countryCode: 'GB', city: 'London', since: '2026-09-01T00:00:00.000Z' };
    const steps = await plan(t, metroNetworksQuery(t.app.db, metro).compile());
    expect(steps).toEqual([
      'CO-ROUTINE recent',
      'SEARCH reports USING COVERING INDEX reports_peers (egress_country_code=? AND egress_city=? AND created_at>?)',
      'SCAN recent',
      'USE TEMP B-TREE FOR GROUP BY',
    ]);
  });
});
