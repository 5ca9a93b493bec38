import type { Db } from './index.js';

/** Runs `fn` in one transaction (committed when it resolves, rolled back when it throws). */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute(fn);
