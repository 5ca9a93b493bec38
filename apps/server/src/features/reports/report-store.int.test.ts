import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import type { Db } from '../../db/index.js';
import { testDatabases } from '../../test/harness.js';
import { newReportId } from '../connectivity/service.js';
import { DECOY_ROW } from './decoy.js';
import { presentReport } from './present.js';
import { ReportStore } from './report-store.js';
import { readReport } from './stored.js';

const kinds = await testDatabases();
// Made now: the decoy's own time is past the retention, whose job may delete it at any moment.
const report = (id = newReportId()) => ({
  ...presentReport(DECOY_ROW),
  id,
  dateTime: new Date().toISOString(),
});

describe.each(kinds)('ReportStore (%s)', (kind) => {
  const t = suiteApp(kind);

  /** The database as the store sees it, counting the statements it runs (jobs run others). */
  const counted = () => {
    let statements = 0;
    const db = new Proxy(t.app.db, {
      get(target, key) {
        if (key === 'executeQuery')
          return (query: Parameters<Db['executeQuery']>[0]) => (statements++, target.executeQuery(query));
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { db, statements: () => statements };
  };

  const origins = async (ids: string[]) =>
    (await t.app.db.selectFrom('reports').select(['id', 'browser_hash']).where('id', 'in', ids).execute())
      .map((r) => `${r.id} ${r.browser_hash}`)
      .sort();

  it('stores reports arriving together with one statement, each with its origin', async () => {
    const { db, statements } = counted();
    const store = new ReportStore(db);
    const reports = Array.from({ length: 10 }, () => report());
    await Promise.all(reports.map((r, i) => store.store(r, `browser-${i}`)));
    expect(statements()).toBe(1);
    for (const r of reports) expect(await readReport(t.app.db, r.id)).toEqual(r);
    const ids = reports.map((r) => r.id);
    expect(await origins(ids)).toEqual(ids.map((id, i) => `${id} browser-${i}`).sort());
  });

  it('writes at most perCommit reports per statement', async () => {
    const { db, statements } = counted();
    const store = new ReportStore(db, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.store(report(), `b${i}`)));
    expect(statements()).toBe(3);
  });

  it('fails only the report that cannot be stored, and stores its companions', async () => {
    const store = new ReportStore(t.app.db);
    const taken = report();
    await store.store(taken, 'first');
    const others = [report(), report()];
    const results = await Promise.allSettled([
      store.store(others[0]!, 'a'),
      store.store({ ...report(), id: taken.id }, 'duplicate'),
      store.store(others[1]!, 'b'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const r of others) expect(await readReport(t.app.db, r.id)).toEqual(r);
    expect(await origins([taken.id])).toEqual([`${taken.id} first`]);
  });
});
