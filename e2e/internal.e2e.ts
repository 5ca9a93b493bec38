import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall, seededDatabase, signedIn as signInAs, userCommands } from './accounts.js';
import { registerProvider } from './providers.js';
import { expectAccessible } from './axe.js';
import { admin, type RunningServer, snap, startServer } from './harness.js';
import { browserAndServer } from './suite.js';
import { generateReport, londonForm } from './london.js';

let db: string;
const api = 'api/pnpp/api/v1';
const noAccess = 'You do not have access to this view';

const suite = browserAndServer(
  (smtp) => {
    db = seededDatabase([
      ['create-org', '--name', 'Contoso', '--tenant', 'contoso', '--domains', 'contoso.example'],
      ['create-org', '--name', 'Fabrikam', '--tenant', 'fabrikam', '--domains', 'fabrikam.example'],
      ...userCommands('contoso', 'alice', 'Alice Provider', 'netlens-partners'),
      ...userCommands('fabrikam', 'lena', 'Lena Leader', 'netlens-leadership'),
      ...userCommands('fabrikam', 'sam', 'Sam Signed-in'),
    ]);
    return {
      DATABASE_URL: db,
      SMTP_URL: smtp.url,
      STAFF_TENANTS: 'fabrikam',
      FEATURE_FLAGS: 'npiMonthly=true',
      TRUST_PROXY: 'true',
      PERFORMANCE_AGGREGATION_SCHEDULE: 'off',
    };
  },
  { smtp: true },
);

const { signedIn } = suite;

/** Contoso registers as a provider, keeps a contributed solution and asks to publish another. */
async function providerWithSolutions(): Promise<{ providerId: string; contributedId: string }> {
  const alice = await signedIn('alice');
  const providerId = await registerProvider(
    alice,
    suite.smtp,
    'Contoso Networks',
    'contoso.example',
    'alice@contoso.example',
  );
  const solution = (name: string, asn: string) => ({
    name,
    type: 'isp',
    asns: [asn],
    subnets: [],
    vpnInterfaceDescriptions: [],
    sslOwnerNames: [],
  });
  const contributed = await apiCall<{ id: string }>(alice, 'PUT', `${api}/PartnerInputSolution`, {
    ...solution('Contoso Fibre', '13500'),
    isContributed: true,
  });
  expect(contributed.status).toBe(200);
  const request = await apiCall(alice, 'PUT', `${api}/PartnerChangeSolutionRequest/Create`, {
    action: 'Create',
    solution: solution('Contoso Satellite', '13501'),
    note: 'Our satellite service',
  });
  expect(request.status).toBe(200);
  await alice.context().close();
  return { providerId, contributedId: contributed.body.id };
}

const egressIp = '81.2.69.142';

/** Reports of visitors not signed in from one network, generated through the running server. */
async function anonymousReports(count: number): Promise<{ asn: number | null }> {
  let asn: number | null = null;
  for (let i = 0; i < count; i++) {
    const answer = await generateReport<{ egressNetwork: { asn: number | null } }>(
      suite.server.url,
      egressIp,
      londonForm([20 + (i % 5)]),
    );
    asn ??= answer.egressNetwork.asn;
  }
  return { asn };
}

