import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { assertOperator } from '../../plugins/caller.js';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import { requireUser, type SignedInCaller } from '../identity/index.js';
import { createChangeRequest, updateChangeRequest } from './change-requests.js';
import { codeSendLimits } from './limits.js';
import type { SendMail } from './mail.js';
import * as policy from './policy.js';
import { registerCode, registerEmail } from './registration.js';
import * as service from './service.js';
import { ownSolutions, putSolution, removeSolution, staffSolutions } from './solutions.js';

export interface PartnersDeps {
  db: Db;
  /** SMTP sending; null: mails go to the outbox. */
  send: SendMail;
  adminApiEnabled: boolean;
}

/** The provider portal's calls under /api/pnpp/api/v1 (spec 2 §7): registration and solutions. */
export async function partnersRoutes(app: FastifyInstance, opts: PartnersDeps) {
  const { db } = opts;
  /** The signed-in caller with partner-portal access (401 signed out, 403 without it). */
  const portalUser = (req: FastifyRequest): SignedInCaller => {
    const caller = requireUser(req);
    policy.assertPortalUser(caller, app.config.uxDisabled);
    return caller;
  };
  app.addHook('onSend', async (req, reply) => {
    if (req.url.includes('/api/pnpp/')) reply.header('cache-control', 'private, no-store');
  });
  const provider = (caller: SignedInCaller) => service.registeredProvider(db, caller);

  // The registration calls answer one text (spec 2 §7: a text reply): the address written to, the Provider ID.
  const text = (reply: FastifyReply, value: string) => reply.type('text/plain; charset=utf-8').send(value);

  const countSend = codeSendLimits(app);
  route(app, endpoints.PartnerRegisterEmail, {}, async (req, reply) => {
    const caller = portalUser(req);
    const lang = requestLanguage(req);
    return text(reply, await registerEmail(db, opts.send, caller, req.body, lang, () => countSend(req)));
  });

  route(app, endpoints.PartnerRegisterCode, {}, async (req, reply) =>
    text(reply, await registerCode(db, portalUser(req), req.body.code)),
  );

  route(app, endpoints.PartnerProfile, {}, async (req, reply) => {
    const profile = await service.findProfile(db, portalUser(req));
    // 204 when the caller has no profile: a status the typed reply does not list beside 200.
    return profile ?? (reply as FastifyReply).code(204).send();
  });

  route(app, endpoints.PnppAccess, {}, async (req) => service.portalAccess(db, requireUser(req)));

  route(app, endpoints.PartnerList, {}, async (req) => {
    policy.assertStaff(requireUser(req));
    return service.listPartners(db);
  });

  route(app, endpoints.PartnerSetStatus, {}, async (req) => {
    policy.assertStaff(requireUser(req));
    return service.setPartnerStatus(db, req.params.id, req.body.status);
  });

  route(app, endpoints.PartnerSolutionListAll, {}, async (req) => {
    policy.assertStaff(requireUser(req));
    return staffSolutions(db);
  });

  route(app, endpoints.PartnerInputSolutionPut, {}, async (req) => {
    const caller = portalUser(req);
    return putSolution(db, caller, await provider(caller), req.body, requestLanguage(req));
  });

  route(app, endpoints.PartnerInputSolutionDelete, {}, async (req, reply) => {
    await removeSolution(db, await provider(portalUser(req)), req.query.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.PartnerInputSolutionList, {}, async (req) =>
    ownSolutions(db, await provider(portalUser(req))),
  );

  route(app, endpoints.OfficialSolutionList, {}, async (req) => {
    await provider(portalUser(req));
    return service.officialSolutions(db);
  });

  route(app, endpoints.PartnerChangeSolutionRequestList, {}, async (req) =>
    service.listChangeRequests(db, requireUser(req), req.query),
  );

  route(app, endpoints.PartnerChangeSolutionRequestCreate, {}, async (req) => {
    const caller = portalUser(req);
    return createChangeRequest(db, caller, await provider(caller), req.body, requestLanguage(req));
  });

  route(app, endpoints.PartnerChangeSolutionRequestUpdate, {}, async (req) => {
    const caller = requireUser(req);
    const own = await service.ownProvider(db, caller);
    return updateChangeRequest(db, caller, own, req.body, requestLanguage(req));
  });

  route(app, endpoints.ReadPartnerOutbox, {}, async (req) => {
    assertOperator(req.caller, opts.adminApiEnabled);
    return service.readOutbox(db, req.query.to);
  });
}
