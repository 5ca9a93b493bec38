import type { FastifyInstance } from 'fastify';
import { endpoints } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import { optionalUser, requireUser } from '../identity/caller.js';
import { readReport } from '../connectivity/service.js';
import * as service from './service.js';

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

  route(
    app,
    endpoints.ReadSignedInReport,
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (req) => {
      const report = await readReport(db, req.params.id);
      await service.assertReadable(db, optionalUser(req), req.params.id);
      return report;
    },
  );

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
