import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index.js';

describe('SQLite with kept statements', () => {
  let db: Db | undefined;
  afterEach(async () => db?.destroy());

  it('answers each run of a kept statement with its own parameters and current rows', async () => {
    db = createDb({ kind: 'sqlite', file: ':memory:' });
    await sql`create table t (n integer)`.execute(db);
    const count = async (min: number) =>
      (await sql<{ c: number }>`select count(*) as c from t where n >= ${min}`.execute(db!)).rows[0]!.c;
    expect(await count(0)).toBe(0);
    for (const n of [1, 2, 3]) await sql`insert into t values (${n})`.execute(db);
    expect(await count(0)).toBe(3);
    expect(await count(3)).toBe(1);
  });
});
