import { PacTypes, type PacQuery, type PublishedEndpointSet } from '@netlens/core';
import { withTenant } from './present.js';

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
