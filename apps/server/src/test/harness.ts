import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';

export type DbKind = 'sqlite' | 'postgres';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

/** A fresh, empty database of the given kind, and how to remove it. */
export async function freshDatabase(kind: DbKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'netlens-test-'));
    return {
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `netlens_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
  const database = await freshDatabase(kind);
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
