import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seededDatabase, signedIn, userCommands } from './accounts.js';
import { browserAndServer } from './suite.js';

/**
 * Script in every free-text field the product stores and shows: each payload is stored through
 * the product's own ways in (the admin command, the API), then every page that shows the field is
 * opened in Chromium, which must show it as text and run none of it: no dialog, no CSP violation,
 * no element or attribute it would have injected.
 */
const PAYLOADS = [
  `<img src=x onerror=alert('xss-img')>`,
  `"><svg onload=alert('xss-svg')>`,
  `<script>alert('xss-script')</script>`,
  `javascript:alert('xss-href')`,
];
/**
 * Stored fields: organisation and user names, a report's three place names, a share target, an
 * incident's title and message, a provider's company name and solution name, a workload's
 * champion and service-area names, an endpoint set's optional functionality and change reason.
 */
const FIELDS = [
  'organisation name',
  'user name',
  'city',
  'region',
  'country',
  'share target',
  'incident title',
  'incident message',
  'provider company name',
  'solution name',
  'workload champion name',
  'service area name',
  'optional functionality',
  'change reason',
];
/** Page views per payload: six of reports, people and health, two of the provider portal and Domain Lens. */
const VIEWS_PER_PAYLOAD = 8;

const token = 'xss-admin-token-0123456789abcdef';

const suite = browserAndServer(
  () => {
    const commands = PAYLOADS.flatMap((p, i) => [
      ['create-org', '--name', p, '--tenant', `t${i}`],
      ...userCommands(`t${i}`, `owner${i}`, p, 'netlens-org-admins'),
      ...userCommands(`t${i}`, `mate${i}`, p),
      ['add-to-group', '--username', `owner${i}`, '--group', 'netlens-partners'],
    ]);
    const db = seededDatabase([
      ...commands,
      ['create-user', '--tenant', 't0', '--username', 'council', '--name', 'Cora Council'],
      ['add-to-group', '--username', 'council', '--group', 'netlens-connectivity-champions'],
    ]);
    return {
      DATABASE_URL: db,
      ADMIN_TOKEN: token,
      GENERATE_REPORT_RATE_LIMIT: '1000',
      STAFF_TENANTS: 't0',
    };
  },
  { timeoutMs: 240_000 },
);

/** What ran that should not have: dialogs, CSP violations, injected elements. */
interface Watch {
  dialogs: string[];
  findings: () => Promise<string[]>;
}

async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    dialogs,
    findings: () =>
      page.evaluate(() => {
        const injected = Array.from(
          // The page's start data is a JSON data block (never run) the server writes with its
          // "<" escaped; any other inline script is an injection.
          document.querySelectorAll(
            '[onerror], [onload], script:not([src]):not(#start-data[type="application/json"]), a[href^="javascript:"], iframe, object, embed',
          ),
          (e) => e.outerHTML.slice(0, 120),
        );
        // The app's own feature probe for eval (zod's, answered by the CSP) is not an injection.
        const violations = (window as unknown as { __violations: string[] }).__violations.filter(
          (v) => !v.startsWith('script-src eval ') || v.includes('xss'),
        );
        return [...violations, ...injected];
      }),
  };
}

const views: string[] = [];

/** The page shows `text` as text, and nothing ran. */
async function shownInert(page: Page, w: Watch, text: string, view: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
  expect(w.dialogs, view).toEqual([]);
  expect(await w.findings(), view).toEqual([]);
  views.push(view);
}

