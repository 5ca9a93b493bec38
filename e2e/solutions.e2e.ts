import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, apiCall, seededDatabase, userCommands } from './accounts.js';
import { registerProvider } from './providers.js';
import { expectAccessible } from './axe.js';
import { admin, openPage, snap } from './harness.js';
import { browserAndServer } from './suite.js';

const api = 'api/pnpp/api/v1';
let database: string;

const suite = browserAndServer(
  (smtp) => {
    const user = (tenant: string, username: string) =>
      userCommands(tenant, username, username, 'netlens-partners');
    database = seededDatabase([
      ['create-org', '--name', 'Contoso', '--tenant', 'contoso', '--domains', 'contoso.example'],
      ['create-org', '--name', 'Fabrikam', '--tenant', 'fabrikam', '--domains', 'fabrikam.example'],
      ...user('contoso', 'alice'),
      ...user('fabrikam', 'bob'),
      // Staff (contoso is the harness's staff organisation), who endorse a provider.
      ...userCommands('contoso', 'lena', 'lena', 'netlens-leadership'),
    ]);
    // The demo command posts its reports from the solutions' addresses through X-Forwarded-For.
    return {
      DATABASE_URL: database,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      FEATURE_FLAGS: 'nppDashboard=true',
    };
  },
  { smtp: true },
);

const { signedIn } = suite;

/** Registers the signed-in user's organisation as a provider. */
const register = (page: Page, company: string, domain: string, email: string) =>
  registerProvider(page, suite.smtp, company, `https://www.${domain}`, email);

/** The documented demo command against the running server, feeding one more solution. */
function demoCommand(args: string[]): string {
  return admin(['demo-providers', ...args], { DATABASE_URL: database, NETLENS_PASSWORD: PASSWORD }, 240_000);
}

