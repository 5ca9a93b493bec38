// Batched multi-row inserts for seeding a benchmark's database, on SQLite and on PostgreSQL.
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** Inserts rows into a SQLite table in multi-row statements of at most 900 parameters. */
export function insertSqliteBatched(
  db: Database.Database,
  table: string,
  rows: Record<string, unknown>[],
): void {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const batch = Math.max(1, Math.floor(900 / columns.length));
  const values = `(${columns.map(() => '?').join(',')})`;
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    db.prepare(`insert into ${table} (${columns.join(',')}) values ${chunk.map(() => values).join(',')}`).run(
      chunk.flatMap((r) => columns.map((c) => r[c] ?? null)),
    );
  }
}

/** Inserts rows into a table in multi-row statements of at most 20,000 parameters. */
export async function insertBatched(
  client: pg.Client,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const batch = Math.max(1, Math.floor(20_000 / columns.length));
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    let p = 0;
    const values = chunk.map(() => `(${columns.map(() => `$${++p}`).join(',')})`).join(',');
    await client.query(
      `insert into ${table} (${columns.join(',')}) values ${values}`,
      chunk.flatMap((r) => columns.map((c) => r[c] ?? null)),
    );
  }
}
