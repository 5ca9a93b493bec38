import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  type AdvancedPlan,
  type EndpointSet,
  type PublishedEndpointSet,
} from '@netlens/core';
import type { TestContext } from '../context.js';
import { httpClient } from '../lib/http.js';
import { progressLine } from '../progress.js';
import { connectivityTest, selectChecks } from './connectivity.js';
import { describeEndpointList, readPublishedList, retryAfterSeconds } from './publishedList.js';

const planSet = (over: Partial<EndpointSet>): EndpointSet => ({
  id: 1,
  serviceArea: 'Exchange',
  urls: ['fd.example'],
  tcpPorts: '80,443',
  category: 'Optimize',
  required: true,
  ...over,
});
const listSet = (over: Partial<PublishedEndpointSet>): PublishedEndpointSet => ({
  id: 1,
  serviceArea: 'Exchange',
  serviceAreaDisplayName: 'Exchange Online',
  urls: ['outlook.example'],
  tcpPorts: '80,443',
  expressRoute: true,
  category: 'Optimize',
  required: true,
  ...over,
});
/** The plan of a server at self.example:8443 with one front door, as the server builds it. */
const plan = [
  planSet({}),
  planSet({ id: 2, serviceArea: 'Common', urls: ['self.example'], tcpPorts: '8443', category: 'Default' }),
];
const names = (checks: { protocol: string; host: string; port: number; category: string }[]) =>
  checks.map((c) => `${c.category} ${c.protocol}://${c.host}:${c.port}`);

describe('merging the published list with the plan', () => {
  it('adds the required, non-wildcard endpoints of the list, once per host:port', () => {
    const { checks, listEndpoints } = selectChecks(plan, [
      listSet({ urls: ['outlook.example', '*.outlook.example', 'FD.example'] }),
      listSet({ id: 2, urls: ['teams.example'], tcpPorts: '443', category: 'Allow' }),
      listSet({ id: 3, urls: ['optional.example'], required: false, notes: 'optional' }),
      listSet({ id: 4, urls: undefined, ips: ['192.0.2.0/24'] }),
      listSet({ id: 5, urls: ['media.example'], tcpPorts: undefined, udpPorts: '3478-3481' }),
    ]);
    expect(names(checks)).toEqual([
      'Optimize http://fd.example:80',
      'Optimize https://fd.example:443',
      'Optimize http://outlook.example:80',
      'Optimize https://outlook.example:443',
      'Allow https://teams.example:443',
      'Default http://self.example:8443',
    ]);
    // fd.example is in the list too: it counts as one of the list's endpoints.
    expect(listEndpoints).toBe(5);
    expect(checks.filter((c) => c.listed).map((c) => `${c.host}:${c.port}`)).toEqual([
      'fd.example:80',
      'fd.example:443',
      'outlook.example:80',
      'outlook.example:443',
      'teams.example:443',
    ]);
  });

  it('judges an endpoint by the strictest category either list gives it', () => {
    const { checks } = selectChecks(plan, [
      listSet({ urls: ['self.example'], tcpPorts: '8443', category: 'Allow' }),
      listSet({ id: 2, urls: ['fd.example'], tcpPorts: '443', category: 'Default' }),
    ]);
    expect(names(checks)).toEqual([
      'Optimize http://fd.example:80',
      'Optimize https://fd.example:443',
      'Allow http://self.example:8443',
    ]);
  });

  it('keeps Optimize, then Allow, then Default checks under the cap, the plan before the list', () => {
    const published = [
      listSet({ id: 1, urls: ['d1.example', 'd2.example'], category: 'Default' }),
      listSet({ id: 2, urls: ['a1.example', 'a2.example'], category: 'Allow' }),
      listSet({ id: 3, urls: ['o1.example', 'o2.example'], category: 'Optimize' }),
    ];
    const at = (max: number) => names(selectChecks(plan, published, max).checks);
    expect(at(4)).toEqual([
      'Optimize http://fd.example:80',
      'Optimize https://fd.example:443',
      'Optimize http://o1.example:80',
      'Optimize https://o1.example:443',
    ]);
    expect(at(8).slice(4)).toEqual([
      'Optimize http://o2.example:80',
      'Optimize https://o2.example:443',
      'Allow http://a1.example:80',
      'Allow https://a1.example:443',
    ]);
    expect(at(12).slice(10)).toEqual(['Default http://self.example:8443', 'Default http://d1.example:80']);
    const capped = selectChecks(plan, published, 8);
    expect(capped.listEndpoints).toBe(12);
    expect(capped.checks.filter((c) => c.listed)).toHaveLength(6);
    expect(
      describeEndpointList({ instance: 'Worldwide', version: '2026112501', endpoints: 12, tested: 6 }),
    ).toBe('endpoint list Worldwide 2026112501, 12 endpoints, 6 tested');
  });

  it('tests exactly the plan when nothing is published', () => {
    const many = Array.from({ length: 150 }, (_, i) => planSet({ id: i, urls: [`fd${i}.example`] }));
    const alone = selectChecks([...many, plan[1]!]);
    expect(alone.checks).toHaveLength(200);
    expect(alone.checks.map((c) => c.host)).toEqual([
      ...many.flatMap((s) => [s.urls[0], s.urls[0]]).slice(0, 200),
    ]);
    expect(selectChecks(plan, [])).toEqual(selectChecks(plan));
    expect(selectChecks(plan).listEndpoints).toBe(0);
  });
});

