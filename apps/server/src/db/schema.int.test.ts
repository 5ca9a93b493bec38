import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freshDatabase, testDatabases, type DbKind } from '../test/harness.js';
import { createDb, migrateToLatest, type Db } from './index.js';
import { schemaFile, schemaSource } from './schema-source.js';

const kinds = await testDatabases();

/** Runs `fn` on a fresh database of `kind` migrated to the latest schema. */
async function onMigrated<T>(kind: DbKind, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await freshDatabase(kind);
  const db = createDb(loadConfig({ DATABASE_URL: database.url }).database);
  try {
    await migrateToLatest(db);
    return await fn(db);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

/** Each table's column names, sorted, as the database describes them. */
async function columnsOf(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  return Object.fromEntries(
    tables
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

// The table types are generated from a PostgreSQL database (npm run db:schema -w apps/server).
describe.skipIf(!kinds.includes('postgres'))('the committed table types (db/schema.ts)', () => {
  it('are those the migrations build: regenerate them after changing a migration', async () => {
    const generated = await onMigrated('postgres', schemaSource);
    expect(generated).toBe(await readFile(schemaFile, 'utf8'));
  });

  it('describe SQLite too: the migrations build the same tables and columns on both engines', async () => {
    const [onPostgres, onSqlite] = await Promise.all([
      onMigrated('postgres', columnsOf),
      onMigrated('sqlite', columnsOf),
    ]);
    expect(onSqlite).toEqual(onPostgres);
  });
});
