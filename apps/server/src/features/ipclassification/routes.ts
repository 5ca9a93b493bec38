import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IpClassificationRequestSchema,
  IpClassificationSchema,
  LogCorrectnessQuerySchema,
  LogTypeQuerySchema,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { AsnLookup } from './asn-database.js';
import { classifyAddress, logCorrectness, logType } from './service.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Internet-type prediction from the egress network, and the survey asking whether it is right. */
export async function ipClassificationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; asnLookup: AsnLookup },
) {
  const { db, config, asnLookup } = opts;
  const surveyEnabled = !config.uxDisabled.has('DisableInternetTypeSurvey');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/IPClassification/v2',
    {
      config: limit,
      schema: {
        tags: ['connectivity'],
        summary: 'Predict the internet type (Home, Office, Cellular, …) of the caller’s egress network',
        body: IpClassificationRequestSchema.nullish(),
        response: { 200: IpClassificationSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return classifyAddress(asnLookup, req.ip, req.body?.runId);
    },
  );

  r.post(
    '/api/IPClassification/logType',
    {
      config: limit,
      schema: {
        tags: ['connectivity'],
        summary: 'Record the internet type the user says they are on',
        querystring: LogTypeQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await logType(db, surveyEnabled, req.query);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/IPClassification/logCorrectness',
    {
      config: limit,
      schema: {
        tags: ['connectivity'],
        summary: 'Record whether the predicted internet type was right',
        querystring: LogCorrectnessQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await logCorrectness(db, surveyEnabled, req.query);
      return reply.code(204).send(null);
    },
  );
}
