import type { FastifyInstance } from 'fastify';
import { CloudProfiles } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { directoryRoutes } from '../directory/routes.js';
import { reportsRoutes } from '../reports/routes.js';
import { purgeExpiredReports } from '../reports/retention.js';
import { loadSigningKey } from './keys.js';
import { embeddedClient, httpClient, type ProviderClient } from './provider-client.js';
import { providerRoutes } from './provider-routes.js';
import { identityRoutes } from './routes.js';
import { purgeExpired } from './session-repo.js';

/** How often expired sessions and reports are removed. */
const PURGE_EVERY_MS = 3600_000;

/**
 * Sign-in (embedded OpenID provider unless OIDC_ISSUER is set), directory, saved reports and
 * sharing, registered inside the cloud's prefix scope.
 */
export async function identityFeature(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const config = app.config;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  let client: ProviderClient;
  if (config.identity.issuer) {
    client = httpClient({
      issuer: config.identity.issuer,
      clientSecret: config.identity.clientSecret,
      tenantConfigUrl: config.identity.tenantConfigUrl,
    });
  } else {
    const ctx = { db, settings: config.identity, key: await loadSigningKey(db), prefix };
    client = embeddedClient(ctx);
    await app.register(providerRoutes, { ctx });
  }
  await app.register(identityRoutes, { db, client });
  const graphBase = config.identity.graphBaseUrl;
  const graph =
    graphBase && config.identity.issuer ? { base: graphBase, issuerKey: config.identity.issuer } : null;
  await app.register(directoryRoutes, { db, graph });
  await app.register(reportsRoutes, { db, config });

  const purge = async () => {
    try {
      await purgeExpired(db, new Date().toISOString());
      await purgeExpiredReports(db, config);
    } catch (err) {
      app.log.warn({ err }, 'purging expired sessions and reports failed');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}
