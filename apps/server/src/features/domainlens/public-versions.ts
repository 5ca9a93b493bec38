import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Instances, endpoints, type Instance } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import { siteOrigin } from '../identity/index.js';
import { rssFeed, versionList, type Answer } from './present.js';
import { checkClient, notModified, sendAnswer } from './public-answer.js';
import { instanceVersions } from './public-service.js';

/**
 * `/version` (every instance) and `/version/{instance}`: the latest version of each, with
 * `AllVersions=true` every version too, as JSON, CSV (one row per instance, the versions one
 * comma-joined cell) or RSS (`Format=RSS`: an RSS 2.0 feed with one item per published version,
 * the latest first, each linking to its `/changes/{instance}/{version}` record).
 */
export function publicVersionRoutes(
  app: FastifyInstance,
  db: Db,
  opts: (e: typeof endpoints.PublicVersion | typeof endpoints.PublicVersions) => object,
): void {
  async function answer(
    req: FastifyRequest,
    instances: readonly Instance[],
    single: boolean,
    q: { ClientRequestId?: string; Format?: 'JSON' | 'CSV' | 'RSS'; AllVersions?: 'true' | 'false' },
  ): Promise<{ state: string; answer: () => Answer }> {
    const format = checkClient(q);
    const all = q.AllVersions === 'true';
    const { rows, history } = await instanceVersions(db, instances, all, format === 'RSS');
    const state = rows.map((r) => r.latest).join(',');
    if (format === 'RSS') {
      const origin = siteOrigin(req, app.config.publicUrl);
      // Links name this service as the caller reached it (its prefix included).
      const path = req.url.split('?')[0]!;
      const service = origin + path.slice(0, path.lastIndexOf('/version'));
      const feed = () => rssFeed(service, history!, q.ClientRequestId!);
      return { state: `${state}|${origin}`, answer: feed };
    }
    return { state, answer: () => versionList(format, rows, single, all) };
  }

  route(app, endpoints.PublicVersions, opts(endpoints.PublicVersions), async (req, reply) => {
    const { state, answer: a } = await answer(req, Instances, false, req.query);
    if (notModified(req, reply, state)) return reply;
    return sendAnswer(reply, a());
  });

  route(app, endpoints.PublicVersion, opts(endpoints.PublicVersion), async (req, reply) => {
    const { state, answer: a } = await answer(req, [req.params.instance], true, req.query);
    if (notModified(req, reply, state)) return reply;
    return sendAnswer(reply, a());
  });
}
