import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Instances, endpoints, type Instance } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';
import { NoVersion, checkClient, notModified, render, sendAnswer, type Answer } from './public-answer.js';

/**
 * `/version` (every instance) and `/version/{instance}`: the latest version of each, with
 * `AllVersions=true` every version too, as JSON or CSV (one row per instance, the versions one
 * comma-joined cell).
 */
type VersionAnswer = {
  instance: Instance;
  latest: string;
  versions?: string[];
};

export function publicVersionRoutes(
  app: FastifyInstance,
  db: Db,
  opts: (e: typeof endpoints.PublicVersion | typeof endpoints.PublicVersions) => object,
): void {
  async function answer(
    req: FastifyRequest,
    instances: readonly Instance[],
    single: boolean,
    q: { ClientRequestId?: string; Format?: 'JSON' | 'CSV'; AllVersions?: 'true' | 'false' },
  ): Promise<{ state: string; answer: () => Answer }> {
    const format = checkClient(q);
    const all = q.AllVersions === 'true';
    const history = all
      ? (await repo.publicationHistory(db)).filter((p) => instances.includes(p.instance as Instance))
      : null;
    const rows: VersionAnswer[] = [];
    for (const instance of instances) {
      const versions = history?.filter((p) => p.instance === instance).map((p) => p.version);
      const latest = versions ? versions[0] : await repo.latestPublicationVersion(db, instance);
      rows.push({ instance, latest: latest ?? NoVersion, ...(all ? { versions: versions ?? [] } : {}) });
    }
    const state = rows.map((r) => r.latest).join(',');
    const columns = all ? ['instance', 'latest', 'versions'] : ['instance', 'latest'];
    // One instance is answered as one object, every instance as an array.
    const body = single ? rows[0] : rows;
    return { state, answer: () => render(format, body, columns, () => rows) };
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
