import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CloudProfiles } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { startDnsResponder, type DnsResponder } from '../dnsresponder/index.js';
import type { IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { startMediaRelay, type MediaRelay } from '../mediarelay/index.js';
import { attachHub } from './hub.js';
import { relayKey } from './policy.js';
import { findRun, pruneSightings, upsertSighting } from './repo.js';
import { liveTestRoutes } from './routes.js';

/** Sightings older than this are forgotten. */
const SIGHTING_TTL_MS = 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media relay's UDP port, and whether it stands in for the configured one; null: off. */
    mediaRelay: { port: number; fellBack: boolean } | null;
  }
}

/**
 * The advanced test: its routes (under the cloud prefix), the live channel, the UDP media relay
 * (unless turned off) and, when configured, the authoritative DNS responder, started and stopped
 * with the server. The relay's port is on the server instance (`mediaRelay`), for the start-up
 * message.
 */
async function liveTest(app: FastifyInstance, opts: { db: Db; ipLocator: IpLocator; asnLookup: AsnLookup }) {
  const { db } = opts;
  const config = app.config;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  const { mediaRelayPort, mediaRelayPortSet, dnsZone, dnsPort, dnsHost } = config.advanced;

  let relay: MediaRelay | null = null;
  if (mediaRelayPort !== null) {
    relay = await startMediaRelay({
      port: mediaRelayPort,
      host: config.host,
      fallbackToFreePort: !mediaRelayPortSet,
      runKey: async (runId) => {
        const run = await findRun(db, runId);
        return run ? relayKey(run) : null;
      },
    });
    app.log.info({ port: relay.port, fellBack: relay.fellBack }, 'media relay listening (UDP)');
  }
  app.decorate('mediaRelay', relay && { port: relay.port, fellBack: relay.fellBack });
  let responder: DnsResponder | null = null;
  if (dnsZone) {
    responder = await startDnsResponder({
      zone: dnsZone,
      port: dnsPort,
      host: dnsHost,
      onSighting: (name, resolverIp) => {
        const now = new Date();
        upsertSighting(db, name, resolverIp, now.toISOString())
          .then(() => pruneSightings(db, new Date(now.getTime() - SIGHTING_TTL_MS).toISOString()))
          .catch((err: unknown) => app.log.error({ err }, 'DNS sighting not stored'));
      },
    });
    app.log.info({ zone: dnsZone, port: responder.port }, 'DNS responder listening (UDP)');
  }
  app.addHook('onClose', async () => {
    await relay?.close();
    await responder?.close();
  });

  await app.register(liveTestRoutes, {
    prefix,
    db,
    config,
    ipLocator: opts.ipLocator,
    asnLookup: opts.asnLookup,
    mediaRelayPort: () => relay?.port ?? null,
  });
  attachHub(app, {
    db,
    prefix,
    redisUrl: config.redisUrl,
    limits: config.advanced.hubLimits,
    trustProxy: config.trustProxy,
  });
}

export const liveTestFeature = fp(liveTest, { name: 'livetest' });
