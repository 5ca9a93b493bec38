import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import { requireUser } from '../identity/index.js';
import type { AsnCatalogue } from '../ipclassification/index.js';
import { assertCanExplore } from './policy.js';
import * as service from './service.js';

export interface AsnDeps {
  db: Db;
  /** The ASes of the routing data (names, prefixes). */
  routing: AsnCatalogue;
}

/** The signed-in caller with leadership access (401 signed out, 403 without it). */
function explorer(req: FastifyRequest) {
  assertCanExplore(requireUser(req));
}

/** The ASN explorer's calls under /api/pnpp/api/v1/ASN (spec 2 §7). */
export async function asnRoutes(app: FastifyInstance, deps: AsnDeps) {
  const { db } = deps;
  app.addHook('onSend', async (req, reply) => {
    if (req.url.includes('/api/pnpp/api/v1/ASN/')) reply.header('cache-control', 'private, no-store');
  });
  // Every call of the explorer, once its request is valid.
  app.addHook('preHandler', async (req) => explorer(req));

  route(app, endpoints.AsnInfo, {}, async (req) => service.searchAsns(deps, req.query.asnNum, req.query));
  route(app, endpoints.AsnsInfo, {}, async (req) => service.details(deps, req.query.asnNums));
  route(app, endpoints.OrgInfo, {}, async (req) => service.searchOrgs(db, req.query.orgName, req.query));
  route(app, endpoints.OrgOwnedAsns, {}, async (req) => service.ownedAsns(deps, req.query.orgId, req.query));
  route(app, endpoints.OrgOwnedAsnTotal, {}, async (req) => ({
    total: (await service.ownedAsns(deps, req.query.orgId, { pageNumber: 1, numberOfEntitiesPerPage: 1 }))
      .total,
  }));
  route(app, endpoints.AsnTotal, {}, async () => ({ total: await service.asnTotal(deps) }));
  route(app, endpoints.AsnLinkTotal, {}, async () => service.linkTotals(db));
  route(app, endpoints.OrgTotal, {}, async () => ({
    total: (await service.searchOrgs(db, undefined, { pageNumber: 1, numberOfEntitiesPerPage: 1 })).total,
  }));
  route(app, endpoints.AsnTrafficCall, {}, async (req) => service.traffic(db, req.query.asnNum));
  route(app, endpoints.BuildGraph, {}, async (req) => {
    const { asnNum, depth, maxNodes } = req.query;
    return service.buildGraph(deps, asnNum, depth, maxNodes);
  });
  route(app, endpoints.AsnLinks, {}, async (req) => service.neighbours(deps, req.query.asnNum));
  route(app, endpoints.FindAsnLink, {}, async (req) => {
    const [link] = await service.linksAmong(db, [req.query.startAsnNum, req.query.endAsnNum]);
    return { link: link ?? null };
  });
  route(app, endpoints.AsnsLink, {}, async (req) => service.linksAmong(db, req.query.asnNums));
  route(app, endpoints.PathQuery, {}, async (req) => {
    const { startAsn, endAsn, total } = req.query;
    return service.pathQuery(deps, startAsn, endAsn, total);
  });
}
