import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminSettingsSchema,
  CreateReportAnswerSchema,
  CreateReportBodySchema,
  ReceiverParamsSchema,
  ReceiversSchema,
  ReportAccessSchema,
  ReportIdParamsSchema,
  ReportListQuerySchema,
  ReportListSchema,
  ReportSchema,
  ShareBodySchema,
  ShareToPublicBodySchema,
  type Report,
} from '@netlens/core';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { errorResponses } from '../../plugins/errors.js';
import { optionalUser, requireUser } from '../identity/index.js';
import * as service from './service.js';
import { readReport } from './stored.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['reports'];

/** ReadReport, for both of its URLs: a stored report by id, when the caller may read it. */
export const readReportHandler =
  (db: Db) =>
  async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<Report> => {
    reply.header('cache-control', 'private, no-store');
    const report = await readReport(db, req.params.id);
    await service.assertReadable(db, optionalUser(req), req.params.id);
    return report;
  };

/** Saved reports, history and sharing (spec 1 §5, §7). */
export async function reportsRoutes(app: FastifyInstance, opts: service.ReportsDeps) {
  const deps = opts;
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = ReportIdParamsSchema;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  r.post(
    '/api/ConnectivityTest/CreateReport',
    {
      schema: {
        tags,
        summary: 'Save a report generated in this browser',
        body: CreateReportBodySchema,
        response: { 200: CreateReportAnswerSchema, ...errors },
      },
    },
    async (req) => service.saveReport(deps, req, requireUser(req), req.body.id),
  );

  r.get(
    '/api/ConnectivityTest/ReadReport/:id',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Read a report (signed in)',
        params,
        response: { 200: ReportSchema, ...errors },
      },
    },
    readReportHandler(db),
  );

  r.get(
    '/api/ConnectivityTest/ReportAccess/:id',
    {
      schema: {
        tags,
        summary: 'What the caller may do with a report',
        params,
        response: { 200: ReportAccessSchema, ...errors },
      },
    },
    async (req) => service.access(deps, optionalUser(req), req.params.id),
  );

  r.delete(
    '/api/ConnectivityTest/DeleteReport/:id',
    { schema: { tags, summary: 'Delete an owned report', params, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await service.deleteOwned(deps, requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/ConnectivityTest/DeleteReceivedReport/:id',
    {
      schema: {
        tags,
        summary: 'Remove a received report from the list',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.deleteReceived(deps, requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/ConnectivityTest/Share/:id',
    {
      schema: {
        tags,
        summary: 'Share an owned report with people of the organisation',
        params,
        body: ShareBodySchema,
        response: { 200: ReceiversSchema, ...errors },
      },
    },
    async (req) => service.share(deps, requireUser(req), req.params.id, req.body.userIds),
  );

  r.delete(
    '/api/ConnectivityTest/Share/:id/:userId',
    {
      schema: {
        tags,
        summary: 'Stop sharing an owned report with one person',
        params: ReceiverParamsSchema,
        response: { 200: ReceiversSchema, ...errors },
      },
    },
    async (req) => service.unshare(deps, requireUser(req), req.params.id, req.params.userId),
  );

  r.get(
    '/api/GetReceivers/:id',
    {
      schema: {
        tags,
        summary: 'Who an owned report is shared with',
        params,
        response: { 200: ReceiversSchema, ...errors },
      },
    },
    async (req) => service.receivers(deps, requireUser(req), req.params.id),
  );

  r.post(
    '/api/ConnectivityTest/ShareToPublic/:id',
    {
      schema: {
        tags,
        summary: 'Make an owned report public, or revoke its public link',
        params,
        body: ShareToPublicBodySchema,
        response: { 200: ReportAccessSchema, ...errors },
      },
    },
    async (req) => service.setPublic(deps, requireUser(req), req.params.id, req.body.isPublic),
  );

  for (const kind of ['owned', 'received'] as const) {
    r.get(
      kind === 'owned' ? '/api/OwnedReports' : '/api/ReceivedReports',
      {
        schema: {
          tags,
          summary: `Reports the user ${kind === 'owned' ? 'saved' : 'received'}`,
          querystring: ReportListQuerySchema,
          response: { 200: ReportListSchema, ...errors },
        },
      },
      async (req) => service.listReports(deps, requireUser(req), kind, req.query),
    );
  }

  r.get(
    '/api/ConnectivityTest/GetAdminSettings',
    {
      schema: {
        tags,
        summary: "The organisation's sharing settings",
        response: { 200: AdminSettingsSchema, ...errors },
      },
    },
    async (req) => service.adminSettings(deps, requireUser(req)),
  );

  r.put(
    '/api/ConnectivityTest/AdminSettings',
    {
      schema: {
        tags,
        summary: "Change the organisation's sharing settings (organisation admin)",
        body: AdminSettingsSchema,
        response: { 200: AdminSettingsSchema, ...errors },
      },
    },
    async (req) => service.updateAdminSettings(deps, requireUser(req), req.body),
  );
}
