import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { databaseUrl } from '../db/postgres-admin.js';

export type DbKind = 'sqlite' | 'postgres';

/** The PostgreSQL database tests connect to for creating and dropping their own. */
export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same PostgreSQL server. */
export function postgresUrl(name: string): string {
  return databaseUrl(adminUrl, name);
}

/**
 * Environment variables naming a SQLite file and a PostgreSQL database already migrated to the
 * latest schema (set by the integration tier's global set-up, `migrated-templates.ts`); absent,
 * each migrated database runs every migration itself.
 */
export const MigratedSqliteEnv = 'NETLENS_TEST_MIGRATED_SQLITE';
export const MigratedPostgresEnv = 'NETLENS_TEST_MIGRATED_PG';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases integration tests run against: SQLite always; PostgreSQL when reachable, and
 * always in CI, where an unreachable PostgreSQL fails the run instead of being skipped.
 */
export async function testDatabases(): Promise<DbKind[]> {
  if (process.env.CI === 'true') return ['sqlite', 'postgres'];
  return (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh database of the given kind, and how to remove it: empty, or with `migrated` a copy of
 * the migrated one of the global set-up when there is one (a test app migrates it anyway, so a
 * copy only saves the time of running every migration again).
 */
export async function freshDatabase(
  kind: DbKind,
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'netlens-test-'));
    const file = join(dir, 'test.db');
    const migrated = process.env[MigratedSqliteEnv];
    if (opts.migrated && migrated) copyFileSync(migrated, file);
    return {
      url: `sqlite:${file}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `netlens_t_${randomBytes(6).toString('hex')}`;
  const template = process.env[MigratedPostgresEnv];
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database ${name}${opts.migrated && template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: postgresUrl(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** The organisation whose groups grant the staff roles (STAFF_TENANTS) unless a test names others. */
export const StaffTenant = 'contoso';

/**
 * Builds the real server on a fresh database with extra environment variables. Domain Lens's
 * validation tests run at Submit only with `domainLensValidation` (their DNS lookups then ask the
 * resolvers the test configures in DOMAINLENS_DNS_SERVERS; by default a closed loopback port,
 * so no lookup leaves the machine).
 */
export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: { domainLensValidation?: boolean } = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind, { migrated: true });
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    DOMAINLENS_DNS_SERVERS: '127.0.0.1:9',
    DOMAINLENS_DNS_TIMEOUT_MS: '500',
    STAFF_TENANTS: StaffTenant,
    ADVANCED_CLIENT_EXECUTABLES: 'off',
    ...env,
  });
  const app = await buildApp(config, {
    logger: false,
    ...(options.domainLensValidation ? {} : { domainLensValidator: null }),
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A random admin token long enough for the configuration rules. */
export const adminToken = () => randomBytes(16).toString('hex');

/** A POST of a raw body of a content type, from an address. */
export function postRaw(
  t: TestApp,
  url: string,
  contentType: string,
  payload: string,
  remoteAddress: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload,
    remoteAddress,
  });
}
