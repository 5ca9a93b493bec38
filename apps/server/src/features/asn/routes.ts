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

  route(app, endpoints.AsnInfo, {}, async (req) => {
    explorer(req);
    return service.searchAsns(deps, req.query.asnNum, req.query);
  });
  route(app, endpoints.AsnsInfo, {}, async (req) => {
    explorer(req);
    return service.details(deps, req.query.asnNums);
  });
  route(app, endpoints.OrgInfo, {}, async (req) => {
    explorer(req);
    return service.searchOrgs(db, req.query.orgName, req.query);
  });
  route(app, endpoints.OrgOwnedAsns, {}, async (req) => {
    explorer(req);
    return service.ownedAsns(deps, req.query.orgId, req.query);
  });
  route(app, endpoints.OrgOwnedAsnTotal, {}, async (req) => {
    explorer(req);
    return {
      total: (await service.ownedAsns(deps, req.query.orgId, { pageNumber: 1, numberOfEntitiesPerPage: 1 }))
        .total,
    };
  });
  route(app, endpoints.AsnTotal, {}, async (req) => {
    explorer(req);
    return { total: await service.asnTotal(deps) };
  });
  route(app, endpoints.AsnLinkTotal, {}, async (req) => {
    explorer(req);
    return service.linkTotals(db);
  });
  route(app, endpoints.OrgTotal, {}, async (req) => {
    explorer(req);
    return {
      total: (await service.searchOrgs(db, undefined, { pageNumber: 1, numberOfEntitiesPerPage: 1 })).total,
    };
  });
  route(app, endpoints.AsnTrafficCall, {}, async (req) => {
    explorer(req);
    return service.traffic(db, req.query.asnNum);
  });
  route(app, endpoints.BuildGraph, {}, async (req) => {
    explorer(req);
    const { asnNum, depth, maxNodes } = req.query;
    return service.buildGraph(deps, asnNum, depth, maxNodes);
  });
  route(app, endpoints.AsnLinks, {}, async (req) => {
    explorer(req);
    return service.neighbours(deps, req.query.asnNum);
  });
  route(app, endpoints.FindAsnLink, {}, async (req) => {
    explorer(req);
    const [link] = await service.linksAmong(db, [req.query.startAsnNum, req.query.endAsnNum]);
    return { link: link ?? null };
  });
  route(app, endpoints.AsnsLink, {}, async (req) => {
    explorer(req);
    return service.linksAmong(db, req.query.asnNums);
  });
  route(app, endpoints.PathQuery, {}, async (req) => {
    explorer(req);
    const { startAsn, endAsn, total } = req.query;
    return service.pathQuery(deps, startAsn, endAsn, total);
  });
}
