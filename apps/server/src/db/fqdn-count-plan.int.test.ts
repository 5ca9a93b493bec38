import type { FqdnFilters } from '@netlens/core';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuery } from '../features/fqdns/repo.js';
import { startTestApp, type TestApp } from '../test/harness.js';

/** SQLite's plan of a query, one line a step. */
async function plan(t: TestApp, query: CompiledQuery): Promise<string[]> {
  const rows = await t.app.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.rows.map((r) => r.detail);
}

describe('Fqdn/Count with filters on SQLite', () => {
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

  it.each(filters)('reads the filter columns’ index alone, no row of the table: %j', async (f) => {
    const steps = await plan(t, countQuery(t.app.db, f).compile());
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(/USING COVERING INDEX fqdns_filters\b/);
  });
});
