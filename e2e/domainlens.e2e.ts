import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seededDatabase, userCommands } from './accounts.js';
import { DomainLensApi, addWorkload } from './fqdn-world.js';
import { expectAccessible } from './axe.js';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';

const suite = browserAndServer(
  () => {
    const db = seededDatabase([
      ['create-org', '--name', 'Contoso', '--tenant', 'contoso'],
      ...userCommands('contoso', 'wanda', 'Wanda Champion', 'netlens-domain-lens'),
      ['add-to-group', '--username', 'wanda', '--group', 'netlens-workload-champions'],
      ['create-user', '--tenant', 'contoso', '--username', 'cora', '--name', 'Cora Council'],
      ['add-to-group', '--username', 'cora', '--group', 'netlens-domain-lens'],
      ['add-to-group', '--username', 'cora', '--group', 'netlens-connectivity-champions'],
      ['create-user', '--tenant', 'contoso', '--username', 'sam', '--name', 'Sam Stranger'],
      // SharePoint's two champions, by the workload's security group.
      ...['pete', 'paula'].flatMap((u) => [
        [
          'create-user',
          '--tenant',
          'contoso',
          '--username',
          u,
          '--name',
          `${u[0]!.toUpperCase()}${u.slice(1)} SharePoint`,
        ],
        ['add-to-group', '--username', u, '--group', 'netlens-workload-champions'],
        ['add-to-group', '--username', u, '--group', 'sp-champs'],
      ]),
    ]);
    // Validation asks a resolver on a closed loopback port: no lookup leaves the machine, each
    // answers "could not resolve" at once, and the change's missing service-tree id is its one
    // blocking failure.
    return {
      DATABASE_URL: db,
      STAFF_TENANTS: 'contoso',
      DOMAINLENS_DNS_SERVERS: '127.0.0.1:9',
      DOMAINLENS_DNS_TIMEOUT_MS: '500',
      ACCESS_GROUPS: 'domainLens=netlens-domain-lens|endpoint-readers',
      ACCESS_REQUEST_URL: 'https://access.contoso.example/domain-lens',
    };
  },
  { timeoutMs: 240_000 },
);

const { signedIn } = suite;

/** A read of the API from the signed-in page. */
const apiGet = (page: Page, path: string) => apiCall<unknown>(page, 'GET', path);
/** A state-changing API call from the signed-in page, with its session's CSRF token. */
const apiPost = (page: Page, path: string, body: unknown) => apiCall<unknown>(page, 'POST', path, body);

const api = DomainLensApi;
const q = 'ClientRequestId=b10c5ed3-1e6c-4a3e-9d3e-2f1a0c0e0a01';

/** The published set listing the name in the public endpoint list. */
async function publicSet(fqdn: string) {
  const list = (await (
    await fetch(`${suite.server.url}endpoints-service/endpoints/Worldwide?${q}`)
  ).json()) as {
    urls?: string[];
  }[];
  return list.find((s) => s.urls?.includes(fqdn));
}

/** The council bypasses the change's blocking failure (a note required first) and publishes it. */
async function bypassAndPublish(council: Page, refusedAt: (step: string) => Promise<void>) {
  await council.getByText('Failed - blocking').first().waitFor();
  expect(await council.getByRole('button', { name: 'Publish Worldwide' }).count()).toBe(0);
  await refusedAt('BypassTestFailures');
  await refusedAt('Block');
  const bypass = council.getByRole('button', { name: 'Bypass test failures' });
  expect(await bypass.isDisabled()).toBe(true);
  await council.getByText('Bypassing test failures needs a note saying why.').waitFor();
  await council.getByRole('textbox', { name: /Note/ }).fill('Service tree entry follows next week');
  await snap(council, 'domainlens-bypass-note');
  await bypass.click();
  await council.getByText('Validation failures bypassed.').waitFor();
  await council.getByText('Bypassed', { exact: true }).first().waitFor();
  await council.getByRole('button', { name: 'Publish Worldwide' }).click();
  await council.getByText('Changes published.').waitFor();
  await council.getByText('Published', { exact: true }).first().waitFor();
}

