import type { FastifyInstance } from 'fastify';
import { endpoints, type Endpoint, type PublishedChange, type PublishedEndpointSet } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';
import { KeptAnswer, answerCache, sendKept } from '../../plugins/kept-answers.js';
import { NoVersion, checkClient, render } from './public-answer.js';
import { caseInsensitiveCall } from './public-query.js';
import { publicVersionRoutes } from './public-versions.js';

/**
 * The public endpoint-list service under /endpoints-service (no sign-in), in the public
 * web service's format: /version[/{instance}], /endpoints/{instance}, /changes/{instance}/{version}.
 * Answers change only when a version is published, so each carries an ETag of the versions it
 * was built from (with the query) and a matching If-None-Match gets 304. The endpoint list, the
 * large one, is kept per process as bytes and sent gzip- or brotli-coded to callers accepting it
 * (plugins/kept-answers.ts), each form with the ETag of its own bytes. Parameter names, their
 * fixed values and the instance are read without regard to case (public-query.ts); a
 * `ServiceAreas` filter always keeps Common, as the public service does.
 */

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

/** The service area every `ServiceAreas` filter keeps (sign-in, the portal, Office Online). */
const CommonArea = 'common';

/** Where a `*` stands for the tenant: the label before a SharePoint or onmicrosoft domain. */
const TenantDomain = /^(sharepoint|onmicrosoft)\./;

/**
 * TenantName fills the tenant's `*`: `*.sharepoint.com`, `*-files.sharepoint.com`,
 * `autodiscover.*.onmicrosoft.com`; other wildcards (`*cdn.onenote.net`, `*.outlook.com`) stay.
 */
export function withTenant(url: string, tenant: string | undefined): string {
  if (!tenant) return url;
  const labels = url.split('.');
  const at = labels.findIndex((l) => l.includes('*'));
  if (at < 0 || !TenantDomain.test(labels.slice(at + 1).join('.'))) return url;
  labels[at] = labels[at]!.replace('*', tenant);
  return labels.join('.');
}

export function publicListRoutes(app: FastifyInstance, db: Db, ratePerHour: number): void {
  const config = { rateLimit: { max: ratePerHour, timeWindow: '1 hour' } };
  const opts = (e: Endpoint) => ({ config, preValidation: caseInsensitiveCall(e) });
  const keptList = answerCache(LIST_ANSWERS_KEPT);

  publicVersionRoutes(app, db, opts);

  route(app, endpoints.PublicEndpoints, opts(endpoints.PublicEndpoints), async (req, reply) => {
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
        .filter((s) => {
          const area = s.serviceArea.toLowerCase();
          return !areas?.length || area === CommonArea || areas.includes(area);
        })
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

  route(app, endpoints.PublicChanges, opts(endpoints.PublicChanges), async (req, reply) => {
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
