import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type Selectable,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';
import { WalCheckpoints, type CheckpointOptions } from './sqlite-checkpoints.js';

export type Db = Kysely<Database>;

/** A row of a table as a query selects it. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

/** How long PostgreSQL may take to give a connection and to answer a query before the call fails. */
export interface DbTimeouts {
  connectMs: number;
  queryMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5000, queryMs: 30_000 };

/**
 * Opens the configured database: a SQLite file by default, PostgreSQL for a postgres:// URL.
 * `checkpoints` changes how a SQLite file's log is checkpointed (tests).
 */
export function createDb(
  database: AppConfig['database'],
  timeouts = DEFAULT_DB_TIMEOUTS,
  checkpoints: Partial<CheckpointOptions> = {},
): Db {
  if (database.kind === 'postgres') {
    // Bounded waits: while the database is unreachable, a call fails within these times (and
    // answers 503) instead of hanging; the pool connects again once it is back.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
    });
    // An idle connection closed by the server (restart, timeout) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    // A connection lost while a call holds it fails that call (503); it must not crash the
    // process. The pool drops the broken connection when the call gives it back.
    pool.on('connect', (client) => {
      client.on('error', (err) => process.emitWarning(`PostgreSQL connection lost in use: ${err.message}`));
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process
  // ending at any moment and the file is never corrupted, though a power cut may lose the last
  // commits. FULL (the default) waits for the disk at every commit, holding the event loop for
  // milliseconds a write.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({
      database: keepingStatements(sqlite, new WalCheckpoints(sqlite, checkpoints)),
    }),
  });
}

/** SQL texts whose prepared statements are kept: every query the product writes, with room to spare. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite database as Kysely uses it, with each SQL text's prepared statement kept and reused
 * (the most recently used STATEMENTS_KEPT of them): Kysely prepares a statement for every query,
 * and preparing costs about as much as running a small query. A statement still being iterated
 * (a streamed query) is busy, so another is prepared beside it.
 */
function keepingStatements(sqlite: SQLite.Database, checkpoints: WalCheckpoints): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      checkpoints.close();
      sqlite.close();
    },
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement && !statement.busy) {
        kept.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      }
      kept.set(text, statement);
      // Prepared to be run now: a statement that may write (or a commit) asks for a checkpoint.
      if (!statement.reader) checkpoints.wrote();
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
}

/** True when the database answers a trivial query within `withinMs`. */
export async function pingDb(db: Db, withinMs = DEFAULT_DB_TIMEOUTS.connectMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const ping = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Codes of failures to reach the database (network, pool, server going away), not of bad SQL. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'ENOTFOUND',
]);
const UNREACHABLE_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Connection refused)/;

/**
 * Whether an error means the database could not be reached (the call may succeed later), as
 * opposed to a fault of the query: connection refused or reset, pool or query time-outs, and
 * PostgreSQL's connection-exception (08…) and shutdown (57P01–57P03) states.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^(08|57P0[123])/.test(code)))
      return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnreachable(inner))) return true;
  }
  return false;
}
