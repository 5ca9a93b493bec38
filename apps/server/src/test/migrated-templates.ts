// The integration tier's global set-up: the schema is migrated once per run, into a SQLite file
// and (when PostgreSQL is tested) a PostgreSQL database, and every test app's fresh database is
// a copy of them (a file copy; CREATE DATABASE … TEMPLATE) instead of running every migration
// again. Their places are handed to the test workers in the environment (read by harness.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { createDb, migrateToLatest } from '../db/index.js';
import { adminQuery } from '../db/postgres-admin.js';
import { adminUrl, MigratedPostgresEnv, MigratedSqliteEnv, postgresUrl, testDatabases } from './harness.js';

async function migrate(url: string): Promise<void> {
  const db = createDb(loadConfig({ DATABASE_URL: url }).database);
  try {
    await migrateToLatest(db);
  } finally {
    // Closing SQLite checkpoints its write-ahead log into the file, so the file alone is a copy.
    await db.destroy();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-migrated-'));
  const file = join(dir, 'migrated.db');
  await migrate(`sqlite:${file}`);
  process.env[MigratedSqliteEnv] = file;

  let template: string | undefined;
  if ((await testDatabases()).includes('postgres')) {
    template = `netlens_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${template}`);
    await migrate(postgresUrl(template));
    process.env[MigratedPostgresEnv] = template;
  }

  return async () => {
    delete process.env[MigratedSqliteEnv];
    delete process.env[MigratedPostgresEnv];
    rmSync(dir, { recursive: true, force: true });
    if (template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}
