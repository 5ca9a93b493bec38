import type { FastifyInstance } from 'fastify';
import { endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import type { AsnLookup } from './asn-database.js';
import { classifyAddress, logCorrectness, logType } from './service.js';

const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Internet-type prediction from the egress network, and the survey asking whether it is right. */
export async function ipClassificationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; asnLookup: AsnLookup },
) {
  const { db, config, asnLookup } = opts;
  const surveyEnabled = !config.uxDisabled.has('DisableInternetTypeSurvey');

  route(app, endpoints.ClassifyInternetType, { config: limit }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return classifyAddress(asnLookup, req.ip, req.body?.runId);
  });

  route(app, endpoints.LogInternetType, { config: limit }, async (req, reply) => {
    await logType(db, surveyEnabled, req.query);
    return reply.code(204).send(null);
  });

  route(app, endpoints.LogInternetTypeCorrectness, { config: limit }, async (req, reply) => {
    await logCorrectness(db, surveyEnabled, req.query);
    return reply.code(204).send(null);
  });
}
