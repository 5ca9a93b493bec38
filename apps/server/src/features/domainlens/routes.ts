import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ReviewActionEndpoints, endpoints, translate, type ReviewAction } from '@netlens/core';
import { keptJson, route } from '../../plugins/endpoint.js';
import { answerCache, sendKept } from '../../plugins/kept-answers.js';
import { requestLanguage } from '../../plugins/language.js';
import type { Db } from '../../db/index.js';
import { requireUser } from '../identity/index.js';
import * as policy from './policy.js';
import { changesState, listChanges, listSets, readSet } from './changes.js';
import { upsertDraft } from './drafts.js';
import { publish } from './publish.js';
import * as registries from './registries.js';
import type { ChangeValidator } from './validator.js';
import { act, type ActionResult } from './workflow.js';
import {
  access,
  createWorkload,
  listServiceAreas,
  listWorkloadChamps,
  listWorkloads,
  workflowCaller,
} from './workloads.js';
import { publicListRoutes } from './public.js';
import { ImportError, importEndpointList } from './import.js';

export interface DomainLensDeps {
  db: Db;
  /** Whether the admin API is on (an admin token is configured). */
  adminApiEnabled: boolean;
  /** Calls of the public endpoint-list service per hour and client address. */
  endpointListRateLimit: number;
  /** The per-change validation tests run on Submit (none: results stay empty). */
  validator?: ChangeValidator;
}

/** Change lists kept per process (by state of the changes and query). */
const CHANGE_LISTS_KEPT = 16;

/** The signed-in caller with the Domain Lens entitlement (401 signed out, 403 without it). */
function reader(req: FastifyRequest) {
  const caller = requireUser(req);
  policy.assertCanRead(caller);
  return caller;
}

/** The endpoint manager's calls under /api/ipurl/api/v1 (spec 2 §7). */
export async function domainLensRoutes(app: FastifyInstance, opts: DomainLensDeps) {
  const { db } = opts;
  app.addHook('onSend', async (req, reply) => {
    if (req.url.includes('/api/ipurl/')) reply.header('cache-control', 'private, no-store');
  });
  const answer = (req: FastifyRequest, r: ActionResult) => ({
    message: translate(requestLanguage(req), r.messageKey),
    messageKey: r.messageKey,
    change: r.change,
  });

  route(app, endpoints.DomainLensAccess, {}, async (req) => access(db, requireUser(req)));

  route(app, endpoints.ServiceTreeList, {}, async (req) => {
    reader(req);
    return registries.serviceTreeList(db, req.body.ids);
  });

  route(app, endpoints.SaveServiceTreeEntries, {}, async (req) => {
    policy.assertChangeCouncil(requireUser(req));
    return { saved: await registries.saveServiceTree(db, req.body.entries) };
  });

  // A whole registry in one call: up to 50,000 ranges.
  route(app, endpoints.ImportIpRanges, { bodyLimit: 8 * 1024 * 1024 }, async (req) => {
    policy.assertChangeCouncil(requireUser(req));
    const { source, entries } = req.body;
    return { saved: await registries.importIpRanges(db, source, entries) };
  });

  route(app, endpoints.SearchIpRanges, {}, async (req) => {
    reader(req);
    return registries.searchIpRanges(db, req.query.query, req.query.source);
  });

  route(app, endpoints.ServiceTreeSearch, {}, async (req) => {
    reader(req);
    return registries.searchServiceTree(db, req.query.query);
  });

  route(app, endpoints.ListWorkloads, {}, async (req) => {
    reader(req);
    return listWorkloads(db, req.query.WorkloadType);
  });

  route(app, endpoints.CreateWorkload, {}, async (req) => {
    policy.assertChangeCouncil(requireUser(req));
    const workload = await createWorkload(db, req.body);
    return { message: translate(requestLanguage(req), 'domainlens.success.workloadChanged'), workload };
  });

  route(app, endpoints.ListServiceAreas, {}, async (req) => {
    reader(req);
    return listServiceAreas(db);
  });

  route(app, endpoints.ListWorkloadChamps, {}, async (req) => {
    reader(req);
    return listWorkloadChamps(db);
  });

  route(app, endpoints.ReadEndpointSet, {}, async (req) => {
    reader(req);
    return readSet(db, req.query.internalId);
  });

  route(app, endpoints.ListEndpointSets, {}, async (req) => {
    reader(req);
    return listSets(db, req.query, requestLanguage(req));
  });

  // Up to a thousand changes with their snapshots: about a megabyte, made once per state of the
  // changes and query, and sent compressed to callers accepting it.
  const keptChanges = answerCache(CHANGE_LISTS_KEPT);
  route(app, endpoints.ListEndpointSetChanges, {}, async (req, reply) => {
    reader(req);
    const key = `${await changesState(db)}|${JSON.stringify(req.query)}`;
    const answer = await keptChanges(key, async () =>
      keptJson(endpoints.ListEndpointSetChanges, await listChanges(db, req.query)),
    );
    return sendKept(req, reply, answer, 'private, no-store');
  });

  route(app, endpoints.UpsertDraft, {}, async (req) =>
    answer(req, await upsertDraft(db, requireUser(req), req.body)),
  );

  for (const [action, endpoint] of Object.entries(ReviewActionEndpoints) as [
    ReviewAction,
    (typeof ReviewActionEndpoints)[ReviewAction],
  ][]) {
    route(app, endpoint, {}, async (req) =>
      answer(req, await act(db, requireUser(req), action, req.body, opts.validator)),
    );
  }

  route(app, endpoints.PublishChanges, {}, async (req) => {
    const caller = reader(req);
    const done = await publish(db, await workflowCaller(db, caller), req.body.instance, req.body.note);
    const messageKey = 'domainlens.success.published';
    return {
      message: translate(requestLanguage(req), messageKey),
      messageKey,
      instance: req.body.instance,
      ...done,
    };
  });

  publicListRoutes(app, db, opts.endpointListRateLimit);

  route(app, endpoints.ImportEndpointList, {}, async (req) => {
    policy.assertOperatorImport(req.caller, opts.adminApiEnabled);
    try {
      return await importEndpointList(db, req.body.instance, req.body.endpoints, 'operator');
    } catch (err) {
      if (!(err instanceof ImportError)) throw err;
      const path = err.path ? `body.endpoints.${err.path}` : 'body.instance';
      throw new AppError('VALIDATION_FAILED', { details: [{ path, message: err.message }] });
    }
  });
}
