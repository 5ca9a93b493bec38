import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { dashboardOffered, programmeDashboard } from './service.js';

/** The NPP dashboard's one call (no sign-in): 404 where the dashboard is not offered. */
export async function nppDashboardRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, endpoints.NppDashboard, {}, async (_req, reply) => {
    if (!(await dashboardOffered(opts.db, app.config))) throw new AppError('ROUTE_NOT_FOUND');
    void reply.header('cache-control', 'public, max-age=300');
    return programmeDashboard(opts.db);
  });
}
