import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, endpoints, translate, type OcdiAssociation } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import type { Db } from '../../db/index.js';
import { requireUser } from '../identity/index.js';
import * as policy from './policy.js';
import { callerFacts } from './service.js';
import { getAssociation, listAssociations, reviewAssociation, saveAssociation } from './ocdi.js';

export interface OcdiDeps {
  db: Db;
  /** Whether the `ocdiAssociation` flag is on: off, these calls are not found. */
  ocdiEnabled: () => Promise<boolean>;
}

/** The OCDI association calls under /api/ipurl/api/v1/OcdiAssociation. */
export async function ocdiRoutes(app: FastifyInstance, opts: OcdiDeps) {
  const { db } = opts;
  const facts = async (req: FastifyRequest) => {
    if (!(await opts.ocdiEnabled())) throw new AppError('ROUTE_NOT_FOUND');
    return callerFacts(db, requireUser(req));
  };
  const saved = (req: FastifyRequest, messageKey: string, association: OcdiAssociation) => ({
    message: translate(requestLanguage(req), messageKey),
    messageKey,
    association,
  });
  const savedKey = (submit: boolean) => (submit ? 'fqdns.ocdi.submitted' : 'fqdns.ocdi.saved');

  route(app, endpoints.ListOcdiAssociations, {}, async (req) => {
    policy.assertReader((await facts(req)).caller);
    return listAssociations(db, req.query.states);
  });

  route(app, endpoints.GetOcdiAssociation, {}, async (req) => {
    policy.assertReader((await facts(req)).caller);
    return getAssociation(db, req.query.id);
  });

  route(app, endpoints.CreateOcdiAssociation, {}, async (req) => {
    const done = await saveAssociation(db, await facts(req), requestLanguage(req), req.body, null);
    return saved(req, savedKey(req.body.submit), done);
  });

  route(app, endpoints.UpdateOcdiAssociation, {}, async (req) => {
    const done = await saveAssociation(db, await facts(req), requestLanguage(req), req.body, req.body.id);
    return saved(req, savedKey(req.body.submit), done);
  });

  route(app, endpoints.ReviewOcdiAssociation, {}, async (req) => {
    const done = await reviewAssociation(db, await facts(req), requestLanguage(req), req.body);
    return saved(req, done.state === 'Approved' ? 'fqdns.ocdi.approved' : 'fqdns.ocdi.rejected', done);
  });
}
