import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@netlens/core';
import { startTestApp, type TestApp } from '../test/harness.js';

const table = Object.values(endpoints) as Endpoint[];

/** Every route the server registers ("METHOD url", the URL with its prefix), HEAD copies left out. */
async function routesOf(env: Record<string, string>): Promise<{ app: TestApp; routes: string[] }> {
  const routes: string[] = [];
  // Fastify announces each new instance here: the hook sees every route from the first one.
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
  };
  diagnostics.subscribe('fastify.initialization', collect);
  try {
    return { app: await startTestApp('sqlite', env), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collect);
  }
}

/**
 * The server's API routes: /api (but its documentation), /config, the public endpoint-list
 * service and the health checks.
 */
const isApiRoute = (route: string, prefix: string) => {
  const url = route.slice(route.indexOf(' ') + 1).slice(prefix.length);
  return (
    (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
    url.startsWith('/config/') ||
    url.startsWith('/endpoints-service/') ||
    url === '/livez' ||
    url === '/readyz'
  );
};

describe.each([
  { cloud: 'MultiTenant', prefix: '' },
  { cloud: 'GCC', prefix: '/gcc' },
])('the routes of the endpoint table on $cloud', ({ cloud, prefix }) => {
  let t: TestApp;
  let routes: string[];
  beforeAll(async () => {
    ({ app: t, routes } = await routesOf({ CLOUD_NAME: cloud }));
  });
  afterAll(async () => t?.close());

  it('registers every entry exactly once, with its method, under the prefix', () => {
    for (const entry of table) {
      const expected = `${entry.method} ${prefix}${entry.path}`;
      expect(
        routes.filter((r) => r === expected),
        entry.name,
      ).toHaveLength(1);
    }
  });

  it('has no API route outside the table', () => {
    const inTable = new Set(table.map((e) => `${e.method} ${prefix}${e.path}`));
    const outside = routes.filter((r) => isApiRoute(r, prefix) && !inTable.has(r));
    expect(outside).toEqual([]);
    expect(routes.filter((r) => isApiRoute(r, prefix))).toHaveLength(table.length);
  });

  it('serves the OpenAPI document of the table', async () => {
    const res = await t.app.inject({ url: `${prefix}/api/docs/json` });
    const doc = res.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const entry of table) {
      const path = entry.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[`${prefix}${path}`]?.[entry.method.toLowerCase()]?.summary, entry.name).toBe(
        entry.summary,
      );
    }
  });
});
