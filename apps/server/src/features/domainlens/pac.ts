import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, PacTypes, endpoints, type PacQuery, type PublishedEndpointSet } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';
import { withTenant } from './public.js';
import { notModified } from './public-answer.js';
import { caseInsensitiveCall } from './public-query.js';

/**
 * The PAC file of a published list: the hosts of the type's categories go to
 * `DirectProxySettings`, every other host to `DefaultProxySettings`. Every value the script holds
 * is written as a string literal (names from the published list, proxy settings that passed
 * their grammar), so nothing a caller sends can become code.
 */
/**
 * A JavaScript string literal that every PAC engine reads: JSON's escaping, and every character
 * past ASCII as `\uXXXX` (ES5 engines refuse a raw U+2028 in a literal; some read the file as Latin-1).
 */
const literal = (text: string) =>
  JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function pacFile(
  instance: string,
  version: string,
  sets: readonly PublishedEndpointSet[],
  q: PacQuery,
): string {
  const categories: readonly string[] = PacTypes[q.Type];
  const hosts = [
    ...new Set(
      sets
        .filter((s) => categories.includes(s.category))
        .flatMap((s) => s.urls ?? [])
        .map((u) => withTenant(u, q.TenantName).toLowerCase()),
    ),
  ].sort();
  const test = (h: string) => (h.includes('*') ? `shExpMatch(host, ${literal(h)})` : `host == ${literal(h)}`);
  const lines = [
    `// Proxy auto-configuration for the ${instance} endpoints, version ${version}:`,
    `// ${categories.join(' and ')} endpoints direct (type ${q.Type}), everything else through the proxy.`,
    'function FindProxyForURL(url, host) {',
    `  var direct = ${literal(q.DirectProxySettings)};`,
    `  var proxyServer = ${literal(q.DefaultProxySettings)};`,
    '  host = host.toLowerCase();',
    ...(hosts.length
      ? ['  if (', hosts.map((h) => `    ${test(h)}`).join(' ||\n'), '  ) {', '    return direct;', '  }']
      : []),
    '  return proxyServer;',
    '}',
    '',
  ];
  return lines.join('\n');
}

export function pacRoutes(app: FastifyInstance, db: Db, ratePerHour: number): void {
  const opts = {
    config: { rateLimit: { max: ratePerHour, timeWindow: '1 hour' } },
    preValidation: caseInsensitiveCall(endpoints.PublicPac),
  };
  route(app, endpoints.PublicPac, opts, async (req, reply) => {
    const { instance } = req.params;
    const version = await repo.latestPublicationVersion(db, instance);
    if (!version)
      throw new AppError('NOT_FOUND', {
        details: [{ path: 'params.instance', message: `${instance} has no published version` }],
      });
    if (notModified(req, reply, version)) return reply;
    const publication = await repo.findPublication(db, instance, version);
    const sets = publication ? (JSON.parse(publication.endpoints) as PublishedEndpointSet[]) : [];
    return (reply as FastifyReply)
      .type('application/x-ns-proxy-autoconfig')
      .send(pacFile(instance, version, sets, req.query));
  });
}