/** The documented admin command: the aggregation runs now, taking reports of any age. */
function aggregateNow() {
  return admin(
    ['aggregate-performance'],
    { DATABASE_URL: db, PERFORMANCE_AGGREGATION_LAG_MINUTES: '0' },
    60_000,
  );
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('internal report by network service provider', () => {
  it('a leadership user opens each tab, changes a provider status and approves a change request', async () => {
    const { providerId, contributedId } = await providerWithSolutions();
    const lena = await signedIn('lena');
    await lena
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Network partners' })
      .click();
    await lena.getByRole('heading', { level: 1, name: 'Network service providers' }).waitFor();
    expect(new URL(lena.url()).pathname).toBe('/partner');

    // #providers, Summary: the provider with its status; staff change it.
    await lena.goto(`${suite.server.url}vnext/partner#providers`);
    expect(await tab(lena, 'Providers').getAttribute('aria-selected')).toBe('true');
    const row = lena.getByRole('row', { name: /Contoso Networks/ });
    await row.getByText(providerId).waitFor();
    const status = row.getByRole('combobox', { name: 'Status of Contoso Networks' });
    expect(await status.inputValue()).toBe('AwaitingEndorsement');
    await expectAccessible(lena, 'Internal report, providers summary');
    await snap(lena, 'internal-summary');
    const change = row.getByRole('button', { name: 'Change the status of Contoso Networks' });
    expect(await change.isDisabled()).toBe(true);
    await status.selectOption('Approved');
    await change.click();
    await lena.getByText('The status of Contoso Networks is now Approved.').waitFor();
    const partners = await apiCall<{ partnerInternalId: string; status: string }[]>(
      lena,
      'GET',
      `${api}/Partner/list`,
    );
    expect(partners.body).toEqual([
      expect.objectContaining({ partnerInternalId: providerId, status: 'Approved' }),
    ]);

    // The change request to publish a solution: approved with a note.
    const requests = lena.getByRole('table', { name: 'Change requests to public solutions' });
    await requests.getByText('Our satellite service').waitFor();
    await requests.getByRole('button', { name: 'Approve the request for Contoso Satellite' }).click();
    const dialog = lena.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Approve the change to Contoso Satellite' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Note to the provider' }).fill('Welcome');
    await expectAccessible(lena, 'Internal report, approving a change request');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await lena.getByText('The change to Contoso Satellite is approved.').waitFor();
    await lena.getByText('No change request is waiting for review.').waitFor();

    // Details: every solution with its link into the solution details page, which knows where it came from.
    await tab(lena, 'Details').click();
    expect(new URL(lena.url()).search).toBe('?view=details');
    const details = lena.getByRole('table', { name: 'Solutions' });
    await details.getByRole('link', { name: 'Contoso Satellite' }).waitFor();
    const link = details.getByRole('link', { name: 'Contoso Fibre' });
    expect(await link.getAttribute('href')).toBe(`/solutions/${contributedId}#overview`);
    await expectAccessible(lena, 'Internal report, providers details');
    await snap(lena, 'internal-details');
    // The details page is told where the visitor came from (router state, as it reads it).
    await link.click();
    await lena.waitForURL(`**/solutions/${contributedId}#overview`);
    expect(await lena.evaluate(() => (history.state as { usr?: { cameFrom?: string } }).usr?.cameFrom)).toBe(
      'internal',
    );
    await lena.goBack();
    await tab(lena, 'Details').waitFor();

    // One provider chosen; the choice stays in the address.
    await lena.getByRole('combobox', { name: 'Network service provider' }).selectOption(providerId);
    expect(new URL(lena.url()).searchParams.get('provider')).toBe(providerId);
    await tab(lena, 'Summary').click();
    await lena.getByRole('row', { name: /Contoso Networks/ }).waitFor();

    // #npi, #analytics and #tenants: no report has been attributed yet, and each says so.
    await tab(lena, 'Provider index').click();
    expect(new URL(lena.url()).hash).toBe('#npi');
    await lena.getByText('No NPI data for this location.').waitFor();
    await lena.getByRole('combobox', { name: 'Country or region' }).waitFor();
    expect(await lena.getByRole('combobox', { name: 'City' }).isDisabled()).toBe(true);
    await expectAccessible(lena, 'Internal report, provider index');
    await snap(lena, 'internal-npi');
    await tab(lena, 'Analytics').click();
    await lena.getByRole('combobox', { name: 'Date range' }).selectOption('6m');
    await lena.getByText('No data in the selected date range.').waitFor();
    await expectAccessible(lena, 'Internal report, analytics');
    await snap(lena, 'internal-analytics');
    await tab(lena, 'Tenants').click();
    await lena.getByRole('combobox', { name: 'Solution' }).waitFor();
    await lena
      .getByText("No signed-in organisation's reports have been attributed to Contoso Fibre yet.")
      .waitFor();
    await expectAccessible(lena, 'Internal report, tenants');
    await snap(lena, 'internal-tenants');

    // Japanese, narrow.
    const narrow = await signedIn('lena', { locale: 'ja-JP', width: 400 });
    await narrow.goto(`${suite.server.url}vnext/partner#providers`);
    await narrow.getByRole('heading', { level: 1, name: 'ネットワーク サービス プロバイダー' }).waitFor();
    await narrow.getByRole('combobox', { name: 'Contoso Networks の状態' }).waitFor();
    await expectAccessible(narrow, 'Internal report in Japanese, 400 px');
    await snap(narrow, 'internal-summary-ja-400');
    await tab(narrow, '詳細').click();
    await narrow.getByRole('link', { name: 'Contoso Fibre' }).waitFor();
    await snap(narrow, 'internal-details-ja-400');
  }, 240_000);

  it('shows the aggregated performance of a solution in each tab', async () => {
    const { asn } = await anonymousReports(30);
    expect(asn).not.toBeNull();
    const alice = await signedIn('alice');
    const metro = await apiCall(alice, 'PUT', `${api}/PartnerInputSolution`, {
      name: 'Contoso Metro',
      type: 'isp',
      asns: [String(asn)],
      subnets: [],
      vpnInterfaceDescriptions: [],
      sslOwnerNames: [],
      isContributed: true,
    });
    expect(metro.status).toBe(200);
    expect(aggregateNow()).toMatch(/Read \d+ reports \(30 attributed/);

    const lena = await signedIn('lena');
    await lena.goto(`${suite.server.url}vnext/partner?view=details#providers`);
    const row = lena.getByRole('row', { name: /Contoso Metro/ });
    await row.getByText('1 country', { exact: true }).waitFor();
    await row.getByText('1 city', { exact: true }).waitFor();
    await row.getByText(/\d+ ms/).waitFor();
    await expectAccessible(lena, 'Internal report, details with performance');
    await snap(lena, 'internal-details-data');

    await tab(lena, 'Provider index').click();
    const ranking = lena.getByRole('table', { name: 'Providers ranked by the network provider index' });
    await ranking.getByRole('row', { name: /Contoso Metro/ }).waitFor();
    await lena.getByRole('combobox', { name: 'Country or region' }).selectOption({ index: 1 });
    await ranking.getByRole('row', { name: /Contoso Metro/ }).waitFor();
    await expectAccessible(lena, 'Internal report, provider index with data');
    await snap(lena, 'internal-npi-data');

    await tab(lena, 'Analytics').click();
    await lena.getByRole('combobox', { name: 'Date range' }).selectOption('30d');
    await lena.getByRole('img', { name: 'Latency of the solutions of Contoso Networks over time' }).waitFor();
    await lena
      .getByRole('table', { name: 'Mean over the range' })
      .getByRole('row', { name: /Contoso Metro/ })
      .waitFor();
    await expectAccessible(lena, 'Internal report, analytics with data');
    await snap(lena, 'internal-analytics-data');

    await tab(lena, 'Tenants').click();
    await lena
      .getByRole('combobox', { name: 'Solution' })
      .selectOption({ label: 'Contoso Metro (Contoso Networks)' });
    await lena.getByText(/30 reports from 1 networks of visitors who were not signed in/).waitFor();
    await snap(lena, 'internal-tenants-data');

    const ja = await signedIn('lena', { locale: 'ja-JP', width: 400 });
    await ja.goto(`${suite.server.url}vnext/partner#analytics`);
    await ja.getByRole('combobox', { name: '期間' }).selectOption('30d');
    await ja.getByRole('img', { name: /Contoso Networks のソリューションの 遅延 の推移/ }).waitFor();
    await snap(ja, 'internal-analytics-ja-400');
  }, 180_000);

  it('refuses every page and call to a signed-in user without leadership access', async () => {
    const sam = await signedIn('sam');
    expect(
      await sam
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Network partners' })
        .count(),
    ).toBe(0);
    for (const path of [
      'partner',
      'vnext/partner',
      'partner#providers',
      'vnext/partner?view=details#providers',
    ]) {
      await sam.goto(`${suite.server.url}${path}`);
      await sam.getByRole('heading', { name: noAccess }).waitFor();
      expect(await sam.getByRole('tab').count()).toBe(0);
    }
    await expectAccessible(sam, 'Internal report, no access');
    await snap(sam, 'internal-no-access');
    const some = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', `${api}/Partner/list`],
      ['GET', `${api}/Partner/solutions`],
      ['PUT', `${api}/Partner/${some}/status`, { status: 'Approved' }],
      ['GET', `${api}/PartnerChangeSolutionRequest/List?statuses=PendingReview`],
      ['PUT', `${api}/PartnerChangeSolutionRequest/Update`, { id: some, status: 'Approved', note: '' }],
      ['GET', `${api}/Internal/solutionTenants?solutionId=${some}`],
      ['GET', `${api}/PartnerPerformance/latestPagination?aggrLevel=Global&isMonthly=true`],
      ['GET', `${api}/PartnerPerformance/getNpi?isMonthly=true`],
      ['GET', `${api}/PartnerPerformance/${some}/history`],
      ['GET', `${api}/Outage/history`],
    ];
    for (const [method, path, body] of calls) {
      const res = await apiCall(sam, method, path, body);
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    // In Japanese, the same message in the page's language.
    const ja = await signedIn('sam', { locale: 'ja-JP', width: 400 });
    await ja.goto(`${suite.server.url}vnext/partner`);
    await ja.getByRole('heading', { name: 'このビューへのアクセス権がありません' }).waitFor();
    await snap(ja, 'internal-no-access-ja-400');
  }, 120_000);
});

describe('the legacy internal report', () => {
  let legacy: RunningServer;
  afterAll(async () => legacy?.stop());

  it('shows /partner as one table while newInternalPortal is off; /vnext/partner stays new', async () => {
    legacy = await startServer({
      DATABASE_URL: db,
      SMTP_URL: suite.smtp.url,
      STAFF_TENANTS: 'fabrikam',
      FEATURE_FLAGS: 'newInternalPortal=false',
    });
    const lena = await signInAs(suite.browser, legacy.url, 'lena');
    await lena.goto(`${legacy.url}partner`);
    const table = lena.getByRole('table', { name: 'Providers and solutions' });
    await table.getByRole('row', { name: /Contoso Networks.*Contoso Fibre/ }).waitFor();
    expect(await lena.getByRole('tab').count()).toBe(0);
    await expectAccessible(lena, 'Legacy internal report');
    await snap(lena, 'internal-legacy');
    await lena.getByRole('link', { name: 'Open the new report' }).click();
    await tab(lena, 'Providers').waitFor();
    expect(new URL(lena.url()).pathname).toBe('/vnext/partner');
  }, 120_000);
});
