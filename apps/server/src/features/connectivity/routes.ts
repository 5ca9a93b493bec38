import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  ErrorBodySchema,
  GenerateReportFormSchema,
  GeneratedReportSchema,
  ReportIdParamsSchema,
  ReportSchema,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { frontDoorPositions } from '../frontdoors/index.js';
import type { IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { readReportHandler, recordOrigin } from '../reports/index.js';
import { generateReport, metroPeers } from './service.js';

/** Reports read per minute and client address. */
export const READ_RATE_LIMIT = 300;

const errors = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
};

/** Generate a report from the browser test (anonymous), and read one back by id. */
export async function connectivityRoutes(
  app: FastifyInstance,
  opts: { db: Db; ipLocator: IpLocator; asnLookup: AsnLookup },
) {
  const { db } = opts;
  const deps = {
    ...opts,
    frontDoors: () => frontDoorPositions(db),
    peers: metroPeers(db, app.config.peerCacheSeconds * 1000),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Reports generated per minute and client address: GENERATE_REPORT_RATE_LIMIT (default 120).
  const generateLimit = app.config.generateReportRateLimit;

  r.post(
    '/api/AnonymousConnectivityTest/GenerateTestReport',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: generateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['connectivity'],
        summary: 'Generate and store the report of a browser test (form fields or JSON)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: GenerateReportFormSchema,
        response: { 200: GeneratedReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      try {
        const report = await generateReport(deps, req.body, req.ip);
        // The browser that ran the test is recorded: only it can later save (claim) the report.
        await recordOrigin({ db, config: app.config }, req, reply, report.id);
        return report;
      } catch (err) {
        req.log.error({ err, reqId: req.id }, 'generate report failed');
        throw new AppError('GENERATE_REPORT_FAILED', { cause: err });
      }
    },
  );

  r.get(
    '/api/AnonymousConnectivityTest/ReadReport/:id',
    {
      config: { rateLimit: { max: READ_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['connectivity'],
        summary: 'Read a stored report by its id',
        params: ReportIdParamsSchema,
        response: { 200: ReportSchema, ...errors },
      },
    },
    readReportHandler(db),
  );
}
