import type { FastifyInstance } from 'fastify';
import { endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../identity/index.js';
import * as policy from './policy.js';
import { solutionTenants } from './service.js';

/** The internal report's own calls (the rest are the partners and performance features' staff calls). */
export async function internalRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, endpoints.InternalSolutionTenants, {}, async (req, reply) => {
    policy.assertStaff(requireUser(req));
    void reply.header('cache-control', 'private, no-store');
    return solutionTenants(opts.db, req.query.solutionId);
  });
}