describe('Domain Lens', () => {
  it('a champion drafts a set nobody but others approve; the council bypasses with a note and publishes; a move to SharePoint needs both champions and the council', async () => {
    const council = await signedIn('cora');
    await addWorkload(council, 'Exchange', 'wanda', 'exchange-champs', { workloadChampName: 'wanda' });
    await addWorkload(council, 'SharePoint', 'pete', 'sp-champs', { workloadChampName: 'pete' });

    // The champion drafts a new endpoint set in the browser.
    const champ = await signedIn('wanda');
    await champ.goto(`${suite.server.url}endpoints`);
    await champ.getByRole('heading', { level: 1, name: 'Domain Lens' }).waitFor();
    await champ.getByText('No endpoint sets match these filters.').waitFor();
    await expectAccessible(champ, 'Domain Lens list, empty');
    await champ.getByRole('button', { name: 'New endpoint set' }).click();
    await champ.getByRole('heading', { level: 1, name: 'New endpoint set' }).waitFor();
    await champ.getByRole('combobox', { name: /Workload/ }).click();
    await champ.getByRole('option', { name: 'Exchange' }).click();
    await champ.getByRole('textbox', { name: 'TCP ports' }).fill('80;443');
    await champ.getByRole('textbox', { name: /FQDNs/ }).fill('outlook.contoso-e2e.com\nmail.contoso-e2e.com');
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText('Invalid ports input. Please input valid ports separated by commas.').waitFor();
    await champ.getByText('Change reason is required.').waitFor();
    await expectAccessible(champ, 'Domain Lens editor with rule messages');
    await champ.getByRole('textbox', { name: 'TCP ports' }).fill('80,443');
    await champ.getByRole('textbox', { name: /IP subnets/ }).fill('13.107.6.152/31');
    await champ.getByRole('textbox', { name: /Change reason/ }).fill('New mail front end');
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText('Changes saved.').waitFor();
    const setUrl = champ.url();
    expect(setUrl).toMatch(/\/endpoints\/[0-9a-f-]{36}$/);
    await champ.getByText('+ outlook.contoso-e2e.com').waitFor();
    await champ.getByText('+ 13.107.6.152/31').waitFor();
    await expectAccessible(champ, 'Domain Lens set with a draft');
    await snap(champ, 'domainlens-detail-draft');

    // A signed-in user without the role is refused at every step, by the server.
    const stranger = await signedIn('sam');
    const setId = setUrl.split('/').pop()!;
    const changeOf = async () => {
      const changes = await apiGet(champ, `${api}/EndpointSetChange/List?endpointSetInternalId=${setId}`);
      expect(changes.status).toBe(200);
      return (changes.body as { id: string }[])[0]!;
    };
    const change = await changeOf();
    const refusedAt = async (step: string) => {
      const answer = await apiPost(stranger, `${api}/EndpointSetChange/${step}`, {
        id: change.id,
        note: 'x',
      });
      expect(answer, step).toMatchObject({ status: 403 });
    };
    expect(
      (await apiGet(stranger, `${api}/EndpointSetChange/List?endpointSetInternalId=${setId}`)).status,
    ).toBe(403);
    await refusedAt('Submit');

    await champ.getByRole('button', { name: 'Submit for review' }).click();
    await champ.getByText('Changes submitted for review.').waitFor();
    await refusedAt('WorkloadChampApprove');
    await refusedAt('RevertSubmit');
    // The author approves nothing of their own: no Approve button, and the server refuses it.
    await champ.getByRole('button', { name: 'Revert submission' }).waitFor();
    expect(await champ.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    const own = await apiPost(champ, `${api}/EndpointSetChange/WorkloadChampApprove`, { id: change.id });
    expect(own.status).toBe(403);

    // The change's validation reasons, made by the server, read in the page's language.
    const japanese = await signedIn('cora', { locale: 'ja-JP' });
    await japanese.goto(setUrl);
    await japanese.getByText('失敗 - ブロックあり').first().waitFor();
    await japanese
      .getByText(
        /^すべての FQDN とサブネットに既知のサービス ツリー エントリが必要です: .*outlook\.contoso-e2e\.com にサービス ツリー ID がありません/,
      )
      .waitFor();
    await japanese.getByText(/^追加した FQDN の一部を確認できませんでした: .*を解決できません/).waitFor();
    expect(await japanese.getByText(/service-tree|could not resolve|Every FQDN|The change/).count()).toBe(0);
    await expectAccessible(japanese, 'Domain Lens validation reasons, Japanese');
    await snap(japanese, 'domainlens-tests-ja');
    const taiwan = await signedIn('cora');
    await taiwan.evaluate(() => localStorage.setItem('netlens.language', 'zh-Hant'));
    await taiwan.goto(setUrl);
    await taiwan.getByText('失敗 - 封鎖').first().waitFor();
    await taiwan.getByText(/^每個 FQDN 和子網路都需要已知的服務樹狀結構項目：/).waitFor();
    await snap(taiwan, 'domainlens-tests-zh-hant');

    // The change log lists the change under review (default statuses Draft and Pending review).
    await champ.goto(`${suite.server.url}endpoints#ChangeLog`);
    await champ.getByRole('cell', { name: 'New mail front end' }).waitFor();
    await expectAccessible(champ, 'Domain Lens change log');

    // The change council stands in for the champion and approves as the council.
    await refusedAt('ChangeCouncilApprove');
    await council.goto(setUrl);
    await council.getByRole('button', { name: 'Approve as workload champion' }).click();
    await council.getByText('Changes approved.').waitFor();
    await council.getByRole('button', { name: 'Approve as change council' }).click();
    await council.getByText('Changes approved.').waitFor();
    // Validation failed blocking: the change waits for the council to bypass it, with a note.
    await bypassAndPublish(council, refusedAt);
    await expectAccessible(council, 'Domain Lens set published');
    expect(await publicSet('outlook.contoso-e2e.com')).toMatchObject({
      serviceArea: 'Exchange',
      ips: ['13.107.6.152/31'],
      tcpPorts: '80,443',
    });

    // SharePoint's champion moves the published set to SharePoint.
    const pete = await signedIn('pete');
    await pete.goto(setUrl);
    await pete.getByRole('button', { name: 'Edit' }).click();
    await pete.getByRole('combobox', { name: /Workload/ }).click();
    await pete.getByRole('option', { name: 'SharePoint' }).click();
    // The policy requires the council for a move: the author cannot waive it.
    await pete
      .getByText('The change council must approve this change: a move to another workload.')
      .waitFor();
    expect(await pete.getByRole('checkbox', { name: 'Requires change council approval' }).isDisabled()).toBe(
      true,
    );
    await pete.getByRole('textbox', { name: /Change reason/ }).fill('SharePoint serves these names now');
    await pete.getByRole('button', { name: 'Save draft' }).click();
    await pete.getByText('Changes saved.').waitFor();
    await pete.getByRole('button', { name: 'Submit for review' }).click();
    await pete.getByText('Changes submitted for review.').waitFor();
    expect(await pete.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await pete.getByText('Champion of Exchange').waitFor();
    await snap(pete, 'domainlens-move-author');

    // Exchange's champion approves the side the set leaves; it still waits for SharePoint's and the council.
    const narrowChamp = await signedIn('wanda', { locale: 'ja-JP', width: 390 });
    await narrowChamp.goto(setUrl);
    await narrowChamp.getByText('Exchange のチャンピオン').waitFor();
    await expectAccessible(narrowChamp, 'Domain Lens move under review, narrow, Japanese');
    await snap(narrowChamp, 'domainlens-move-ja-390');
    await champ.goto(setUrl);
    await champ.getByRole('button', { name: 'Approve as workload champion' }).click();
    await champ.getByText('Changes approved.').waitFor();
    expect(await champ.getByRole('button', { name: 'Approve as workload champion' }).count()).toBe(0);
    const paula = await signedIn('paula');
    await paula.goto(setUrl);
    await paula.getByRole('button', { name: 'Approve as workload champion' }).click();
    await paula.getByText('Changes approved.').waitFor();
    await expectAccessible(paula, 'Domain Lens move approved by both champions');
    expect(await publicSet('outlook.contoso-e2e.com')).toMatchObject({ serviceArea: 'Exchange' });
    await council.goto(setUrl);
    await council.getByRole('button', { name: 'Approve as change council' }).click();
    await council.getByText('Changes approved.').waitFor();
    expect(await publicSet('outlook.contoso-e2e.com')).toMatchObject({ serviceArea: 'Exchange' });
    // Every approval is in (the move adds no endpoint, so no test blocks): staged, then published.
    await council.getByText('Staged for publishing', { exact: true }).first().waitFor();
    expect(await publicSet('outlook.contoso-e2e.com')).toMatchObject({ serviceArea: 'Exchange' });
    await council.getByRole('button', { name: 'Publish Worldwide' }).click();
    await council.getByText('Changes published.').waitFor();
    expect(await publicSet('outlook.contoso-e2e.com')).toMatchObject({ serviceArea: 'SharePoint' });

    await council.goto(`${suite.server.url}endpoints`);
    const row = council.getByRole('row', { name: /outlook\.contoso-e2e\.com/ });
    await row.getByText('Published').waitFor();
    await expectAccessible(council, 'Domain Lens list with a published set');
    // The PAC file's address, built in a dialog from the same rules the server reads.
    await council.getByRole('button', { name: 'PAC file' }).click();
    const dialog = council.getByRole('dialog', { name: 'PAC file for browsers and proxies' });
    await dialog.getByText('Enter the proxy for everything else to see the address.').waitFor();
    await dialog.getByRole('textbox', { name: /Proxy for everything else/ }).fill('proxy.contoso.com:8080');
    await dialog.getByText(/Write DIRECT, or PROXY/).waitFor();
    await dialog
      .getByRole('textbox', { name: /Proxy for everything else/ })
      .fill('PROXY proxy.contoso.com:8080');
    await dialog.getByRole('radio', { name: /type 2/ }).check();
    const pacUrl = (await dialog.getByTestId('pac-url').textContent())!;
    expect(pacUrl).toBe(
      `${suite.server.url}endpoints-service/pac/Worldwide?Type=2&DefaultProxySettings=PROXY+proxy.contoso.com%3A8080`,
    );
    await expectAccessible(council, 'Domain Lens PAC dialog');
    await snap(council, 'domainlens-pac');
    const pac = await (await fetch(pacUrl)).text();
    expect(pac).toContain('var proxyServer = "PROXY proxy.contoso.com:8080";');
    // The published set is in the Default category: it goes through the proxy in both types.
    expect(pac).not.toContain('outlook.contoso-e2e.com');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Narrow and in Japanese: the list and the set.
    const narrow = await signedIn('cora', { locale: 'ja-JP', width: 390 });
    await narrow.goto(`${suite.server.url}endpoints`);
    await narrow.getByRole('row', { name: /outlook\.contoso-e2e\.com/ }).waitFor();
    await expectAccessible(narrow, 'Domain Lens list, narrow, Japanese');
    await snap(narrow, 'domainlens-list-ja-390');
    await narrow.goto(setUrl);
    await narrow.getByText('公開済み').first().waitFor();
    await expectAccessible(narrow, 'Domain Lens set, narrow, Japanese');
    await snap(narrow, 'domainlens-detail-ja-390');
    await snap(council, 'domainlens-list');

    // The public endpoint list answers the new version.
    const version = (await (
      await fetch(`${suite.server.url}endpoints-service/version/Worldwide?${q}`)
    ).json()) as {
      latest: string;
    };
    expect(version.latest).toMatch(/^\d{10}$/);
    const list = (await (
      await fetch(`${suite.server.url}endpoints-service/endpoints/Worldwide?${q}`)
    ).json()) as {
      id: number;
      urls?: string[];
      ips?: string[];
    }[];
    const published = list.find((s) => s.urls?.includes('outlook.contoso-e2e.com'));
    expect(published).toMatchObject({ ips: ['13.107.6.152/31'], tcpPorts: '80,443' });
    // A consumer asks what changed since the first version: the new set, added with its names
    // and subnet, then moved to SharePoint's service area.
    const records = (await (
      await fetch(`${suite.server.url}endpoints-service/changes/Worldwide/0000000000?${q}`)
    ).json()) as {
      endpointSetId: number;
      disposition: string;
      impact: string;
      version: string;
      add?: { urls?: string[]; ips?: string[] };
    }[];
    expect(records.filter((r) => r.endpointSetId === published!.id)).toEqual([
      expect.objectContaining({
        disposition: 'add',
        impact: 'AddedIpAndUrl',
        add: expect.objectContaining({
          urls: expect.arrayContaining(['mail.contoso-e2e.com', 'outlook.contoso-e2e.com']),
          ips: ['13.107.6.152/31'],
        }),
      }),
      expect.objectContaining({
        disposition: 'change',
        version: version.latest,
        previous: { serviceArea: 'Exchange' },
        current: { serviceArea: 'SharePoint' },
      }),
    ]);
  }, 300_000);

  it('refuses a signed-in user without the role, naming the groups that grant it and the entitlement page', async () => {
    const stranger = await signedIn('sam');
    await stranger.goto(`${suite.server.url}endpoints`);
    await stranger.getByRole('heading', { name: "You don't have access to Domain Lens." }).waitFor();
    await stranger
      .getByText('Ask your administrator to add you to netlens-domain-lens or endpoint-readers.')
      .waitFor();
    expect(await stranger.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      'https://access.contoso.example/domain-lens',
    );
    await expectAccessible(stranger, 'Domain Lens without access');
    const refused = await apiPost(stranger, 'api/ipurl/api/v1/EndpointSetChange/UpsertDraft', {
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        fqdns: ['a.contoso.com'],
      },
      changeReason: 'x',
    });
    expect(refused.status).toBe(403);
  });

  it('a change carries its dates, service-tree entries, flags and wildcard exemplar; #Tests opens each test result', async () => {
    const council = await signedIn('cora');
    const teams = await apiPost(council, 'api/ipurl/api/v1/Workload', {
      id: 'Teams',
      workloadChampName: 'Wanda Champion',
      workloadChampSecurityGroup: 'teams-champs',
      workloadChampEmail: 'wanda@contoso.example',
      serviceArea: 'Skype',
      serviceAreaDisplayName: 'Microsoft Teams',
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    expect(teams.status).toBe(200);
    const tree = await apiPost(council, 'api/ipurl/api/v1/ServiceTree/save', {
      entries: [
        {
          id: '5e1d7a40-0c2b-4b8e-9a61-3f0d2c7b8e11',
          name: 'Teams Media Relay',
          devOwner: 'relay-dev@contoso.example',
          pmOwner: 'relay-pm@contoso.example',
        },
      ],
    });
    expect(tree.status).toBe(200);

    const champ = await signedIn('wanda');
    await champ.goto(`${suite.server.url}endpoints/new`);
    await champ.getByRole('heading', { level: 1, name: 'New endpoint set' }).waitFor();
    await champ.getByRole('combobox', { name: /Workload/ }).click();
    await champ.getByRole('option', { name: 'Teams' }).click();
    await champ.getByRole('textbox', { name: 'TCP ports' }).fill('443');
    await champ.getByRole('textbox', { name: /FQDNs/ }).fill('*.teams-e2e.example');
    // Each added wildcard asks for its exemplar; the addition date follows the server's rule.
    const exemplar = champ.getByRole('textbox', { name: 'Exemplar for *.teams-e2e.example' });
    await exemplar.fill('media.other-e2e.example');
    const today = new Date().toISOString().slice(0, 10);
    await champ.getByLabel('Effective date of additions').fill(today);
    await champ.getByRole('textbox', { name: /Change reason/ }).fill('Teams media names');
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText('The exemplar must be a concrete FQDN the wildcard covers.').waitFor();
    await champ.getByText('An addition takes effect at least 30 days after publishing.').waitFor();
    await exemplar.fill('media.teams-e2e.example');
    const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await champ.getByLabel('Effective date of additions').fill(later);
    // The service-tree entry is picked by searching the registry; it shows its id and owners.
    await champ
      .getByRole('combobox', { name: 'Add a service-tree entry' })
      .pressSequentially('media relay', { delay: 30 });
    await champ.getByRole('option', { name: /Teams Media Relay.*relay-dev@contoso\.example/ }).click();
    await champ.getByRole('button', { name: 'Do not add Teams Media Relay' }).waitFor();
    await champ.getByRole('checkbox', { name: 'Internal change' }).check();
    await champ.getByRole('checkbox', { name: 'Requires change council approval' }).uncheck();
    await expectAccessible(champ, 'Domain Lens editor with the change inputs');
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText('Changes saved.').waitFor();
    const setUrl = champ.url();
    await champ.getByText('*.teams-e2e.example → media.teams-e2e.example').waitFor();
    await champ.getByText('Teams Media Relay').waitFor();
    await champ.getByText(later).waitFor();

    // The draft's editor in Japanese and Traditional Chinese, wide and narrow, with a rule message.
    const words = {
      ja: {
        picker: '日本語',
        edit: '編集',
        save: '下書きを保存',
        soon: '追加が有効になるのは公開の 30 日後以降です。',
      },
      'zh-Hant': {
        picker: '繁體中文',
        edit: '編輯',
        save: '儲存草稿',
        soon: '新增項目須在發佈至少 30 天後才生效。',
      },
    } as const;
    let shown = 'English';
    const pick = async (lang: keyof typeof words | 'en') => {
      const name = lang === 'en' ? 'English' : words[lang].picker;
      await champ
        .getByRole('button', { name: new RegExp(shown) })
        .first()
        .click();
      await champ.getByRole('menuitemradio', { name }).click();
      shown = name;
    };
    for (const lang of ['ja', 'zh-Hant'] as const) {
      await pick(lang);
      for (const width of [1280, 390]) {
        await champ.setViewportSize({ width, height: 900 });
        await champ.goto(setUrl);
        await champ.getByRole('button', { name: words[lang].edit, exact: true }).click();
        await champ.locator('input[type="date"]').first().fill(today);
        await champ.getByRole('button', { name: words[lang].save }).click();
        await champ.getByText(words[lang].soon).waitFor();
        if (width === 390) await expectAccessible(champ, `Domain Lens editor, narrow, ${lang}`);
        await snap(champ, `domainlens-form-${lang}-${width}`);
      }
    }
    await pick('en');
    await champ.setViewportSize({ width: 1280, height: 800 });

    // Submitted: the set page lists every test with its severity and reason.
    await champ.goto(setUrl);
    await champ.getByRole('button', { name: 'Submit for review' }).click();
    await champ.getByText('Changes submitted for review.').waitFor();
    const tests = champ.getByRole('region', { name: 'Validation tests' });
    await tests.getByText('Exemplar FQDN for wildcards').waitFor();
    expect(await tests.getByRole('listitem').count()).toBe(17);
    await snap(champ, 'domainlens-set-tests');

    // The set was never published: #EndpointSet lists it with changes pending.
    await champ.goto(`${suite.server.url}endpoints`);
    await champ
      .getByRole('row', { name: /\*\.teams-e2e\.example/ })
      .getByText('Changes pending')
      .waitFor();

    // #Tests: a row's button opens the change's results; the panel takes the focus and gives it back.
    await champ.goto(`${suite.server.url}endpoints#Tests`);
    const show = champ.getByRole('button', { name: 'Show tests: Teams, Worldwide' });
    await show.focus();
    await champ.keyboard.press('Enter');
    const panel = champ.getByRole('region', { name: 'Validation tests · Teams · Worldwide' });
    await panel.getByText('Exemplar FQDN for wildcards').waitFor();
    expect(await champ.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await panel.getByRole('listitem').count()).toBe(17);
    await champ.getByRole('button', { name: 'Hide tests: Teams, Worldwide', expanded: true }).waitFor();
    await expectAccessible(champ, 'Domain Lens tests with a change opened');
    await panel.getByRole('button', { name: 'Close the tests' }).press('Enter');
    await panel.waitFor({ state: 'detached' });
    expect(await champ.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

    for (const lang of ['ja', 'zh-Hant'] as const) {
      await pick(lang);
      for (const width of [1280, 390]) {
        await champ.setViewportSize({ width, height: 900 });
        await champ.goto(`${suite.server.url}endpoints#Tests`);
        // The page stays the same document: the panel may be open from the last width already.
        const toggle = champ.getByRole('row', { name: /Teams/ }).getByRole('button');
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await champ.getByRole('region', { name: /Teams · Worldwide/ }).waitFor();
        if (width === 390) await expectAccessible(champ, `Domain Lens tests, narrow, ${lang}`);
        await snap(champ, `domainlens-tests-${lang}-${width}`);
      }
    }
  }, 240_000);
  it('asks to fill in the required fields, each empty one saying it is missing', async () => {
    const champ = await signedIn('wanda');
    await champ.goto(`${suite.server.url}endpoints/new`);
    await champ.getByRole('heading', { level: 1, name: 'New endpoint set' }).waitFor();
    await champ.getByRole('button', { name: 'Save draft' }).click();
    const summary = champ.getByRole('alert').filter({ hasText: 'Please fill in the required fields.' });
    await summary.waitFor();
    expect(await summary.innerText()).not.toContain('Check the fields');
    await champ.getByText('Missing required fields.').waitFor();
    await champ.getByText('Change reason is required.').waitFor();
    // A rule broken with every required field filled is the other summary.
    await champ.getByRole('combobox', { name: /Workload/ }).click();
    await champ.getByRole('option', { name: 'Exchange' }).click();
    await champ.getByRole('textbox', { name: /FQDNs/ }).fill('required-e2e.contoso.example');
    await champ.getByRole('textbox', { name: 'TCP ports' }).fill('80-');
    await champ.getByRole('textbox', { name: /Change reason/ }).fill('Ports');
    await champ.getByRole('alert').filter({ hasText: 'Check the fields' }).waitFor();
    expect(await champ.getByText('Please fill in the required fields.').count()).toBe(0);
    expect(await champ.getByText('Missing required fields.').count()).toBe(0);
  });

  it('a subnet carries its own service-tree entry: typed in the editor, named on the set page and in the diff', async () => {
    const council = await signedIn('cora');
    await addWorkload(council, 'Intune', 'wanda', 'intune-champs', {
      workloadChampName: 'Wanda Champion',
      serviceAreaDisplayName: 'Microsoft Intune',
    });
    const gateway = '7a2d8b51-1c3e-4f9a-8b72-4e1c3d8f9a21';
    const tree = await apiPost(council, `${api}/ServiceTree/save`, {
      entries: [{ id: gateway, name: 'Intune Gateway', devOwner: 'gw-dev@contoso.example', pmOwner: '' }],
    });
    expect(tree.status).toBe(200);

    const champ = await signedIn('wanda');
    // The champion's access lists the workloads they champion, not every workload.
    const access = (await apiGet(champ, `${api}/DomainLensAccess`)).body as { externalWorkloads: string[] };
    expect(access.externalWorkloads).toContain('Intune');
    expect(access.externalWorkloads).not.toContain('SharePoint');

    await champ.goto(`${suite.server.url}endpoints/new`);
    await champ.getByRole('heading', { level: 1, name: 'New endpoint set' }).waitFor();
    await champ.getByRole('combobox', { name: /Workload/ }).click();
    await champ.getByRole('option', { name: 'Intune' }).click();
    await champ.getByRole('textbox', { name: 'TCP ports' }).fill('443');
    await champ.getByRole('textbox', { name: /FQDNs/ }).fill('gw.intune-e2e.example');
    await champ.getByRole('textbox', { name: /IP subnets/ }).fill('198.51.100.0/24');
    const perSubnet = champ.getByRole('textbox', { name: /Service tree per IP subnet/ });
    await perSubnet.fill(`198.51.100.0/25 ${gateway}`);
    await champ.getByRole('textbox', { name: /Change reason/ }).fill('Intune gateway subnet');
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText("The IP subnet is not in the set's IP subnets.").waitFor();
    await perSubnet.fill(`198.51.100.0/24 ${gateway}`);
    await champ.getByRole('button', { name: 'Save draft' }).click();
    await champ.getByText('Changes saved.').waitFor();
    // The set's fields and the change's inputs name the subnet's entry, looked up by its id.
    await champ.getByText('Service tree per IP subnet').first().waitFor();
    await champ.getByText('Subnet service trees added').waitFor();
    // The entry's name is looked up after the set is drawn: wait for both places to name it.
    await champ.getByText('Intune Gateway').nth(1).waitFor();
    await expectAccessible(champ, 'Domain Lens set with a subnet service tree');
    await snap(champ, 'domainlens-subnet-service-tree');
  }, 240_000);
});
