import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { graphPhoto, graphUser, membersByIds, requireUser, type SignedInCaller } from '../identity/index.js';
import { photoOf, type GraphDirectory } from './graph-directory.js';
import { graphCall } from './graph-call.js';
import { sendPhoto } from './photo.js';
import { presentPerson } from './present.js';

/** A member of the caller's own organisation; anyone else is not found. */
async function member(db: Db, caller: SignedInCaller, id: string) {
  const [row] = await membersByIds(db, caller.orgId, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The directory's `users/{id}` (spec 1 §7): a member's profile and photo, from Microsoft Graph
 * with the caller's token for users of its issuer, else as known here (no photo).
 */
export function peopleRoutes(app: FastifyInstance, opts: { db: Db; graph: GraphDirectory | null }) {
  const { db } = opts;
  /** Graph and the caller's token, when the member is one of Graph's users. */
  const graphFor = (caller: SignedInCaller, row: { issuer: string }) =>
    opts.graph && caller.graphToken && row.issuer === opts.graph.issuerKey
      ? { g: opts.graph, token: caller.graphToken }
      : null;

  route(app, endpoints.ReadPerson, {}, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const caller = requireUser(req);
    const row = await member(db, caller, req.params.id);
    const graph = graphFor(caller, row);
    const found = graph ? await graphCall(() => graphUser(graph.g.base, graph.token, row.subject)) : null;
    return presentPerson(row, found, graph ? photoOf(graph.g, row) : null);
  });

  route(app, endpoints.ReadPersonPhoto, {}, async (req, reply) => {
    const caller = requireUser(req);
    const row = await member(db, caller, req.params.id);
    const graph = graphFor(caller, row);
    const photo = graph ? await graphCall(() => graphPhoto(graph.g.base, graph.token, row.subject)) : null;
    return sendPhoto(reply, photo);
  });
}
