import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, type Endpoint } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import { KeptAnswer, answerCache, sendKept } from '../../plugins/kept-answers.js';
import { pacFile } from './pac.js';
import { changeList, endpointList } from './present.js';
import { checkClient, notModified } from './public-answer.js';
import { caseInsensitiveCall } from './public-query.js';
import { NoVersion, changesAfter, latestVersion, publishedSets, publishedVersion } from './public-service.js';
import { publicVersionRoutes } from './public-versions.js';

/**
 * The public endpoint-list service under /endpoints-service (no sign-in), in the public
 * web service's format: /version[/{instance}], /endpoints/{instance}, /changes/{instance}/{version},
 * and /pac/{instance}. Answers change only when a version is published, so each carries an ETag
 * of the versions it was built from (with the query) and a matching If-None-Match gets 304. The
 * endpoint list, the large one, is kept per process as bytes and sent gzip- or brotli-coded to
 * callers accepting it (plugins/kept-answers.ts), each form with the ETag of its own bytes.
 * Parameter names, their fixed values and the instance are read without regard to case
 * (public-query.ts); a `ServiceAreas` filter always keeps Common, as the public service does.
 */

/** Endpoint lists kept per process: an instance's list changes only with its version. */
const LIST_ANSWERS_KEPT = 32;

export function publicListRoutes(app: FastifyInstance, db: Db, ratePerHour: number): void {
  const config = { rateLimit: { max: ratePerHour, timeWindow: '1 hour' } };
  const opts = (e: Endpoint) => ({ config, preValidation: caseInsensitiveCall(e) });
  const keptList = answerCache(LIST_ANSWERS_KEPT);

  publicVersionRoutes(app, db, opts);

  route(app, endpoints.PublicEndpoints, opts(endpoints.PublicEndpoints), async (req, reply) => {
    const format = checkClient(req.query);
    const q = req.query;
    const { instance } = req.params;
    const latest = await latestVersion(db, instance);
    const key = [instance, latest ?? NoVersion, format, q.ServiceAreas, q.TenantName, q.NoIPv6].join('|');
    const answer = await keptList(key, async () => {
      const { type, text } = endpointList(format, await publishedSets(db, instance, latest), q);
      return new KeptAnswer(type, text);
    });
    // Served as kept: bytes, compressed once per form, validated by the form's own ETag.
    return sendKept(req, reply, answer);
  });

  route(app, endpoints.PublicChanges, opts(endpoints.PublicChanges), async (req, reply) => {
    const format = checkClient(req.query);
    const { instance, version } = req.params;
    const latest = await latestVersion(db, instance);
    const key = ['changes', instance, latest ?? NoVersion, version, format].join('|');
    const answer = await keptList(key, async () => {
      const { type, text } = changeList(format, await changesAfter(db, instance, version));
      return new KeptAnswer(type, text);
    });
    // The changes since an old version are as large as the list itself: kept and compressed alike.
    return sendKept(req, reply, answer);
  });

  route(app, endpoints.PublicPac, opts(endpoints.PublicPac), async (req, reply) => {
    const { instance } = req.params;
    const version = await publishedVersion(db, instance);
    if (notModified(req, reply, version)) return reply;
    const sets = await publishedSets(db, instance, version);
    return (reply as FastifyReply)
      .type('application/x-ns-proxy-autoconfig')
      .send(pacFile(instance, version, sets, req.query));
  });
}
