import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/src/test/smtp-fixtures.js';
import { seededDatabase, apiCall, userCommands } from './accounts.js';
import { expectAccessible } from './axe.js';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';

const api = 'api/pnpp/api/v1';

const suite = browserAndServer(
  (smtp) => {
    const db = seededDatabase([
      ['create-org', '--name', 'Contoso', '--tenant', 'contoso', '--domains', 'contoso.example'],
      ['create-org', '--name', 'Fabrikam', '--tenant', 'fabrikam', '--domains', 'fabrikam.example'],
      ...userCommands('contoso', 'alice', 'Alice Provider', 'netlens-partners'),
      ...userCommands('fabrikam', 'bob', 'Bob Provider', 'netlens-partners'),
      ...userCommands('contoso', 'sam', 'Sam Stranger'),
      ['create-org', '--name', 'Northwind', '--tenant', 'northwind'],
      ...userCommands('northwind', 'dora', 'Dora Provider', 'netlens-partners'),
    ]);
    return { DATABASE_URL: db, SMTP_URL: smtp.url };
  },
  { smtp: true },
);

const { signedIn } = suite;

const navLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Partner portal' });

describe('Network Provider Portal', () => {
  it('a provider registers with the e-mailed code and defines a solution with an ASN and a subnet; another provider cannot read it', async () => {
    const alice = await signedIn('alice');
    // Not registered yet: the navigation does not list the portal, the page offers registration.
    expect(await navLink(alice).count()).toBe(0);
    await alice.goto(`${suite.server.url}partnerPortal`);
    await alice.getByRole('heading', { level: 1, name: 'Network Provider Portal' }).waitFor();
    await alice.getByRole('heading', { name: 'Register as a network provider' }).waitFor();
    await expectAccessible(alice, 'Partner portal registration, terms');
    const next = alice.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await alice.getByRole('checkbox', { name: 'I accept the network provider programme terms' }).check();
    await next.click();

    await alice.getByRole('textbox', { name: 'Company name' }).fill('Contoso Networks');
    await alice.getByRole('textbox', { name: 'Company URL' }).fill('https://www.contoso.example');
    await alice.getByRole('textbox', { name: 'Work e-mail address' }).fill('noc@fabrikam.example');
    await alice.getByRole('button', { name: 'Send code' }).click();
    await alice.getByText('Email should be from the same domain as company URL.').waitFor();
    await expectAccessible(alice, 'Partner portal registration, details with a rule message');
    await alice.getByRole('textbox', { name: 'Work e-mail address' }).fill('noc@contoso.example');
    await alice.getByRole('button', { name: 'Send code' }).click();
    await alice.getByText('A verification code was sent to noc@contoso.example.').waitFor();
    const code = codeIn(await suite.smtp.mailTo('noc@contoso.example'));
    await alice
      .getByRole('textbox', { name: 'Verification code' })
      .fill(code === '000000' ? '000001' : '000000');
    await alice.getByRole('button', { name: 'Verify' }).click();
    await alice
      .getByText('Verification Failed - Please check and re-enter code, number of tries are limited.')
      .waitFor();
    await expectAccessible(alice, 'Partner portal registration, code step with a wrong code');
    await alice.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await alice.getByRole('button', { name: 'Verify' }).click();

    // The submitted page: the Provider ID and the next steps; the navigation now lists the portal.
    await alice.getByRole('heading', { name: 'Registration submitted' }).waitFor();
    const profile = await apiCall<unknown>(alice, 'GET', `${api}/PartnerProfile`);
    const providerId = (profile.body as { partnerInternalId: string }).partnerInternalId;
    expect(await alice.getByTestId('provider-id').textContent()).toBe(providerId);
    await alice.getByText('Awaiting endorsement').first().waitFor();
    expect(alice.url()).toMatch(/\/partnerPortal\/submitted$/);
    await navLink(alice).waitFor();
    await expectAccessible(alice, 'Partner portal, registration submitted');
    await snap(alice, 'partners-submitted');

    // A solution with an ASN and a subnet; a wrong subnet is named first.
    await alice.getByRole('button', { name: 'Go to your solutions' }).click();
    await alice.getByText('No solutions yet. Add your first one with New solution.').waitFor();
    await expectAccessible(alice, 'Partner portal, no solutions');
    await alice.getByRole('button', { name: 'New solution' }).click();
    const dialog = alice.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Solution name' }).fill('Contoso Fibre');
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('isp');
    await dialog.getByRole('textbox', { name: 'Source ASNs' }).fill('AS13500');
    await dialog
      .getByRole('textbox', { name: 'Source IP subnets' })
      .fill('203.0.113.7\n198.51.100.0/24\n::/0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('"203.0.113.7" is not an IP subnet in CIDR notation.').waitFor();
    await dialog
      .getByText(`"::/0" is too broad: a solution's IPv6 subnets may be no broader than /19.`)
      .waitFor();
    await expectAccessible(alice, 'Partner portal, edit panel with a wrong subnet');
    await dialog.getByRole('textbox', { name: 'Source IP subnets' }).fill('203.0.113.0/24');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alice.getByText('Solution saved.').waitFor();
    const row = alice.getByRole('row', { name: /Contoso Fibre/ });
    await row.getByText('13500').waitFor();
    await row.getByText('203.0.113.0/24').waitFor();
    await row.getByText('Private').waitFor();
    await expectAccessible(alice, 'Partner portal, solution list');
    await alice.getByRole('button', { name: 'Filters' }).click();
    await alice.getByRole('checkbox', { name: 'Satellite' }).check();
    await alice.getByText('No solution matches the search and filters.').waitFor();
    await expectAccessible(alice, 'Partner portal, filter panel open');
    await snap(alice, 'partners-solutions-filtered');
    await alice.getByRole('checkbox', { name: 'Satellite' }).uncheck();
    await alice.getByRole('searchbox', { name: 'Search solutions' }).fill('203.0.113');
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit Contoso Fibre' }).click();
    await alice.getByRole('dialog').getByRole('heading', { name: 'Evidence' }).waitFor();
    await expectAccessible(alice, 'Partner portal, edit panel with evidence');
    await snap(alice, 'partners-edit');
    const [solution] = (await apiCall<unknown>(alice, 'GET', `${api}/PartnerInputSolution/list`)).body as {
      id: string;
    }[];

    // A second provider registers through the API with its mailed code.
    const bob = await signedIn('bob');
    const sent = await apiCall<unknown>(bob, 'POST', `${api}/PartnerRegister/email`, {
      companyName: 'Fabrikam',
      companyUrl: 'fabrikam.example',
      emailAddress: 'bob@fabrikam.example',
      termsAccepted: true,
    });
    expect(sent.status).toBe(200);
    const bobCode = codeIn(await suite.smtp.mailTo('bob@fabrikam.example'));
    expect(
      (await apiCall<unknown>(bob, 'POST', `${api}/PartnerRegister/code`, { code: bobCode })).status,
    ).toBe(200);
    // It cannot read, change or delete the first provider's private solution.
    expect((await apiCall<unknown>(bob, 'GET', `${api}/PartnerInputSolution/list`)).body).toEqual([]);
    expect((await apiCall<unknown>(bob, 'GET', `${api}/OfficialSolution/list`)).body).toEqual([]);
    const steal = await apiCall<unknown>(bob, 'PUT', `${api}/PartnerInputSolution`, {
      id: solution!.id,
      name: 'Taken',
      type: 'isp',
      asns: [],
      subnets: [],
    });
    expect(steal.status).toBe(404);
    expect(
      (await apiCall<unknown>(bob, 'DELETE', `${api}/PartnerInputSolution?id=${solution!.id}`)).status,
    ).toBe(404);
    await bob.goto(`${suite.server.url}partnerPortal`);
    await bob.getByText('No solutions yet. Add your first one with New solution.').waitFor();
    expect(await bob.getByText('Contoso Fibre').count()).toBe(0);

    // The portal in Japanese on a narrow screen.
    const narrow = await signedIn('alice', { locale: 'ja-JP', width: 400 });
    await narrow.goto(`${suite.server.url}partnerPortal`);
    await narrow.getByRole('heading', { level: 1, name: 'ネットワーク プロバイダー ポータル' }).waitFor();
    await narrow.getByRole('button', { name: 'Contoso Fibre を編集' }).waitFor();
    await expectAccessible(narrow, 'Partner portal, solution list in Japanese, 400 px');
    await snap(narrow, 'partners-solutions-ja-400');
    await narrow.getByRole('button', { name: 'Contoso Fibre を編集' }).click();
    await narrow.getByRole('dialog').getByRole('heading', { name: 'エビデンス' }).waitFor();
    await snap(narrow, 'partners-edit-ja-400');
  }, 240_000);

  it('shows the no-access view to a signed-in user without partner-portal access', async () => {
    const sam = await signedIn('sam', { locale: 'ja-JP' });
    await sam.goto(`${suite.server.url}partnerPortal?lang=ja`);
    await sam.getByText('このページにアクセスする権限がありません。').first().waitFor();
    await expectAccessible(sam, 'Partner portal, no access');
    const refused = await apiCall<unknown>(sam, 'GET', `${api}/PartnerInputSolution/list`);
    expect(refused.status).toBe(403);

    // Registration in Japanese on a narrow screen.
    const dora = await signedIn('dora', { locale: 'ja-JP', width: 400 });
    await dora.goto(`${suite.server.url}partnerPortal`);
    await dora.getByRole('heading', { name: 'ネットワーク プロバイダーとして登録' }).waitFor();
    await dora
      .getByRole('checkbox', { name: 'ネットワーク プロバイダー プログラムの利用規約に同意します' })
      .check();
    await dora.getByRole('button', { name: '次へ' }).click();
    await dora.getByRole('textbox', { name: '会社の URL' }).fill('northwind');
    await dora.getByRole('button', { name: 'コードを送信' }).click();
    await dora.getByText('会社名を入力してください。').waitFor();
    await expectAccessible(dora, 'Partner portal registration in Japanese, 400 px');
    await snap(dora, 'partners-register-ja-400');
  });
});
