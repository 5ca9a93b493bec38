import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  Instances,
  endpoints,
  type PublishedChange,
  type PublishedEndpointSet,
} from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import { toCsv } from '../../plugins/csv.js';
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';
import { KeptAnswer, answerCache, sendKept } from '../../plugins/kept-answers.js';

/**
 * The public endpoint-list service under /endpoints-service (no sign-in), in the public
 * web service's format: /version[/{instance}], /endpoints/{instance}, /changes/{instance}/{version}.
 * Answers change only when a version is published, so each carries an ETag of the versions it
 * was built from (with the query) and a matching If-None-Match gets 304. The endpoint list, the
 * large one, is kept per process as bytes and sent gzip- or brotli-coded to callers accepting it
 * (plugins/kept-answers.ts), each form with the ETag of its own bytes.
 */
const Guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NoVersion = '0000000000';

interface Common {
  ClientRequestId?: string;
  format?: string;
}

function checkClient(q: Common): 'JSON' | 'CSV' {
  if (!q.ClientRequestId || !Guid.test(q.ClientRequestId)) {
    const details = [{ path: 'query.ClientRequestId', message: 'a GUID naming this request' }];
    throw new AppError('CLIENT_REQUEST_ID_REQUIRED', { details });
  }
  return q.format?.toUpperCase() === 'CSV' ? 'CSV' : 'JSON';
}

