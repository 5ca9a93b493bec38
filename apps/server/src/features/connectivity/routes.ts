import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route, schemaSerializer } from '../../plugins/endpoint.js';
import { keptFrontDoorPositions } from '../frontdoors/index.js';
import type { IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { ReportStore, reportOrigin } from '../reports/index.js';
import { generateReport, metroPeers } from './service.js';

/** How long the front doors' positions are reused before they are read again. */
const FRONT_DOORS_KEPT_MS = 10_000;

/** Generate a report from the browser test (anonymous); `reports` reads it back by id. */
export async function connectivityRoutes(
  app: FastifyInstance,
  opts: { db: Db; ipLocator: IpLocator; asnLookup: AsnLookup },
) {
  const { db } = opts;
  const deps = {
    ...opts,
    frontDoors: keptFrontDoorPositions(db, FRONT_DOORS_KEPT_MS),
    peers: metroPeers(db, app.config.peerCacheSeconds * 1000),
    reports: new ReportStore(db),
  };
  // Reports generated per minute and client address: GENERATE_REPORT_RATE_LIMIT (default 120).
  const generateLimit = app.config.generateReportRateLimit;

  route(
    app,
    endpoints.GenerateTestReport,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: generateLimit, timeWindow: '1 minute' } },
      serializerCompiler: schemaSerializer,
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      try {
        // The browser that ran the test is stored with it: only it can later save (claim) the report.
        return await generateReport(deps, req.body, req.ip, reportOrigin(app.config, req, reply));
      } catch (err) {
        req.log.error({ err, reqId: req.id }, 'generate report failed');
        throw new AppError('GENERATE_REPORT_FAILED', { cause: err });
      }
    },
  );
}
