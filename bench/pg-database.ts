// A throw-away PostgreSQL database for a benchmark: created with a random name, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanUp } from './lib.js';

export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; drop: () => Promise<void> } | { skipped: string };

/** Creates a fresh database next to BENCH_PG_URL's, or says why PostgreSQL is skipped. */
export async function createPgDatabase(): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    await admin.end().catch(() => undefined);
    return {
      skipped: `PostgreSQL skipped: ${pgAdminUrl} unreachable (${(err as Error).message || String(err)})`,
    };
  }
  const name = `netlens_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The database of a benchmark that measures PostgreSQL when `databases` names it (dropped at the
 * clean-up), or why PostgreSQL is skipped.
 */
export async function askedPgDatabase(
  databases: string[],
  notAsked = 'PostgreSQL skipped: not in BENCH_DATABASES',
): Promise<{ url: string } | { skipped: string }> {
  if (!databases.includes('postgres')) return { skipped: notAsked };
  const db = await createPgDatabase();
  if (!('skipped' in db)) onCleanUp(db.drop);
  return db;
}