/** Answers 304 when the caller holds this state already; otherwise sets the validators. */
export function notModified(req: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const url = req.url.replace(/([?&])ClientRequestId=[^&]*/i, '$1');
  const etag = `"${createHash('sha256').update(`${state}|${url}`).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'public, max-age=3600');
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((t) => t.trim() === etag)) {
    void reply.code(304).send();
    return true;
  }
  return false;
}

interface Answer {
  type: string;
  text: string;
}

function render(
  format: 'JSON' | 'CSV',
  body: unknown,
  columns: string[],
  rows: () => Record<string, unknown>[],
): Answer {
  if (format === 'CSV') return { type: 'text/csv; charset=utf-8', text: toCsv(columns, rows()) };
  return { type: 'application/json; charset=utf-8', text: JSON.stringify(body) };
}

function send(
  reply: FastifyReply,
  format: 'JSON' | 'CSV',
  body: unknown,
  columns: string[],
  rows: () => Record<string, unknown>[],
) {
  return sendAnswer(reply, render(format, body, columns, rows));
}

function sendAnswer(reply: FastifyReply, answer: Answer) {
  return reply.type(answer.type).send(answer.text);
}

/** Endpoint lists kept per process: an instance's list changes only with its version. */
const LIST_ANSWERS_KEPT = 32;

const SetColumns = [
  'id',
  'serviceArea',
  'serviceAreaDisplayName',
  'urls',
  'ips',
  'tcpPorts',
  'udpPorts',
  'expressRoute',
  'category',
  'required',
  'notes',
];
const ChangeColumns = [
  'id',
  'endpointSetId',
  'disposition',
  'impact',
  'version',
  'previous',
  'current',
  'addEffectiveDate',
  'addIps',
  'addUrls',
  'removeIps',
  'removeUrls',
];

/** Tenant URLs: a first label of `*` on a SharePoint domain, or `*` inside a longer first label. */
export function withTenant(url: string, tenant: string | undefined): string {
  if (!tenant) return url;
  const [first, ...rest] = url.split('.');
  if (first === '*' && rest.join('.').startsWith('sharepoint.')) return [tenant, ...rest].join('.');
  if (first !== '*' && first!.includes('*')) return [first!.replace('*', tenant), ...rest].join('.');
  return url;
}

export function publicListRoutes(app: FastifyInstance, db: Db, ratePerHour: number): void {
  const opts = { config: { rateLimit: { max: ratePerHour, timeWindow: '1 hour' } } };
  const keptList = answerCache(LIST_ANSWERS_KEPT);

  route(app, endpoints.PublicVersions, opts, async (req, reply) => {
    const format = checkClient(req.query);
    const all: { instance: string; latest: string }[] = [];
    for (const instance of Instances) {
      const latest = await repo.latestPublicationVersion(db, instance);
      all.push({ instance, latest: latest ?? NoVersion });
    }
    if (notModified(req, reply, all.map((v) => v.latest).join(','))) return reply;
    return send(reply, format, all, ['instance', 'latest'], () => all);
  });

  route(app, endpoints.PublicVersion, opts, async (req, reply) => {
    const format = checkClient(req.query);
    const { instance } = req.params;
    // Every version only when asked for; the latest alone is one row.
    const versions = req.query.AllVersions === 'true' ? await repo.publicationVersions(db, instance) : null;
    const latest = versions ? versions[0] : await repo.latestPublicationVersion(db, instance);
    const answer = { instance, latest: latest ?? NoVersion, ...(versions ? { versions } : {}) };
    if (notModified(req, reply, answer.latest)) return reply;
    return send(reply, format, answer, ['instance', 'latest'], () => [answer]);
  });

  route(app, endpoints.PublicEndpoints, opts, async (req, reply) => {
    const format = checkClient(req.query);
    const q = req.query;
    const latest = await repo.latestPublicationVersion(db, req.params.instance);
    const key = [
      req.params.instance,
      latest ?? NoVersion,
      format,
      q.ServiceAreas,
      q.TenantName,
      q.NoIPv6,
    ].join('|');
    const answer = await keptList(key, async () => {
      const publication = latest ? await repo.findPublication(db, req.params.instance, latest) : undefined;
      const areas = q.ServiceAreas?.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const noIpv6 = q.NoIPv6 === 'true';
      const sets = (publication ? (JSON.parse(publication.endpoints) as PublishedEndpointSet[]) : [])
        .filter((s) => !areas?.length || areas.includes(s.serviceArea.toLowerCase()))
        .map((s) => {
          const { urls, ips, ...rest } = s;
          const u = urls?.map((x) => withTenant(x, q.TenantName));
          const i = noIpv6 ? ips?.filter((x) => !x.includes(':')) : ips;
          return { ...rest, ...(u?.length ? { urls: u } : {}), ...(i?.length ? { ips: i } : {}) };
        })
        .filter((s) => s.urls || s.ips)
        // Field order as the public service writes it.
        .map((s) =>
          Object.fromEntries(SetColumns.filter((c) => c in s).map((c) => [c, s[c as keyof typeof s]])),
        );
      const { type, text } = render(format, sets, SetColumns, () => sets);
      return new KeptAnswer(type, text);
    });
    // Served as kept: bytes, compressed once per form, validated by the form's own ETag.
    return sendKept(req, reply, answer);
  });

  route(app, endpoints.PublicChanges, opts, async (req, reply) => {
    const format = checkClient(req.query);
    const { instance, version } = req.params;
    const latest = await repo.latestPublicationVersion(db, instance);
    const key = ['changes', instance, latest ?? NoVersion, version, format].join('|');
    const answer = await keptList(key, async () => {
      const after = await repo.publicationsAfter(db, instance, version);
      const records = after.flatMap((p) => JSON.parse(p.changes) as PublishedChange[]);
      const { type, text } = render(format, records, ChangeColumns, () => changeRows(records));
      return new KeptAnswer(type, text);
    });
    // The changes since an old version are as large as the list itself: kept and compressed alike.
    return sendKept(req, reply, answer);
  });
}

/** The change records as the CSV form writes them: nested parts flattened into columns. */
function changeRows(records: PublishedChange[]): Record<string, unknown>[] {
  return records.map((r) => ({
    ...r,
    previous: r.previous ? JSON.stringify(r.previous) : '',
    current: r.current ? JSON.stringify(r.current) : '',
    addEffectiveDate: r.add?.effectiveDate,
    addIps: r.add?.ips,
    addUrls: r.add?.urls,
    removeIps: r.remove?.ips,
    removeUrls: r.remove?.urls,
  }));
}
