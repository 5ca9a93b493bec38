// Several instances as users deploy them, with plain processes: one PostgreSQL database, one
// Redis, two instances of the built product, Debian's nginx in front (the repository's own
// configuration). The instances reach PostgreSQL and Redis through TCP forwarders the tests cut.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { startDelayForwarder, type DelayForwarder } from '@netlens/netsim';
import { PASSWORD } from './accounts.js';
import { admin, freePort, startServer, type RunningServer } from './harness.js';
import { freeUdpPort } from '../apps/server/src/test/udp-port.js';
import { startNginx, type RunningNginx } from './nginx.js';

export const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a TCP service accepts connections at `url`'s host and port. */
export async function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || defaultPort), hostname);
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('close', () => resolve(false));
  });
}

/** PostgreSQL and Redis are there (optional for a developer, mandatory in CI). */
export const servicesReachable = async () =>
  process.env.CI === 'true' || ((await reachable(pgUrl, 5432)) && (await reachable(redisUrl, 6379)));

export interface Instance {
  port: number;
  server: RunningServer | null;
}

export interface Topology {
  nginx: RunningNginx;
  instances: [Instance, Instance];
  /** Between the instances and PostgreSQL, and between them and Redis. */
  pgLink: DelayForwarder;
  redisLink: DelayForwarder;
  /** A query on the test's own connection to the database (not through the forwarder). */
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Starts instance `i` again on its port (after `stopInstance`). */
  startInstance: (i: 0 | 1) => Promise<void>;
  stopInstance: (i: 0 | 1, signal?: NodeJS.Signals) => Promise<void>;
  /** The admin command on this database (`npm run admin -- …`). */
  admin: (args: string[]) => void;
  stop: () => Promise<void>;
}

/** Starts the topology on a fresh PostgreSQL database; `env` is added to both instances' settings. */
export async function startTopology(env: Record<string, string> = {}): Promise<Topology> {
  const dbName = `netlens_deploy_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: pgUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${dbName}`);
  await adminClient.end();
  const target = new URL(pgUrl);
  const direct = new URL(pgUrl);
  direct.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: direct.toString(), max: 2 });

  const pgLink = await startDelayForwarder({
    targetHost: target.hostname,
    targetPort: Number(target.port || 5432),
    handshakeRtt: false,
  });
  const redisTarget = new URL(redisUrl);
  const redisLink = await startDelayForwarder({
    targetHost: redisTarget.hostname,
    targetPort: Number(redisTarget.port || 6379),
    handshakeRtt: false,
  });
  const throughLink = new URL(direct);
  throughLink.host = `127.0.0.1:${pgLink.port}`;
  const settings = {
    DATABASE_URL: throughLink.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    DATABASE_QUERY_TIMEOUT_MS: '5000',
    REDIS_URL: `redis://127.0.0.1:${redisLink.port}`,
    TRUST_PROXY: 'true',
    MEDIA_RELAY_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const instances: [Instance, Instance] = [
    { port: await freePort(), server: null },
    { port: await freePort(), server: null },
  ];
  const startInstance = async (i: 0 | 1) => {
    const relay = String(await freeUdpPort());
    instances[i].server = await startServer(
      { ...settings, MEDIA_RELAY_PORT: relay },
      { port: instances[i].port },
    );
  };
  // One after the other: the first creates the schema.
  await startInstance(0);
  await startInstance(1);
  const nginx = await startNginx([instances[0].port, instances[1].port]);

  const stopInstance = async (i: 0 | 1, signal?: NodeJS.Signals) => {
    await instances[i].server?.stop(signal);
    instances[i].server = null;
  };
  return {
    nginx,
    instances,
    pgLink,
    redisLink,
    query: async (text, values) => (await db.query(text, values)).rows,
    startInstance,
    stopInstance,
    admin: (args) => {
      admin(args, { DATABASE_URL: direct.toString(), NETLENS_PASSWORD: PASSWORD });
    },
    stop: async () => {
      await nginx.stop();
      await stopInstance(0);
      await stopInstance(1);
      await pgLink.stop();
      await redisLink.stop();
      await db.end();
      const cleanup = new pg.Client({ connectionString: pgUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
}

/** Which instances (their ports) served the live-channel connections of a run's page and client. */
export function hubUpstreams(nginx: RunningNginx, runId: string): { page: string[]; client: string[] } {
  const hub = nginx
    .accessLog()
    .filter((e) => e.uri.includes('/messagingHub/') && e.uri.includes(`runId=${runId}`));
  // nginx lists every instance it tried ("a, b" when a refused): the last one served it.
  const port = (upstream: string) => upstream.split(', ').at(-1)?.split(':').at(-1) ?? '';
  return {
    page: hub.filter((e) => /Chrome/.test(e.userAgent)).map((e) => port(e.upstream)),
    client: hub.filter((e) => !/Chrome/.test(e.userAgent)).map((e) => port(e.upstream)),
  };
}
