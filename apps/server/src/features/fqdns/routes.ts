import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, translate } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import type { Db } from '../../db/index.js';
import { requireUser } from '../identity/index.js';
import type { BatchResult } from './batch.js';
import { requestMoves, reviewMoves } from './assignments.js';
import * as policy from './policy.js';
import { batchAnswer } from './present.js';
import * as service from './service.js';
import { runTests } from './scanning.js';
import { ocdiRoutes } from './ocdi-routes.js';
import type { ScannerSettings } from './scanner/index.js';

export interface FqdnDeps {
  db: Db;
  /** Whether the `ocdiAssociation` flag is on (the OCDI association calls exist only then). */
  ocdiEnabled: () => Promise<boolean>;
  /** The scanner's settings, for RunTests. */
  scanner: ScannerSettings;
}

const Continuation = 'x-ms-continuation';
/** The FQDN inventory's calls under /api/ipurl/api/v1/Fqdn (spec 2 §7). */
export async function fqdnRoutes(app: FastifyInstance, opts: FqdnDeps) {
  const { db } = opts;
  const reader = (req: FastifyRequest) => {
    const caller = requireUser(req);
    policy.assertReader(caller);
    return caller;
  };
  const facts = (req: FastifyRequest) => service.callerFacts(db, requireUser(req));
  const saved = (
    req: FastifyRequest,
    messageKey: string,
    fqdn: Awaited<ReturnType<typeof service.create>>,
  ) => ({
    message: translate(requestLanguage(req), messageKey),
    messageKey,
    fqdn,
  });

  route(app, endpoints.ListFqdns, {}, async (req, reply) => {
    reader(req);
    const header = req.headers[Continuation];
    const given = (typeof header === 'string' && header) || req.query.continuation;
    const page = await service.list(db, req.query, given);
    if (page.continuation) reply.header(Continuation, page.continuation);
    return page;
  });

  route(app, endpoints.ListFqdnsByIds, {}, async (req) => {
    reader(req);
    return service.byIds(db, req.body.fqdnIds);
  });

  route(app, endpoints.CountFqdns, {}, async (req) => {
    reader(req);
    return { count: await service.count(db, req.query) };
  });

  route(app, endpoints.FqdnRoles, {}, async (req) => policy.rolesOf(await facts(req)));

  route(app, endpoints.FqdnTestResults, {}, async (req) => {
    reader(req);
    return service.testResults(db, req.query.fqdnId);
  });

  // Each call makes real DNS, TCP and TLS checks: bounded per caller address.
  route(
    app,
    endpoints.RunFqdnTests,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => runTests(db, await facts(req), opts.scanner, req.body.fqdnId),
  );

  route(app, endpoints.CreateFqdn, {}, async (req) =>
    saved(req, 'fqdns.success.saved', await service.create(db, await facts(req), req.body)),
  );

  route(app, endpoints.UpdateFqdnCommonAttributes, {}, async (req) => {
    const done = await service.updateCommon(db, await facts(req), req.body);
    return saved(req, done.successKey, done.fqdn);
  });

  const answer = (req: FastifyRequest, r: BatchResult) => batchAnswer(requestLanguage(req), r);

  route(app, endpoints.BatchCreateWorkloadAssignRequest, {}, async (req) => {
    const { fqdnIds, property, note } = req.body;
    return answer(req, await requestMoves(db, await facts(req), fqdnIds, property, note));
  });
  route(app, endpoints.BatchAckWorkloadAssignRequest, {}, async (req) =>
    answer(req, await reviewMoves(db, await facts(req), 'Accept', req.body.fqdnIds, null)),
  );
  route(app, endpoints.BatchRejectWorkloadAssignRequest, {}, async (req) =>
    answer(req, await reviewMoves(db, await facts(req), 'Reject', req.body.fqdnIds, req.body.note)),
  );
  route(app, endpoints.BatchCancelWorkloadAssignRequest, {}, async (req) =>
    answer(req, await reviewMoves(db, await facts(req), 'Cancel', req.body.fqdnIds, null)),
  );

  route(app, endpoints.BatchUpdateFqdns, {}, async (req) =>
    answer(req, await service.bulkUpdate(db, await facts(req), req.body, req.query)),
  );

  await ocdiRoutes(app, opts);
}
