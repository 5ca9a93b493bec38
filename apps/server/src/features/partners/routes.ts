import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { assertOperator } from '../../plugins/caller.js';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import { requireUser, type SignedInCaller } from '../identity/index.js';
import { createChangeRequest, updateChangeRequest } from './change-requests.js';
import { codeSendLimits } from './limits.js';
import type { SendMail } from './mail.js';
import * as policy from './policy.js';
import { presentChangeRequest, presentOfficial, presentProfile } from './present.js';
import { registerCode, registerEmail } from './registration.js';
import * as repo from './repo.js';
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
  /** The caller's provider: 403 with "not registered" until it exists. */
  const provider = async (caller: SignedInCaller) => {
    const partner = await repo.findPartnerByOrg(db, caller.orgId);
    if (!partner) throw new AppError('PARTNER_NOT_REGISTERED');
    return partner;
  };

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
    const partner = await repo.findPartnerByOrg(db, portalUser(req).orgId);
    // 204 when the caller has no profile: a status the typed reply does not list beside 200.
    return partner ? presentProfile(partner) : (reply as FastifyReply).code(204).send();
  });

  route(app, endpoints.PnppAccess, {}, async (req) => {
    const caller = requireUser(req);
    const partner = caller.access.hasAccessToPartnerPortal
      ? await repo.findPartnerByOrg(db, caller.orgId)
      : undefined;
    return {
      hasAccessToPartnerPortal: caller.access.hasAccessToPartnerPortal,
      hasAccessToLeadershipReport: caller.access.hasAccessToLeadershipReport,
      partnerRegistered: Boolean(partner),
      partnerInternalId: partner?.id ?? null,
      status: partner ? presentProfile(partner).status : null,
    };
  });

  route(app, endpoints.PartnerList, {}, async (req) => {
    policy.assertStaff(requireUser(req));
    const rows = await repo.listPartners(db);
    return rows.map((r) => ({ ...presentProfile(r), solutionCount: Number(r.solution_count) }));
  });

  route(app, endpoints.PartnerSetStatus, {}, async (req) => {
    policy.assertStaff(requireUser(req));
    const done = await repo.setPartnerStatus(db, req.params.id, req.body.status, new Date().toISOString());
    if (Number(done.numUpdatedRows) !== 1) throw new AppError('PARTNER_NOT_FOUND');
    const rows = await repo.listPartners(db);
    const row = rows.find((r) => r.id === req.params.id)!;
    return { ...presentProfile(row), solutionCount: Number(row.solution_count) };
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
    return (await repo.listPublicSolutions(db)).map(presentOfficial);
  });

  route(app, endpoints.PartnerChangeSolutionRequestList, {}, async (req) => {
    const caller = requireUser(req);
    const own = caller.access.hasAccessToPartnerPortal
      ? await repo.findPartnerByOrg(db, caller.orgId)
      : undefined;
    policy.assertCanReadRequests(caller, own?.id ?? null, req.query.partnerInternalId);
    const partnerId = policy.isStaff(caller) ? req.query.partnerInternalId : own!.id;
    return (await repo.listChangeRequests(db, partnerId, req.query.statuses)).map(presentChangeRequest);
  });

  route(app, endpoints.PartnerChangeSolutionRequestCreate, {}, async (req) => {
    const caller = portalUser(req);
    return createChangeRequest(db, caller, await provider(caller), req.body, requestLanguage(req));
  });

  route(app, endpoints.PartnerChangeSolutionRequestUpdate, {}, async (req) => {
    const caller = requireUser(req);
    const own = caller.access.hasAccessToPartnerPortal
      ? await repo.findPartnerByOrg(db, caller.orgId)
      : undefined;
    return updateChangeRequest(db, caller, own, req.body, requestLanguage(req));
  });

  route(app, endpoints.ReadPartnerOutbox, {}, async (req) => {
    assertOperator(req.caller, opts.adminApiEnabled);
    return readOutbox(db, req.query.to);
  });
}

/** The outbox's mails, newest first (the admin API and `npm run admin -- partner-outbox`). */
export async function readOutbox(db: Db, to?: string) {
  return (await repo.listOutbox(db, to)).map((m) => ({
    id: m.id,
    to: m.recipient,
    subject: m.subject,
    text: m.body,
    createdAt: m.created_at,
  }));
}

/** Whether the signed-in user's organisation has registered as a provider (the session answer's partnerRegistered). */
export async function partnerRegistered(db: Db, caller: SignedInCaller): Promise<boolean> {
  if (!caller.access.hasAccessToPartnerPortal) return false;
  return Boolean(await repo.findPartnerByOrg(db, caller.orgId));
}
