import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CloudProfiles, environmentGroupOf } from '@netlens/core';
import type { AppConfig } from './config.js';
import { createDb, migrateToLatest, type Db } from './db/index.js';
import { callerPlugin } from './plugins/caller.js';
import { OneLineLogController } from './plugins/logging.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { sharedRateLimitStore } from './plugins/rate-limit-store.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { jobsPlugin } from './jobs/index.js';
import { systemRoutes } from './features/system/index.js';
import { flagsFor, flagsRoutes } from './features/flags/index.js';
import { frontDoorRoutes, probeOrigins, probeRoutes } from './features/frontdoors/index.js';
import { boundariesRoutes } from './features/boundaries/index.js';
import { nppDashboardRoutes } from './features/nppdashboard/index.js';
import { createGeoServices, geoRoutes } from './features/geo/index.js';
import { telemetryRoutes } from './features/telemetry/index.js';
import { expiredSessionsJob, identityFeature } from './features/identity/index.js';
import { directoryRoutes, graphDirectory } from './features/directory/index.js';
import { reportRetentionJob, reportsRoutes } from './features/reports/index.js';
import { embeddedAsnLookup, ipClassificationRoutes } from './features/ipclassification/index.js';
import { connectivityRoutes } from './features/connectivity/index.js';
import { copilotOrigins, copilotRoutes } from './features/copilot/index.js';
import { healthRoutes } from './features/health/index.js';
import { liveTestFeature } from './features/livetest/index.js';
import {
  configuredValidator,
  domainLensRoutes,
  endpointUpstreamJobs,
  type ChangeValidator,
} from './features/domainlens/index.js';
import { partnerRegistered, partnersRoutes, smtpSender } from './features/partners/index.js';
import { fqdnInventoryScanJobs, fqdnRoutes } from './features/fqdns/index.js';
import { asnRoutes, asnTracerouteJob } from './features/asn/index.js';
import { performanceAggregationJobs, performanceRoutes } from './features/performance/index.js';
import { internalRoutes } from './features/internal/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /**
     * Writes what the log holds (waiting at most 2 s), then closes it, so that nothing waits on it
     * at exit: the last call before the process exits.
     */
    closeLog: () => Promise<void>;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening the configured one (the caller closes it). */
  db?: Db;
  /** Logger setting; tests pass false. */
  logger?: boolean;
  /**
   * Domain Lens's validation tests run at Submit: this one instead of the configured DNS
   * resolvers; null: none (changes keep the outcome NotRun).
   */
  domainLensValidator?: ChangeValidator | null;
}

/** Resolves once the client is connected, has failed once, or `ms` have passed. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** The longest the shutdown waits for the log's last lines to be written. */
const LOG_FLUSH_MS = 2_000;

/**
 * Writes what the log holds, waiting at most `ms`, then gives up the rest. A synchronous flush (the
 * shutdown's, and pino's own at exit) retried for ever while the output could not take it (a pipe
 * nobody reads), so the server never stopped; a destroyed stream is not flushed at exit.
 */
