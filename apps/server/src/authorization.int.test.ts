import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@netlens/core';
import { adminToken, startTestApp, testDatabases, type TestApp } from './test/harness.js';
import { FRONT_DOORS } from './test/connectivity-fixtures.js';
import { Browser, seedOrg, seedUser } from './test/identity-helpers.js';
import { registeredProvider } from './test/partners-fixtures.js';
import { savedReport } from './test/reports-setup.js';
import { validValue } from './test/fuzz/arbitraries.js';
import { fillPath, jsonSchema, queryString } from './test/fuzz/requests.js';
import {
  Callers,
  OwnOrg,
  Orgs,
  RoleGroups,
  Roles,
  username,
  type Caller,
} from './test/authorization/callers.js';
import { AuthorizationTable, type Ctx, type Outcome, type Row } from './test/authorization/table.js';

const kinds = await testDatabases();
const Table: Record<string, Row> = AuthorizationTable;
const Entries = endpoints as unknown as Record<string, Endpoint>;

/** A value the schema accepts, generated from it (the first of a fixed sample that parses). */
function sampleOf(schema: Endpoint['body']): unknown {
  if (!schema) return undefined;
  const values = fc.sample(validValue(jsonSchema(schema)!), { numRuns: 300, seed: 7 });
  return values.find((v) => schema.safeParse(v).success) ?? values[0];
}

/** A generated object as query or form fields (without the `?`). */
const query = (v: unknown) => (v && typeof v === 'object' ? queryString(v).slice(1) : '');

const passed = (status: number) => status !== 401 && status !== 403;

describe.each(kinds)('authorisation of every route for every caller (%s)', (kind) => {
  let t: TestApp;
  const token = adminToken();
  const browsers = new Map<string, Browser>();
  const ids = new Map<string, string>();
  let providerId = '';

  async function signInAll() {
    for (const [i, c] of Callers.entries()) {
      if (c.kind !== 'user') continue;
      const b = new Browser(t, `10.9.0.${i + 1}`);
      const done = await b.signIn(username(c.role, c.org));
      if (done.statusCode !== 303) throw new Error(`${c.name} could not sign in: ${done.statusCode}`);
      browsers.set(c.name, b);
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      FRONT_DOORS,
      ADMIN_TOKEN: token,
      // the calls behind these flags exist only with them on
      FEATURE_FLAGS: 'ocdiAssociation=true,nppDashboard=true',
    });
    // The owner's organisation is a registered provider; the other organisation is not.
    ({ providerId } = await registeredProvider(t, token, OwnOrg, username('partner', OwnOrg)));
    for (const org of Orgs) {
      if (org !== OwnOrg) await seedOrg(t, org);
      for (const role of Roles) {
        if (org === OwnOrg && role === 'partner') continue;
        await seedUser(t, org, username(role, org), [...RoleGroups[role]]);
      }
    }
    await signInAll();
    for (const [name, b] of browsers) ids.set(name, (await b.refresh()).user.id);
  }, 120_000);
  afterAll(async () => t?.close());

  async function send(
    c: Caller,
    endpoint: Endpoint,
    url: string,
    body: unknown,
    form: boolean,
  ): Promise<LightMyRequestResponse> {
    const payload =
      body === undefined
        ? {}
        : {
            payload: body as string,
            headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
          };
    if (c.kind === 'user') return browsers.get(c.name)!.request({ method: endpoint.method, url, ...payload });
    const headers = {
      ...payload.headers,
      ...(c.kind === 'operator' ? { authorization: `Bearer ${token}` } : {}),
    };
    return t.app.inject({ method: endpoint.method, url, ...payload, headers });
  }

  it('has one row for every entry of the endpoint table, and none for what is not there', () => {
    expect(Object.keys(Table).sort()).toEqual(Object.keys(Entries).sort());
  });

  it.each(Object.keys(Entries).sort())('%s', async (name) => {
    const row = Table[name];
    expect(row, `${name} has no row in the authorisation table`).toBeDefined();
    const endpoint = Entries[name]!;
    const ctx: Ctx = {
      reportId: row!.report ? await sharedReport() : 'AAAAAAAAAAAAAAAAAAAAAA',
      userId: (who) => ids.get(who)!,
      providerId,
    };
    const given = row!.request?.(ctx) ?? {};
    const params = { ...(sampleOf(endpoint.params) as object | undefined), ...given.path };
    const q = given.query ?? query(sampleOf(endpoint.query));
    const url = fillPath(endpoint.path, params) + (q ? `?${q}` : '');
    const body = 'body' in given ? given.body : sampleOf(endpoint.body);
    const form = endpoint.bodyType === 'form' && body !== undefined;

    // Signed out first (the answer public routes must give everyone), the callers who pass last:
    // a call that changes something then happens after every refusal.
    const expected = new Map(Callers.map((c) => [c.name, row!.expect(c)] as [string, Outcome]));
    const order = [...Callers].sort(
      (a, b) =>
        Number(a.kind !== 'anonymous') - Number(b.kind !== 'anonymous') ||
        Number(expected.get(a.name) === 'pass') - Number(expected.get(b.name) === 'pass'),
    );
    let anonymous = 0;
    const wrong: string[] = [];
    for (const c of order) {
      const res = await send(
        c,
        endpoint,
        url,
        form ? query(body) : body === undefined ? undefined : JSON.stringify(body),
        form,
      );
      if (c.kind === 'anonymous') anonymous = res.statusCode;
      const want = expected.get(c.name)!;
      const ok =
        want === 'pass'
          ? passed(res.statusCode)
          : want === 'same'
            ? res.statusCode === anonymous && res.statusCode !== 401
            : res.statusCode === want.status && (!want.id || res.json().error?.id === want.id);
      if (!ok)
        wrong.push(
          `${c.name}: wanted ${JSON.stringify(want)}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
    }
    if (row!.endsSessions) await signInAll();
    if (process.env.AUTHZ_LOG && wrong.length)
      appendFileSync(process.env.AUTHZ_LOG, `${name} ${endpoint.method} ${url}\n  ${wrong.join('\n  ')}\n`);
    expect(wrong, `${endpoint.method} ${url}`).toEqual([]);
    // Refused calls changed nothing: the owner still reads the report (until the owner deletes it).
    if (row!.report && name !== 'DeleteReport') {
      const read = await browsers
        .get(`plain@${OwnOrg}`)!
        .get(`/api/ConnectivityTest/ReadReport/${ctx.reportId}`);
      expect(read.statusCode).toBe(200);
    }
  });

  /** A fresh report of the owner (plain@contoso), shared with the receiver (leadership@contoso). */
  async function sharedReport(): Promise<string> {
    const owner = browsers.get(`plain@${OwnOrg}`)!;
    const id = await savedReport(owner);
    const shared = await owner.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${id}`,
      payload: { userIds: [ids.get(`leadership@${OwnOrg}`)] },
    });
    expect(shared.statusCode).toBe(200);
    return id;
  }
});
