import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { WebSocket } from 'ws';
import { CopilotWorkloadDomainsSchema } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { copilotResult } from '../../test/copilot-fixtures.js';

const kinds = await testDatabases();
const GENERATE = '/api/AnonymousConnectivityTest/GenerateCopilotTestReport';
const READ = '/api/AnonymousConnectivityTest/ReadCopilotTestReport';
const DOMAINS = '/api/workloaddomains/copilot';

const count = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('copilot_test_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(kinds)('Copilot test (%s)', (kind) => {
  const t = suiteApp(kind, {
    COPILOT_CONNECTIVITY_DOMAINS: JSON.stringify([
      { displayName: 'This server', testDomains: ['self'] },
      { displayName: 'Copilot', testDomains: ['substrate.office.com', 'http://127.0.0.1:9/'] },
    ]),
    COPILOT_WSS_DOMAINS: 'self, copilot.example:8443',
  });

  it('serves the configured domains with "self" as this server', async () => {
    const res = await t.app.inject({ url: DOMAINS, headers: { host: 'netlens.example:8080' } });
    expect(res.statusCode).toBe(200);
    expect(CopilotWorkloadDomainsSchema.parse(res.json())).toEqual({
      connectivityTestExtraDomains: [
        { displayName: 'This server', testDomains: ['http://netlens.example:8080/'] },
        { displayName: 'Copilot', testDomains: ['https://substrate.office.com/', 'http://127.0.0.1:9/'] },
      ],
      wssTestDomains: ['ws://netlens.example:8080/api/copilot/echo', 'wss://copilot.example:8443/'],
    });
  });

  it('describes its endpoints and the health endpoints in the OpenAPI document', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        DOMAINS,
        GENERATE,
        `${READ}/{runId}`,
        '/api/AnonymousConnectivityTest/UnhealthyMetroScores',
        '/api/AnonymousConnectivityTest/NetworkHealth',
        '/api/admin/incidents',
        '/api/admin/incidents/{id}',
      ]),
    );
  });

  it('lets the page connect to the configured origins (CSP)', async () => {
    const res = await t.app.inject({ url: DOMAINS });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://substrate.office.com');
    expect(csp).toContain('http://127.0.0.1:9');
    expect(csp).toContain('wss://copilot.example:8443');
  });

  it('stores a result with the address the server saw, and reads it back', async () => {
    const result = copilotResult();
    const res = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      payload: result,
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ runId: result.runId, egressIP: '198.51.100.7' });
    const read = await t.app.inject({ url: `${READ}/${result.runId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      runId: result.runId,
      egressIP: '198.51.100.7',
      connectivityTestResult: { failedDomains: [{ displayName: 'Closed port', failTypes: ['Unreachable'] }] },
      latencyTestResult: { latencyInMs: 31.5 },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      payload: { ...result, city: 'Paris' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.id).toBe('COPILOT_RUN_EXISTS');
    expect((await t.app.inject({ url: `${READ}/${result.runId}` })).json().city).toBe('London');
  });

  it('rejects results off the schema or oversize, naming the field, and stores nothing', async () => {
    const before = await count(t);
    const good = copilotResult();
    const cases: [unknown, string][] = [
      [{ ...good, runId: 'not-a-uuid' }, 'body.runId'],
      [{ ...good, createdOn: 'yesterday' }, 'body.createdOn'],
      [{ ...good, extra: true }, 'body'],
      [{ ...good, city: 'x'.repeat(201) }, 'body.city'],
      [{ ...good, city: 'bad\u0000city' }, 'body.city'],
      [
        {
          ...good,
          connectivityTestResult: {
            ...good.connectivityTestResult,
            failedDomains: [{ displayName: 'a', testDomainNames: ['a', 'b'], failTypes: ['Unreachable'] }],
          },
        },
        'body.connectivityTestResult.failedDomains.0.failTypes',
      ],
      [
        { ...good, webSocketTestResult: { ...good.webSocketTestResult, status: 'Maybe' } },
        'body.webSocketTestResult.status',
      ],
    ];
    for (const [payload, path] of cases) {
      const res = await t.app.inject({ method: 'POST', url: GENERATE, payload: payload as object });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...good, referrer: 'x'.repeat(70_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: { 'content-type': 'application/json' },
      payload: '{"runId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await count(t)).toBe(before);
  });

  it('answers a malformed or unknown run id with its own message', async () => {
    const bad = await t.app.inject({ url: `${READ}/123` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('COPILOT_RUN_ID_INVALID');
    const unknown = await t.app.inject({ url: `${READ}/1b4e28ba-2fa1-41d2-883f-0016d3cca427` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('COPILOT_RUN_NOT_FOUND');
  });
});

describe('the WebSocket echo endpoint', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('echoes text and binary messages', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/copilot/echo`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const echo = (data: string | Buffer) =>
      new Promise<string>((resolve) => {
        ws.once('message', (m) => resolve(m.toString()));
        ws.send(data);
      });
    expect(await echo('ping 1')).toBe('ping 1');
    expect(await echo(Buffer.from('bytes'))).toBe('bytes');
    ws.close();
  });

  it('closes a connection that sends an oversize message', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/copilot/echo`);
    await new Promise((resolve) => ws.once('open', resolve));
    const code = new Promise<number>((resolve) => ws.once('close', (c) => resolve(c)));
    ws.send('x'.repeat(10_000));
    expect(await code).toBe(1009);
  });
});

describe('Copilot outside the multi-tenant cloud', () => {
  it('is not found on the China cloud', async () => {
    const t = await startTestApp('sqlite', { CLOUD_NAME: 'China' });
    try {
      const res = await t.app.inject({ url: DOMAINS });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.id).toBe('COPILOT_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });

  it('refuses a domain list with an invalid name at start-up, naming it', async () => {
    await expect(
      startTestApp('sqlite', {
        COPILOT_CONNECTIVITY_DOMAINS: JSON.stringify([
          { displayName: 'Bad', testDomains: ['bad_host!.com'] },
        ]),
      }),
    ).rejects.toThrow(/COPILOT_CONNECTIVITY_DOMAINS.*bad_host!\.com/s);
    await expect(startTestApp('sqlite', { COPILOT_WSS_DOMAINS: 'ftp://x.example' })).rejects.toThrow(
      /COPILOT_WSS_DOMAINS.*ftp:\/\/x\.example/s,
    );
  });
});
