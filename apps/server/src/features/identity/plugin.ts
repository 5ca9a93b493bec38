import type { FastifyInstance } from 'fastify';
import { CloudProfiles } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { loadSigningKey } from './keys.js';
import { logStaffTenants } from './staff-tenants.js';
import { embeddedClient, httpClient, type ProviderClient } from './provider-client.js';
import { providerRoutes } from './provider-routes.js';
import { identityRoutes, type PartnerRegistered } from './routes.js';

/**
 * Sign-in: the embedded OpenID provider unless OIDC_ISSUER is set, and the session routes. The
 * provider portal tells whether a user's organisation is a registered provider.
 */
export async function identityFeature(
  app: FastifyInstance,
  opts: { db: Db; partnerRegistered?: PartnerRegistered },
) {
  const { db } = opts;
  const config = app.config;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  logStaffTenants(app.log, config.identity.staffTenants);
  let client: ProviderClient;
  if (config.identity.issuer) {
    client = httpClient({
      issuer: config.identity.issuer,
      clientId: config.identity.clientId,
      clientSecret: config.identity.clientSecret,
      tenantConfigUrl: config.identity.tenantConfigUrl,
    });
  } else {
    const key = await loadSigningKey(db);
    const ctx = { db, settings: config.identity, key, prefix };
    client = embeddedClient(app, {
      db,
      prefix,
      clientId: config.identity.clientId,
      clientSecret: config.identity.clientSecret,
    });
    await app.register(providerRoutes, { ctx });
  }
  await app.register(identityRoutes, { db, client, partnerRegistered: opts.partnerRegistered });
}
