import type { FastifyInstance } from 'fastify';
import { endpoints } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import { optionalUser, requireUser } from '../identity/index.js';
import * as service from './service.js';
import { readReport } from './stored.js';

/** Reports read per minute and client address, on each of ReadReport's URLs. */
const READ_RATE_LIMIT = 300;

/**
 * ReadReport, on either of its URLs (anonymous and signed in): a stored report by id, when the
 * caller may read it.
 */
function readReportRoute(
  app: FastifyInstance,
  endpoint: typeof endpoints.ReadReport | typeof endpoints.ReadSignedInReport,
  db: Db,
): void {
  const config = { rateLimit: { max: READ_RATE_LIMIT, timeWindow: '1 minute' } };
  route(app, endpoint, { config }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const report = await readReport(db, req.params.id);
    await service.assertReadable(db, optionalUser(req), req.params.id);
    return report;
  });
}

/** Saved reports, history and sharing (spec 1 §5, §7). */
export async function reportsRoutes(app: FastifyInstance, opts: service.ReportsDeps) {
  const deps = opts;
  const { db } = deps;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.CreateReport, {}, async (req) =>
    service.saveReport(deps, req, requireUser(req), req.body.id),
  );

  readReportRoute(app, endpoints.ReadReport, db);
  readReportRoute(app, endpoints.ReadSignedInReport, db);

  route(app, endpoints.ReportAccess, {}, async (req) =>
    service.access(deps, optionalUser(req), req.params.id),
  );

  route(app, endpoints.DeleteReport, {}, async (req, reply) => {
    await service.deleteOwned(deps, requireUser(req), req.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.DeleteReceivedReport, {}, async (req, reply) => {
    await service.deleteReceived(deps, requireUser(req), req.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.ShareReport, {}, async (req) =>
    service.share(deps, requireUser(req), req.params.id, req.body.userIds),
  );

  route(app, endpoints.UnshareReport, {}, async (req) =>
    service.unshare(deps, requireUser(req), req.params.id, req.params.userId),
  );

  route(app, endpoints.GetReceivers, {}, async (req) =>
    service.receivers(deps, requireUser(req), req.params.id),
  );

  route(app, endpoints.ShareToPublic, {}, async (req) =>
    service.setPublic(deps, requireUser(req), req.params.id, req.body.isPublic),
  );

  for (const kind of ['owned', 'received'] as const) {
    route(app, kind === 'owned' ? endpoints.OwnedReports : endpoints.ReceivedReports, {}, async (req) =>
      service.listReports(deps, requireUser(req), kind, req.query),
    );
  }

  route(app, endpoints.GetAdminSettings, {}, async (req) => service.adminSettings(deps, requireUser(req)));

  route(app, endpoints.UpdateAdminSettings, {}, async (req) =>
    service.updateAdminSettings(deps, requireUser(req), req.body),
  );
}
