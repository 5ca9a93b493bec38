import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XMLBuilder } from 'fast-xml-parser';
import { Instances, endpoints, type Instance } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import { siteOrigin } from '../identity/index.js';
import * as repo from './repo.js';
import { NoVersion, checkClient, notModified, render, sendAnswer, type Answer } from './public-answer.js';

/**
 * `/version` (every instance) and `/version/{instance}`: the latest version of each, with
 * `AllVersions=true` every version too, as JSON, CSV (one row per instance, the versions one
 * comma-joined cell) or RSS (`Format=RSS`: an RSS 2.0 feed with one item per published version,
 * the latest first, each linking to its `/changes/{instance}/{version}` record).
 */
type VersionAnswer = {
  instance: Instance;
  latest: string;
  versions?: string[];
};

interface Published {
  instance: string;
  version: string;
  publishedAt: string;
}

const xml = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: true });

/** The feed of `history` (every version of the instances asked for); every text escaped. */
function rssFeed(req: FastifyRequest, origin: string, history: Published[], clientRequestId: string): Answer {
  // Links name this service as the caller reached it (its prefix included).
  const path = req.url.split('?')[0]!;
  const service = origin + path.slice(0, path.lastIndexOf('/version'));
  const query = `?ClientRequestId=${encodeURIComponent(clientRequestId)}`;
  const item = (p: Published) => {
    const link = `${service}/changes/${p.instance}/${p.version}${query}`;
    return {
      title: `${p.instance} ${p.version}`,
      link,
      description: `Version ${p.version} of the ${p.instance} endpoint list.`,
      pubDate: new Date(p.publishedAt).toUTCString(),
      guid: { '@isPermaLink': 'false', '#text': `${p.instance}/${p.version}` },
    };
  };
  const body = xml.build({
    rss: {
      '@version': '2.0',
      channel: {
        title: 'Endpoint list versions',
        link: `${service}/version${query}`,
        description: 'Each published version of the endpoint list, with a link to its change records.',
        ...(history[0] ? { lastBuildDate: new Date(history[0].publishedAt).toUTCString() } : {}),
        item: history.map(item),
      },
    },
  }) as string;
  return {
    type: 'application/rss+xml; charset=utf-8',
    text: `<?xml version="1.0" encoding="UTF-8"?>${body}`,
  };
}

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
    const history =
      all || format === 'RSS'
        ? (await repo.publicationHistory(db)).filter((p) => instances.includes(p.instance as Instance))
        : null;
    const rows: VersionAnswer[] = [];
    for (const instance of instances) {
      const versions = history?.filter((p) => p.instance === instance).map((p) => p.version);
      const latest = versions ? versions[0] : await repo.latestPublicationVersion(db, instance);
      rows.push({ instance, latest: latest ?? NoVersion, ...(all ? { versions: versions ?? [] } : {}) });
    }
    const state = rows.map((r) => r.latest).join(',');
    if (format === 'RSS') {
      const origin = siteOrigin(req, app.config.publicUrl);
      const feed = () => rssFeed(req, origin, history!, q.ClientRequestId!);
      return { state: `${state}|${origin}`, answer: feed };
    }
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