describe('Solution details', () => {
  it('shows latency, assessment and an outage after the demo command, the privacy reason where too few customers report, and nothing to another provider', async () => {
    const alice = await signedIn('alice');
    const providerId = await register(alice, 'Contoso Networks', 'contoso.example', 'alice@contoso.example');
    // Staff endorse the provider: only then are reports attributed to its solutions.
    const lena = await signedIn('lena');
    const endorsed = await apiCall(lena, 'PUT', `${api}/Partner/${providerId}/status`, {
      status: 'Approved',
    });
    expect(endorsed.status).toBe(200);
    await lena.context().close();
    // A solution with an ASN and two subnets: Chicago (many customers) and Tokyo (too few).
    const saved = await apiCall<{ id: string }>(alice, 'PUT', `${api}/PartnerInputSolution`, {
      name: 'Contoso Metro Fibre',
      type: 'isp',
      asns: ['AS13496'],
      subnets: ['23.62.64.0/19', '5.180.220.0/22'],
      vpnInterfaceDescriptions: [],
      sslOwnerNames: [],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.id;

    // Before any report: the page says data can take a while.
    await alice.goto(`${suite.server.url}partnerPortal`);
    await alice.getByRole('link', { name: 'Performance of Contoso Metro Fibre' }).click();
    await alice.getByRole('heading', { level: 1, name: 'Contoso Metro Fibre' }).waitFor();
    await alice.getByText(/No performance data is available for this solution yet/).waitFor();

    const out = demoCommand(['--url', suite.server.url, '--days', '12', '--solution', id]);
    expect(out).toMatch(/Posted \d+ demo reports/);
    expect(out).toMatch(/outages ongoing/);

    await alice.reload();
    await alice.getByRole('heading', { level: 1, name: 'Contoso Metro Fibre' }).waitFor();
    const latency = alice.locator('[data-metric="latency"]');
    await expect.poll(() => latency.textContent()).toMatch(/\d+ ms/);
    await alice
      .locator('[data-metric="meetings"]')
      .getByText(/Best|Above average|Average/)
      .waitFor();
    const outages = alice.getByRole('table', { name: 'Outages' });
    await outages
      .getByRole('row', { name: /Chicago/ })
      .first()
      .waitFor();
    expect(await outages.getByText('3 of 5').count()).toBeGreaterThan(0);
    await alice.getByRole('link', { name: 'Back to the Network Provider Portal' }).waitFor();
    await expectAccessible(alice, 'Solution details, overview');
    await snap(alice, 'solutions-overview');

    // Locations: Chicago has its numbers; Tokyo, with two customers, the privacy reason instead.
    await alice.getByRole('tab', { name: 'Locations' }).click();
    expect(alice.url()).toMatch(/#locations$/);
    const table = alice.getByRole('table', { name: 'Locations' });
    const chicago = table.getByRole('row', { name: /Chicago/ });
    await chicago
      .locator('[data-metric="latency"]')
      .getByText(/\d+ ms/)
      .waitFor();
    const tokyo = table.getByRole('row', { name: /Tokyo/ });
    await tokyo.getByText(/Statistical significance|Privacy requirement/).waitFor();
    expect(await tokyo.getByText(/\d+ ms/).count()).toBe(0);
    await expectAccessible(alice, 'Solution details, locations');
    await snap(alice, 'solutions-locations');

    // One place's local history.
    await chicago.getByRole('button', { name: /History of Chicago/ }).click();
    await alice.getByRole('heading', { name: /Local history: Chicago/ }).waitFor();
    expect(alice.url()).toContain('/localHistory?');
    await alice.getByRole('img', { name: /Daily mean latency/ }).waitFor();

    // The same page under /partner/{id}, whose tabs stay under that address.
    await alice.goto(`${suite.server.url}partner/${id}#overview`);
    await alice.getByRole('heading', { level: 1, name: 'Contoso Metro Fibre' }).waitFor();
    await alice.getByRole('tab', { name: 'Locations' }).click();
    await alice
      .getByRole('table', { name: 'Locations' })
      .getByRole('button', { name: /History of Chicago/ })
      .click();
    await alice.getByRole('heading', { name: /Local history: Chicago/ }).waitFor();
    expect(alice.url()).toContain(`/partner/${id}/localHistory?`);

    // A second provider cannot read the first one's private solution.
    const bob = await signedIn('bob');
    await register(bob, 'Fabrikam', 'fabrikam.example', 'bob@fabrikam.example');
    await bob.goto(`${suite.server.url}solutions/${id}`);
    await bob.getByText('You do not have access to this view').waitFor();
    expect(await bob.getByText('Contoso Metro Fibre').count()).toBe(0);
    expect((await apiCall(bob, 'GET', `${api}/PartnerPerformance/profile?solutionId=${id}`)).status).toBe(
      404,
    );
    await expectAccessible(bob, 'Solution details, no access');

    // Japanese on a narrow screen.
    const narrow = await signedIn('alice', { locale: 'ja-JP', width: 400 });
    await narrow.goto(`${suite.server.url}solutions/${id}#overview`);
    await narrow.getByRole('tab', { name: '場所' }).waitFor();
    await narrow.getByRole('table', { name: '障害' }).waitFor();
    await expectAccessible(narrow, 'Solution details in Japanese, 400 px');
    await snap(narrow, 'solutions-overview-ja-400');

    // The programme's dashboard, for everyone: the demo's public solutions by metro, never the private one.
    const { page: visitor } = await openPage(suite.browser, `${suite.server.url}nppdashboard`);
    await visitor.getByRole('heading', { level: 1, name: 'Network Provider Program dashboard' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    const metros = visitor.getByRole('table', { name: 'Best and worst solutions per metro' });
    await metros
      .getByRole('row', { name: /Osaka/ })
      .getByText(/Contoso Fiber Broadband \(demo\)/)
      .waitFor();
    expect(await visitor.getByText('Contoso Metro Fibre').count()).toBe(0);
    await visitor.getByRole('img', { name: /Providers by status: .*Demo 1/ }).waitFor();
    await expectAccessible(visitor, 'NPP dashboard');
    await snap(visitor, 'nppdashboard');

    // The demo data is removed with everything it made.
    expect(demoCommand(['--remove'])).toMatch(/Removed the demo data: \d+ reports, 1 provider/);
  }, 300_000);
});
