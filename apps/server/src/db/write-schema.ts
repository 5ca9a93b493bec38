// Writes `schema.ts` from a fresh PostgreSQL database migrated to the latest schema
// (`npm run db:schema -w apps/server`; SCHEMA_PG_URL names the server, by default the local one).
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { createDb, migrateToLatest } from './index.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';
import { schemaFile, schemaSource } from './schema-source.js';

const serverUrl = process.env.SCHEMA_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `netlens_schema_${randomBytes(6).toString('hex')}`;

await adminQuery(serverUrl, `create database ${name}`);
try {
  const db = createDb(loadConfig({ DATABASE_URL: databaseUrl(serverUrl, name) }).database);
  try {
    await migrateToLatest(db);
    await writeFile(schemaFile, await schemaSource(db));
  } finally {
    await db.destroy();
  }
} finally {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
process.stderr.write(`Wrote ${schemaFile}\n`);
