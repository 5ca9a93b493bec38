import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainLensMessages, endpoints, RequiredFieldMessage, type Endpoint } from '@netlens/core';
import { adminToken, startTestApp, testDatabases, type TestApp } from './test/harness.js';
import { Browser, seedOrg, seedUser } from './test/identity-helpers.js';
import { validValue } from './test/fuzz/arbitraries.js';
import { EveryGroup } from './test/fuzz/target.js';
import { fillPath, jsonSchema } from './test/fuzz/requests.js';

const kinds = await testDatabases();
const Entries = Object.values(endpoints as unknown as Record<string, Endpoint>);

/** The library's own words, which a person must never read. */
const Leak = /Invalid input|expected [a-z]+, received|Too small|Invalid option/;

/** A value the schema accepts (the first of a fixed sample that parses). */
function sampleOf(schema: Endpoint['params']): unknown {
  if (!schema) return undefined;
  const values = fc.sample(validValue(jsonSchema(schema)!), { numRuns: 200, seed: 11 });
  return values.find((v) => schema.safeParse(v).success) ?? values[0];
}

/** The required fields of a body: those the schema refuses when left out. */
function requiredFields(body: NonNullable<Endpoint['body']>): string[] {
  const fields = Object.keys(jsonSchema(body)?.properties ?? {});
  return fields.filter((f) => {
    const parsed = body.safeParse({});
    return !parsed.success && parsed.error.issues.some((i) => i.path[0] === f);
  });
}

const WithBody = Entries.filter((e) => e.body && e.method !== 'GET');
const Reject = endpoints.BatchRejectWorkloadAssignRequest.path;
const fqdnId = '4f1c6c1e-8c5e-4b8e-9d4a-1c2d3e4f5a6b';

describe.each(kinds)('a required field left out answers a message, never a schema text (%s)', (kind) => {
  let t: TestApp;
  let user: Browser;
  const token = adminToken();

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'everyone', EveryGroup);
    user = new Browser(t);
    await user.signIn('everyone');
  });
  afterAll(async () => t?.close());

  const send = (e: Endpoint, payload: object) =>
    user.request({
      method: e.method,
      url: fillPath(e.path, sampleOf(e.params)),
      payload,
      headers: e.admin ? { authorization: `Bearer ${token}` } : {},
    });

  it('walks the endpoint table: each required field absent, then null', async () => {
    let checked = 0;
    for (const e of WithBody) {
      for (const field of requiredFields(e.body!)) {
        for (const missing of [{}, { [field]: null }]) {
          const res = await send(e, missing);
          const where = `${e.name} without ${field} (${JSON.stringify(missing)})`;
          expect(res.statusCode, where).toBeLessThan(500);
          expect(res.body, where).not.toMatch(Leak);
          if (res.statusCode === 400 && res.json().error.id === 'VALIDATION_FAILED') {
            const detail = res.json().error.details.find((d: { path: string }) => d.path === `body.${field}`);
            expect(detail?.message, where).toBeTruthy();
            checked++;
          }
        }
      }
    }
    // Most calls were refused for the missing field itself (the rest are the operator's or by rule).
    expect(checked).toBeGreaterThan(40);
  }, 300_000);

  it("answers the spec's own message when a workload move is rejected with no reason", async () => {
    for (const note of [undefined, null, '', '   ']) {
      const res = await user.request({ method: 'POST', url: Reject, payload: { fqdnIds: [fqdnId], note } });
      expect(res.statusCode, String(note)).toBe(400);
      expect(res.json().error.details).toEqual([
        { path: 'body.note', message: DomainLensMessages.noteRequired },
      ]);
    }
  });

  it("answers the spec's messages for a draft without its reason and a workload without its fields", async () => {
    for (const changeReason of [undefined, null, '', ' ']) {
      const res = await send(endpoints.UpsertDraft, { changeReason });
      const details = res.json().error.details as { path: string; message: string }[];
      expect(details).toContainEqual({
        path: 'body.changeReason',
        message: DomainLensMessages.changeReasonRequired,
      });
      expect(details).toContainEqual({ path: 'body.endpointSet', message: RequiredFieldMessage });
    }
    const workload = await send(endpoints.CreateWorkload, { propertyGroups: null, workloadChampEmail: ' ' });
    const messages = new Set(workload.json().error.details.map((d: { message: string }) => d.message));
    expect([...messages]).toEqual([DomainLensMessages.missingRequired]);
  });

  it('answers the registration rules for a company URL, address or terms left out', async () => {
    const details = {
      companyName: 'Contoso',
      companyUrl: 'contoso.example',
      emailAddress: 'noc@contoso.example',
    };
    const cases: [object, string, string][] = [
      [{ ...details }, 'termsAccepted', 'Accept the programme terms before sending.'],
      [{ ...details, termsAccepted: true, companyUrl: null }, 'companyUrl', 'Company URL format is invalid.'],
      [{ ...details, termsAccepted: true, companyUrl: '' }, 'companyUrl', 'Company URL format is invalid.'],
      [
        { companyName: 'Contoso', companyUrl: 'contoso.example', termsAccepted: true },
        'emailAddress',
        'Email format is invalid.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(endpoints.PartnerRegisterEmail, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ message, details: [{ path: field }] });
    }
    const noName = await send(endpoints.PartnerRegisterEmail, {
      ...details,
      companyName: ' ',
      termsAccepted: true,
    });
    expect(noName.json().error.details).toEqual([
      { path: 'body.companyName', message: RequiredFieldMessage },
    ]);
  });
});