function flushed(stream: ReturnType<typeof pino.destination>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stream.destroy();
      resolve();
    }, ms);
    stream.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Builds the whole server from a typed configuration: database, plugins and every feature. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Buffered log writes (flushed on close): a synchronous write per request halves throughput.
  const logStream =
    opts.logger === false ? undefined : pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    logController: new OneLineLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.decorate('closeLog', async () => {
    if (!logStream) return;
    await flushed(logStream, LOG_FLUSH_MS);
    logStream.destroy();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDb = !opts.db;
  const db = opts.db ?? createDb(config.database, config.databaseTimeouts);
  await migrateToLatest(db);
  app.decorate('db', db);
  app.decorate('config', config);
  // Rate-limit counters in Redis: a command fails at once while Redis is unreachable (no offline
  // queue, a bounded wait), and the store then counts in this process.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 })
    : undefined;
  redis?.on('error', () => undefined); // reported by the store when it falls back
  // The first requests count in Redis too, rather than in this process while the connection is
  // still being made; a Redis that refuses or does not answer within 2 s does not hold the start.
  if (redis) await firstConnection(redis, 2_000);
  app.addHook('onClose', async () => {
    if (ownsDb) await db.destroy();
    redis?.disconnect();
    if (logStream) await flushed(logStream, LOG_FLUSH_MS);
  });

  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  await app.register(errorsPlugin, { bodyLimit: config.bodyLimit });
  await app.register(securityPlugin, {
    connectOrigins: [...probeOrigins(config), ...copilotOrigins(config.copilotDomains)],
  });
  await app.register(callerPlugin, {
    adminToken: config.adminToken,
    sessions: { db, settings: config.identity, publicUrl: config.publicUrl },
  });
  await app.register(formbody); // GenerateTestReport is posted as form fields
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis, 'netlens-rl:', app.log) } : {}),
  });
  await app.register(docsPlugin, { prefix });

  // One gazetteer, IP locator and IP→ASN table per process, shared by the features.
  const geo = createGeoServices(config, app.log);
  const asnLookup = embeddedAsnLookup();
  // Every feature, in the order they depend on each other: each uses only those above it.
  await app.register(
    async (scope) => {
      await scope.register(systemRoutes, { db, pingMs: config.databaseTimeouts.connectMs });
      await scope.register(flagsRoutes, { db, config });
      await scope.register(frontDoorRoutes, { db, config });
      await scope.register(probeRoutes, { frontDoorId: config.frontDoors.id });
      await scope.register(geoRoutes, { services: geo });
      await scope.register(boundariesRoutes, { places: geo.gazetteer });
      await scope.register(telemetryRoutes, { db, config });
      await scope.register(identityFeature, {
        db,
        partnerRegistered: (caller) => partnerRegistered(db, caller),
      });
      await scope.register(directoryRoutes, { db, graph: graphDirectory(config) });
      await scope.register(reportsRoutes, { db, config });
      await scope.register(ipClassificationRoutes, { db, config, asnLookup });
      await scope.register(connectivityRoutes, { db, ipLocator: geo.ipLocator, asnLookup });
      await scope.register(copilotRoutes, { db, config });
      await scope.register(healthRoutes, { db, config });
      await scope.register(domainLensRoutes, {
        db,
        adminApiEnabled: Boolean(config.adminToken),
        endpointListRateLimit: config.endpointListRateLimit,
        validator:
          opts.domainLensValidator === null
            ? undefined
            : (opts.domainLensValidator ?? configuredValidator(db, config.domainLens)),
      });
      await scope.register(partnersRoutes, {
        db,
        send: smtpSender(config.partners),
        adminApiEnabled: Boolean(config.adminToken),
      });
      await scope.register(fqdnRoutes, {
        db,
        scanner: config.fqdnScanner,
        ocdiEnabled: async () => (await flagsFor(db, config, environmentGroupOf(config.env))).ocdiAssociation,
      });
      await scope.register(asnRoutes, { db, routing: asnLookup });
      await scope.register(performanceRoutes, { db });
      await scope.register(nppDashboardRoutes, { db });
      await scope.register(internalRoutes, { db });
    },
    { prefix },
  );
  await app.register(liveTestFeature, { db, ipLocator: geo.ipLocator, asnLookup });
  // Scheduled jobs, each defined by its feature; with several instances a due run happens once.
  await app.register(jobsPlugin, {
    db,
    jobs: [
      expiredSessionsJob,
      reportRetentionJob,
      asnTracerouteJob,
      ...fqdnInventoryScanJobs(config.fqdnScanner),
      ...performanceAggregationJobs(config.performance),
      ...endpointUpstreamJobs(config.domainLens.upstream),
    ],
  });
  await app.register(webPlugin, { prefix, webDist: config.webDist });
  return app;
}
