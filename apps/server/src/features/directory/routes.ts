import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { findOrgById, graphPhoto, requireUser, searchMembers } from '../identity/index.js';
import { graphCall } from './graph-call.js';
import { sendPhoto } from './photo.js';
import { graphPeople, graphProfile, type GraphDirectory } from './graph-directory.js';
import { peopleRoutes } from './people.js';
import { localProfile, myProfile, presentMember } from './present.js';

/** Most people one search answers (spec: top 10). */
export const PEOPLE_SEARCH_LIMIT = 10;

/**
 * The directory ("graph service" of the spec) over the users and organisations this site knows:
 * the signed-in user's profile, initials, privacy statement and domains, and people search.
 */
export async function directoryRoutes(app: FastifyInstance, opts: { db: Db; graph: GraphDirectory | null }) {
  const { db } = opts;
  peopleRoutes(app, opts);

  route(app, endpoints.ReadMyProfile, {}, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const caller = requireUser(req);
    const org = await findOrgById(db, caller.orgId);
    if (!org) throw new AppError('UNAUTHENTICATED');
    const graph = opts.graph && caller.graphToken ? opts.graph : null;
    const person = graph
      ? await graphCall(() => graphProfile(graph, caller, caller.graphToken!))
      : localProfile(caller);
    return myProfile(person, org);
  });

  route(app, endpoints.ReadMyPhoto, {}, async (req, reply) => {
    const caller = requireUser(req);
    const photo =
      opts.graph && caller.graphToken
        ? await graphCall(() => graphPhoto(opts.graph!.base, caller.graphToken!))
        : null;
    return sendPhoto(reply, photo);
  });

  route(
    app,
    endpoints.SearchPeople,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const caller = requireUser(req);
      const graph = opts.graph && caller.graphToken ? opts.graph : null;
      if (graph) {
        const found = await graphCall(() =>
          graphPeople(db, graph, caller, caller.graphToken!, req.query.prefix, PEOPLE_SEARCH_LIMIT),
        );
        return { people: found };
      }
      const rows = await searchMembers(db, caller.orgId, req.query.prefix, PEOPLE_SEARCH_LIMIT + 1);
      const people = rows
        .filter((u) => u.id !== caller.userId)
        .slice(0, PEOPLE_SEARCH_LIMIT)
        .map(presentMember);
      return { people };
    },
  );
}
