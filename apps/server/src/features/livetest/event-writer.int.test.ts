import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import type { Db } from '../../db/index.js';
import { testDatabases } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { SAMPLE_RESULTS, newRun } from '../../test/hub-fixtures.js';
import { createEventWriter } from './event-writer.js';

const kinds = await testDatabases();

/** The database, counting the transactions begun through it. */
function counting(db: Db): { db: Db; transactions: () => number } {
  let begun = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'transaction') {
        return () => {
          begun++;
          return target.transaction();
        };
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { db: proxy, transactions: () => begun };
}

describe.each(kinds)('the live channel’s event writer (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });
  const read = async (id: string) =>
    (await t.app.inject({ url: `/api/AnonymousConnectivityTest/ReadReport/${id}` })).json();
  const runStatus = async (id: string) =>
    (await t.app.inject({ url: `/api/LiveTest/Run/${id}` })).json().status as string;

  it('stores the events of one turn in one transaction, each resolving once committed', async () => {
    const { db, transactions } = counting(t.app.db);
    const write = createEventWriter(db);
    const a = await newRun(t);
    const b = await newRun(t);
    const json = (v: unknown) => JSON.stringify(v);
    const otherArp = { ...SAMPLE_RESULTS.Arp, gateway: '192.168.1.1', neighbours: 4 };
    const done = await Promise.all([
      write({ runId: a.runId, reportId: a.reportId, status: { status: 'Started', message: null } }),
      write({ runId: a.runId, reportId: a.reportId, result: { column: 'arp', json: json({ stale: 1 }) } }),
      write({
        runId: a.runId,
        reportId: a.reportId,
        result: { column: 'arp', json: json(SAMPLE_RESULTS.Arp) },
      }),
      write({
        runId: b.runId,
        reportId: b.reportId,
        result: { column: 'proxies', json: json(SAMPLE_RESULTS.Proxy) },
      }),
      write({ runId: b.runId, reportId: b.reportId, result: { column: 'arp', json: json(otherArp) } }),
      write({
        runId: '00000000-0000-4000-8000-000000000000',
        reportId: a.reportId,
        status: { status: 'Finished', message: null },
      }),
    ]);
    expect(done).toEqual([true, true, true, true, true, false]);
    expect(transactions()).toBe(1);
    // The last write of a column wins; each report holds its own result, also where two reports
    // wrote the same column; the status is stored.
    expect((await read(a.reportId)).arp).toEqual(SAMPLE_RESULTS.Arp);
    expect((await read(b.reportId)).arp).toEqual(otherArp);
    expect((await read(b.reportId)).proxies).toEqual(SAMPLE_RESULTS.Proxy);
    expect((await read(a.reportId)).proxies).toBeNull();
    expect(await runStatus(a.runId)).toBe('Started');

    // An event arriving while a transaction is written waits for the next one.
    const first = write({
      runId: b.runId,
      reportId: b.reportId,
      status: { status: 'Started', message: null },
    });
    await new Promise((r) => setImmediate(r));
    const second = write({
      runId: b.runId,
      reportId: b.reportId,
      status: { status: 'Finished', message: null },
    });
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(transactions()).toBe(3);
    expect(await runStatus(b.runId)).toBe('Finished');
  });

  it('fails every event of a transaction that could not be written', async () => {
    const write = createEventWriter(t.app.db);
    const run = await newRun(t);
    const bad = write({
      runId: run.runId,
      reportId: run.reportId,
      result: { column: 'no_such_column' as 'arp', json: '{}' },
    });
    const good = write({
      runId: run.runId,
      reportId: run.reportId,
      status: { status: 'Started', message: null },
    });
    await expect(bad).rejects.toThrow();
    await expect(good).rejects.toThrow();
    expect(await runStatus(run.runId)).toBe('Waiting');
  });
});