/** A fake transport: answers by path, and records the URLs asked. */
function fakeServer(answer: (path: string) => Response, base = 'http://server.example/') {
  const asked: URL[] = [];
  const ctx = {
    plan: { endpointListInstance: 'Worldwide' } as AdvancedPlan,
    api: createApiClient({ base }),
    http: {
      get: async (url: string) => {
        asked.push(new URL(url));
        return answer(new URL(url).pathname);
      },
    } as unknown as TestContext['http'],
  };
  return { ctx, asked };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('reading the published list', () => {
  it('asks the version, then the list, under the server prefix with one fresh ClientRequestId', async () => {
    const sets = [listSet({})];
    const { ctx, asked } = fakeServer(
      (path) =>
        path.includes('/version/') ? json({ instance: 'Worldwide', latest: '2026112502' }) : json(sets),
      'https://server.example/gcc/',
    );
    expect(await readPublishedList(ctx)).toEqual({
      kind: 'list',
      instance: 'Worldwide',
      version: '2026112502',
      sets,
    });
    expect(asked.map((u) => u.pathname)).toEqual([
      '/gcc/endpoints-service/version/Worldwide',
      '/gcc/endpoints-service/endpoints/Worldwide',
    ]);
    const ids = asked.map((u) => u.searchParams.get('ClientRequestId'));
    expect(ids[0]).toMatch(GUID);
    expect(ids[1]).toBe(ids[0]);
    await readPublishedList(ctx);
    expect(asked[2]!.searchParams.get('ClientRequestId')).not.toBe(ids[0]);
  });

  it('finds nothing published from the empty version, a 404 or an empty list', async () => {
    const never = fakeServer(() => json({ instance: 'Worldwide', latest: '0000000000' }));
    expect(await readPublishedList(never.ctx)).toEqual({ kind: 'none', instance: 'Worldwide' });
    expect(never.asked).toHaveLength(1);
    const missing = fakeServer(() => json({ error: { id: 'NOT_FOUND' } }, 404));
    expect(await readPublishedList(missing.ctx)).toMatchObject({ kind: 'none' });
    const empty = fakeServer((p) => (p.includes('/version/') ? json({ latest: '2026112501' }) : json([])));
    expect(await readPublishedList(empty.ctx)).toMatchObject({ kind: 'none' });
  });

  it('falls back at once when rate limited, naming the Retry-After', async () => {
    const limited = fakeServer(() => json({ error: { id: 'RATE_LIMITED' } }, 429, { 'retry-after': '1200' }));
    expect(await readPublishedList(limited.ctx)).toEqual({
      kind: 'unavailable',
      instance: 'Worldwide',
      reason: 'rate limited, retry after 1200 s',
    });
    expect(limited.asked).toHaveLength(1);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:02:00 GMT', Date.parse('2026-11-25T10:00:00Z'))).toBe(120);
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('refuses a list off the published format, and needs an instance in the plan', async () => {
    const bad = fakeServer((p) =>
      p.includes('/version/') ? json({ latest: '2026112501' }) : json([{ id: 'x', urls: 'a.example' }]),
    );
    expect(await readPublishedList(bad.ctx)).toMatchObject({
      kind: 'unavailable',
      reason: 'the list is not in the published format',
    });
    const old = fakeServer(() => json([]));
    old.ctx.plan = {} as AdvancedPlan;
    expect(await readPublishedList(old.ctx)).toBeNull();
    expect(old.asked).toHaveLength(0);
  });
});

describe('the connectivity test with a published list', () => {
  let server: Server;
  let port = 0;
  let published: { version: string; sets: PublishedEndpointSet[] } | null = null;
  const probed: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/endpoints-service/version/Worldwide') {
        return res.end(JSON.stringify({ instance: 'Worldwide', latest: published?.version ?? '0000000000' }));
      }
      if (url.pathname === '/endpoints-service/endpoints/Worldwide') {
        return res.end(JSON.stringify(published?.sets ?? []));
      }
      probed.push(`${req.method} ${req.headers.host}`);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const run = async () => {
    const http = httpClient(null);
    const lines: string[] = [];
    const self = `http://127.0.0.1:${port}/`;
    const ctx = {
      plan: {
        endpoints: [planSet({ urls: ['127.0.0.1'], tcpPorts: String(port), category: 'Default' })],
        endpointListInstance: 'Worldwide',
        server: self,
      },
      http,
      api: createApiClient({ base: self, fetch: http.fetch }),
      proxy: null,
      log: (l: string) => lines.push(l),
    } as unknown as TestContext;
    try {
      return { result: await connectivityTest(ctx), lines };
    } finally {
      await http.close();
    }
  };

  it('probes the FQDNs the server publishes and names the version tested', async () => {
    published = {
      version: '2026112501',
      sets: [listSet({ urls: ['localhost', '*.localhost'], tcpPorts: String(port) })],
    };
    probed.length = 0;
    const { result } = await run();
    expect(result.endpointList).toEqual({
      instance: 'Worldwide',
      version: '2026112501',
      endpoints: 1,
      tested: 1,
    });
    expect(result.checks.map((c) => [c.host, c.category, c.outcome])).toEqual([
      ['127.0.0.1', 'Default', 'Successful'],
      ['localhost', 'Optimize', 'Successful'],
    ]);
    expect(probed.sort()).toEqual([`HEAD 127.0.0.1`, `HEAD localhost`]);
    const line = progressLine('Connectivity', 0, 12, {
      test: 'connectivity',
      category: 'Connectivity',
      verdict: 'favourable',
      result,
      error: null,
      note: null,
      durationMs: 1500,
    });
    expect(line).toBe('[ 1/12] connectivity: ok (1.5 s, endpoint list Worldwide 2026112501, 1 endpoint)');
  });

  it('tests the plan alone, and says nothing of a list, when none is published', async () => {
    published = null;
    const { result, lines } = await run();
    expect(result).toEqual({
      checks: [expect.objectContaining({ host: '127.0.0.1', outcome: 'Successful' })],
    });
    expect(lines).toEqual([]);
  });
});
