import { startDelayForwarder, type DelayForwarder } from '@netlens/netsim';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { freshDatabase, testDatabases } from '../test/harness.js';

const FORM = 'latitude=51.5&longitude=-0.12&city=London&measuredLatency=12&measuredLatencies=12,13';
const generate = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/AnonymousConnectivityTest/GenerateTestReport',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: FORM,
  });

describe.runIf((await testDatabases()).includes('postgres'))('PostgreSQL out of reach', () => {
  let app: FastifyInstance;
  let link: DelayForwarder;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshDatabase('postgres');
    drop = database.drop;
    const url = new URL(database.url);
    link = await startDelayForwarder({
      targetHost: url.hostname,
      targetPort: Number(url.port || 5432),
      handshakeRtt: false,
    });
    url.host = `127.0.0.1:${link.port}`;
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp(config, { logger: false, domainLensValidator: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await link?.stop();
    await drop?.();
  });

  it('answers 503 with Retry-After within the connect time-out, stores nothing, and recovers', async () => {
    expect((await generate(app)).statusCode).toBe(200);
    const count = async () =>
      (await sql<{ n: string }>`select count(*) as n from reports`.execute(app.db)).rows[0]!.n;
    const before = Number(await count());
    link.cut(true);
    for (const call of [() => generate(app), () => app.inject({ url: '/readyz' })]) {
      const started = performance.now();
      const res = await call();
      expect(performance.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toMatchObject({ id: 'SERVICE_UNAVAILABLE', status: 503 });
    }
    link.cut(false);
    // Ready again without a restart, within a few seconds.
    await expect
      .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 5000, interval: 100 })
      .toBe(200);
    expect((await generate(app)).statusCode).toBe(200);
    expect(Number(await count())).toBe(before + 1);
  });
});