async function admin(method: string, path: string, body: unknown) {
  const res = await fetch(new URL(path, suite.server.url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

describe('stored script is shown as text and never runs', () => {
  it.each(PAYLOADS.map((p, i) => [i, p] as const))('payload %i: %s', async (i, payload) => {
    // Stored: the organisation and both users (admin command, above), a report's places, a share,
    // an incident.
    const owner = await signedIn(suite.browser, suite.server.url, `owner${i}`);
    const ownerWatch = await watch(owner.context(), owner);
    const generated = await apiCall<{ id: string }>(
      owner,
      'POST',
      'api/AnonymousConnectivityTest/GenerateTestReport',
      {
        latitude: 51.5072,
        longitude: -0.1276,
        city: payload,
        region: payload,
        country: payload,
        measuredLatency: 20,
        measuredLatencies: [20, 22, 25],
      },
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const id = generated.body.id;
    expect((await apiCall(owner, 'POST', 'api/ConnectivityTest/CreateReport', { id })).status).toBe(200);
    const people = await apiCall<{ people: { id: string; email: string }[] }>(
      owner,
      'GET',
      `api/directory/people?prefix=${encodeURIComponent(payload.slice(0, 4))}`,
    );
    const mate = people.body.people.find((p) => p.email === `mate${i}@t${i}.example`);
    expect(mate, JSON.stringify(people.body)).toBeDefined();
    expect(
      (await apiCall(owner, 'POST', `api/ConnectivityTest/Share/${id}`, { userIds: [mate!.id] })).status,
    ).toBe(200);
    expect(
      await admin('POST', 'api/admin/incidents', {
        title: payload,
        message: payload,
        severity: 'information',
      }),
    ).toBe(201);

    // Shown: the report (places), its share dialog (the share target), the history (places, the
    // organisation in its sharing settings), the account menu (user and organisation names).
    await owner.goto(`${suite.server.url}report/${id}`);
    await shownInert(owner, ownerWatch, payload, 'report page');
    await owner.getByRole('button', { name: 'Share' }).first().click();
    await shownInert(owner, ownerWatch, payload, 'share dialog');
    await owner.keyboard.press('Escape');
    await owner.goto(`${suite.server.url}reports`);
    await shownInert(owner, ownerWatch, payload, 'reports page (owner)');
    await owner.getByRole('button', { name: /^Account: / }).click();
    await shownInert(owner, ownerWatch, payload, 'account menu');

    // The receiver's received list names the owner; the public health page shows the incident.
    const receiver = await signedIn(suite.browser, `${suite.server.url}reports`, `mate${i}`);
    const receiverWatch = await watch(receiver.context(), receiver);
    await receiver.goto(`${suite.server.url}reports`);
    await receiver.getByRole('tab', { name: 'Shared with me' }).click();
    await shownInert(receiver, receiverWatch, payload, 'reports page (receiver)');
    await receiver.goto(`${suite.server.url}status`);
    await shownInert(receiver, receiverWatch, payload, 'health page');
    await owner.context().close();
    await receiver.context().close();
  });

  it.each(PAYLOADS.map((p, i) => [i, p] as const))(
    'payload %i in the provider portal and Domain Lens',
    async (i, payload) => {
      // The owner's organisation registers as a provider (its code from the operator's outbox) and
      // adds a solution.
      const partner = await signedIn(suite.browser, suite.server.url, `owner${i}`);
      const partnerWatch = await watch(partner.context(), partner);
      const pnpp = 'api/pnpp/api/v1';
      const email = `owner${i}@t${i}.example`;
      const sent = await apiCall(partner, 'POST', `${pnpp}/PartnerRegister/email`, {
        companyName: payload,
        companyUrl: `t${i}.example`,
        emailAddress: email,
        termsAccepted: true,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const outbox = await fetch(
        new URL(`api/admin/partners/outbox?to=${encodeURIComponent(email)}`, suite.server.url),
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const code = /\b(\d{6})\b/.exec(((await outbox.json()) as { text: string }[])[0]!.text)![1];
      expect((await apiCall(partner, 'POST', `${pnpp}/PartnerRegister/code`, { code })).status).toBe(200);
      const put = await apiCall(partner, 'PUT', `${pnpp}/PartnerInputSolution`, {
        name: payload,
        type: 'isp',
        asns: [],
        subnets: [],
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      await partner.goto(`${suite.server.url}partnerPortal`);
      await shownInert(partner, partnerWatch, payload, 'provider portal');

      // A connectivity champion adds a workload and drafts an endpoint set of it.
      const council = await signedIn(suite.browser, suite.server.url, 'council');
      const councilWatch = await watch(council.context(), council);
      const dl = 'api/ipurl/api/v1';
      const workload = await apiCall(council, 'POST', `${dl}/Workload`, {
        id: `Workload${i}`,
        workloadChampName: payload,
        workloadChampSecurityGroup: `champs-${i}`,
        workloadChampEmail: `champ${i}@t${i}.example`,
        serviceArea: `Area${i}`,
        serviceAreaDisplayName: payload,
        propertyGroups: ['M365'],
        workloadType: 'External',
      });
      expect(workload.status, JSON.stringify(workload.body)).toBe(200);
      const draft = await apiCall<{ change: { endpointSetInternalId: string } }>(
        council,
        'POST',
        `${dl}/EndpointSetChange/UpsertDraft`,
        {
          endpointSet: {
            instance: 'Worldwide',
            governanceCategory: 'Default',
            workloadName: `Workload${i}`,
            isRequired: false,
            optionalFunctionality: payload,
            tcpPorts: '443',
            fqdns: [`app${i}.contoso.example`],
          },
          changeReason: payload,
        },
      );
      expect(draft.status, JSON.stringify(draft.body)).toBe(200);
      await council.goto(`${suite.server.url}endpoints/${draft.body.change.endpointSetInternalId}`);
      await shownInert(council, councilWatch, payload, 'endpoint set page');
      await partner.context().close();
      await council.context().close();
    },
  );

  it('counted every field, payload and page', () => {
    expect(views.length).toBe(PAYLOADS.length * VIEWS_PER_PAYLOAD);
    process.stdout.write(
      `xss: ${FIELDS.length} fields × ${PAYLOADS.length} payloads, ${views.length} page views in Chromium, 0 executions\n`,
    );
  });
});
