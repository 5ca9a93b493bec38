import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, contosoDatabase } from './accounts.js';
import { expectAccessible } from './axe.js';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';
import { DomainLensApi, Foreign, Owned, addFqdn, addWorkload, saveServiceTree } from './fqdn-world.js';

/**
 * OCDI associations in Domain Lens with the ocdiAssociation flag on: a service champion
 * associates legacy FQDNs with OCDI names, is refused once for each rule, submits, and a
 * connectivity champion rejects, then approves the edited association.
 */
const People: [string, string, string][] = [
  ['sven', 'Sven Service', 'oc-service'],
  ['olive', 'Olive Council', 'oc-council'],
];

const suite = browserAndServer(
  () => {
    return {
      DATABASE_URL: contosoDatabase(People),
      ACCESS_GROUPS: 'domainLens=oc-service|oc-council,serviceChamp=oc-service,connectivityChamp=oc-council',
      FEATURE_FLAGS: 'ocdiAssociation=true',
      FQDN_SCANNER_SCHEDULE: 'off',
    };
  },
  { timeoutMs: 240_000 },
);

const { signedIn } = suite;
const api = DomainLensApi;

/** Sets up the workload, the service tree and the FQDNs; answers their ids by name. */
async function seed(council: Page): Promise<Record<string, string>> {
  await addWorkload(council, 'Exchange', 'wanda', 'exchange-champs');
  await saveServiceTree(council);
  const ids: Record<string, string> = {};
  const fqdns: [string, string, string | null][] = [
    ['mail.contoso.com', 'Worldwide', Owned],
    ['calendar.contoso.com', 'Worldwide', Owned],
    ['other.contoso.com', 'Worldwide', Foreign],
    ['cn.contoso.com', 'China', Owned],
    ['bare.contoso.com', 'Worldwide', null],
    ['*.contoso.com', 'Worldwide', Owned],
    ['teams.cloud.microsoft', 'Worldwide', Foreign],
    ['held.contoso.com', 'Worldwide', Owned],
    ...Array.from({ length: 101 }, (_, i): [string, string, string] => [
      `h${i}.bulk.fabrikam.com`,
      'Worldwide',
      Owned,
    ]),
  ];
  for (const [domainName, instance, serviceTreeId] of fqdns)
    ids[domainName] = await addFqdn(council, { domainName, instance, scope: 'MVP', serviceTreeId });
  // Another association already holds held.contoso.com and held.cloud.microsoft.
  const held = await apiCall(council, 'POST', `${api}/OcdiAssociation/Create`, {
    fqdnIds: [ids['held.contoso.com']],
    ocdiDomains: 'held.cloud.microsoft',
    transitionStatus: 'Engaged',
    gaDate: '2027-01-15',
    attested: true,
    submit: true,
  });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  return ids;
}

/** Fills the panel's inputs. */
async function fill(page: Page, v: { ocdi?: string; stage?: string; date?: string; attest?: boolean }) {
  if (v.ocdi !== undefined) await page.getByRole('textbox', { name: /OCDI domains/ }).fill(v.ocdi);
  if (v.stage !== undefined)
    await page.getByRole('combobox', { name: /Transition stage/ }).selectOption(v.stage);
  if (v.date !== undefined) await page.getByLabel(/GA date/).fill(v.date);
  if (v.attest) await page.getByRole('checkbox', { name: /I confirm/ }).check();
}

/** Submits and waits for the server's refusal naming the rule's message. */
async function refused(page: Page, message: string) {
  await page.getByRole('button', { name: /^(Submit|Resubmit) for approval$/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: message });
  await alert.waitFor();
  return alert.innerText();
}

/** The transition stage the OCDI form shows as chosen. */
const chosenStage = (page: Page) =>
  page
    .getByRole('combobox', { name: /Transition stage/ })
    .locator('option:checked')
    .innerText();

describe('OCDI associations', () => {
  it('are refused once for each rule, then submitted, rejected, edited, resubmitted and approved', async () => {
    const olive = await signedIn('olive', { width: 1400 });
    const ids = await seed(olive);
    const panel = (names: string[]) =>
      `${suite.server.url}endpoints/Fqdn/ocdiAssociationPanel/new?fqdnIds=${names.map((n) => ids[n]).join(',')}`;

    // From the #Fqdn pivot's selection, the action opens a new association's panel.
    const sven = await signedIn('sven', { width: 1400 });
    await sven.goto(`${suite.server.url}endpoints?search=.contoso.com#Fqdn`);
    await sven.getByRole('checkbox', { name: 'Select mail.contoso.com' }).check();
    await sven.getByRole('checkbox', { name: 'Select calendar.contoso.com' }).check();
    await sven.getByRole('button', { name: 'OCDI association' }).click();
    await sven.getByRole('heading', { name: 'New OCDI association' }).waitFor();
    await sven.getByRole('heading', { name: 'Legacy FQDNs (2)' }).waitFor();
    // Not scanned yet (sample count -1): a warning, not an error.
    const low = sven.locator('[data-rule="lowSample"]');
    await expect(low.getAttribute('data-severity')).resolves.toBe('warning');
    await expect(low.innerText()).resolves.toContain(
      'Low sample count (under 100): mail.contoso.com, calendar.contoso.com',
    );
    await expectAccessible(sven, 'OCDI association panel');

    // Empty values and the attestation, all at once.
    const empty = await refused(sven, 'The OCDI domain is empty');
    for (const m of [
      'The transition stage is empty',
      'The GA date is empty',
      'Tick the attestation checkbox to submit.',
    ])
      expect(empty).toContain(m);
    await snap(sven, 'ocdi-refused');

    // Each rule on the OCDI names, one at a time.
    await fill(sven, { stage: 'Planning', date: '2027-03-01', attest: true });
    for (const [ocdi, message] of [
      [
        'mail.cloud.microsoft, bad!.cloud.microsoft',
        'Not a valid domain name (use the form xxx.cloud.microsoft): bad!.cloud.microsoft',
      ],
      ['mail.cloud.microsoft, mail.cloud.microsoft', 'Listed more than once: mail.cloud.microsoft'],
      ['mail.cloud.microsoft, outlook.office.com', 'The domain must be OCDI domain: outlook.office.com'],
      [
        'cloud.microsoft',
        'A top-level domain is not allowed; use the third level or deeper (xxx.cloud.microsoft): cloud.microsoft',
      ],
      [
        'teams.cloud.microsoft',
        `The service tree does not match the legacy domains' service tree (${Owned}): teams.cloud.microsoft`,
      ],
      ['held.cloud.microsoft', 'Already in another OCDI association: held.cloud.microsoft'],
    ] as [string, string][]) {
      await fill(sven, { ocdi });
      await refused(sven, message);
    }
    // A wildcard name is not refused: it is marked for the connectivity champion's review.
    await fill(sven, { ocdi: '*.mail.cloud.microsoft' });
    await sven.locator('[data-rule="wildcardReview"][data-severity="review"]').waitFor();

    // Each rule on the selected legacy FQDNs.
    const bulk = Array.from({ length: 101 }, (_, i) => `h${i}.bulk.fabrikam.com`);
    for (const [names, message] of [
      [[], 'The legacy domain is empty'],
      [
        ['mail.contoso.com', 'teams.cloud.microsoft'],
        'The domain must not be OCDI domain: teams.cloud.microsoft',
      ],
      [
        bulk,
        'At most 100 FQDNs per association (101 selected); use a wildcard such as *.bulk.fabrikam.com instead.',
      ],
      [['mail.contoso.com', 'cn.contoso.com'], 'The FQDNs must share one instance: cn.contoso.com'],
      [['bare.contoso.com'], 'The FQDN has no service tree: bare.contoso.com'],
      [['mail.contoso.com', 'other.contoso.com'], 'The FQDNs must share one service tree: other.contoso.com'],
      [
        ['*.contoso.com'],
        'This wildcard is too broad to associate (name a wildcard under a third-level domain): *.contoso.com',
      ],
      [
        ['mail.contoso.com', 'held.contoso.com'],
        'The FQDN already has an OCDI association: held.contoso.com',
      ],
    ] as [string[], string][]) {
      await sven.goto(panel(names));
      await sven.getByRole('heading', { name: `Legacy FQDNs (${names.length})` }).waitFor();
      await fill(sven, { ocdi: 'new.cloud.microsoft', stage: 'Planning', date: '2027-03-01', attest: true });
      await refused(sven, message);
    }

    // A valid association is submitted: pending approval, stage shown as S2.
    await sven.goto(panel(['mail.contoso.com', 'calendar.contoso.com']));
    await fill(sven, {
      ocdi: 'mail.cloud.microsoft, calendar.cloud.microsoft',
      stage: 'Planning',
      date: '2027-03-01',
      attest: true,
    });
    expect(await chosenStage(sven)).toBe('S2 · Planning');
    await sven.getByRole('button', { name: 'Submit for approval' }).click();
    await sven.getByText('The OCDI association has been submitted for approval.').waitFor();
    await sven.getByRole('heading', { name: 'OCDI association', exact: true }).waitFor();
    await sven.getByText('Pending approval', { exact: true }).waitFor();
    await sven.getByText('Review: Pending review').waitFor();
    const url = sven.url();
    expect(url).toMatch(/\/endpoints\/Fqdn\/ocdiAssociationPanel\/[0-9a-f-]{36}$/);
    await sven.getByText('A connectivity champion reviews this association.').waitFor();
    await snap(sven, 'ocdi-pending');

    // The connectivity champion rejects it with a note (a note is required).
    await olive.goto(url);
    await olive.getByRole('button', { name: 'Reject' }).click();
    await olive.getByText('A note is required to reject.').waitFor();
    await olive.getByRole('textbox', { name: 'Review note' }).fill('GA date is too early');
    await olive.getByRole('button', { name: 'Reject' }).click();
    await olive.getByText('The OCDI association has been rejected.').waitFor();
    await olive.getByText('Review: Rejected').waitFor();

    // The requester edits and resubmits; the stage GA shows as S5.
    await sven.reload();
    await sven.getByText('GA date is too early', { exact: false }).waitFor();
    await fill(sven, { stage: 'GA', date: '2027-06-01', attest: true });
    expect(await chosenStage(sven)).toBe('S5 · GA');
    await sven.getByRole('button', { name: 'Resubmit for approval' }).click();
    await sven.getByText('The OCDI association has been submitted for approval.').waitFor();

    // Approved.
    await olive.reload();
    await olive.getByRole('button', { name: 'Approve' }).click();
    await olive.getByText('The OCDI association has been approved.').waitFor();
    await olive.getByText('Review: Approved').waitFor();
    await expectAccessible(olive, 'OCDI association reviewed');
    await snap(olive, 'ocdi-approved');

    const fqdns = await apiCall<{ domainName: string; ocdiAssociations: Record<string, unknown>[] }[]>(
      olive,
      'POST',
      `${api}/Fqdn/ListByIds`,
      {
        fqdnIds: [ids['mail.contoso.com']],
      },
    );
    expect(fqdns.body[0]!.ocdiAssociations[0]).toMatchObject({
      Legacy: 'mail.contoso.com',
      Ocdi: ['mail.cloud.microsoft', 'calendar.cloud.microsoft'],
      TransitionStatus: 'GA',
      GaDate: '2027-06-01',
      state: 'Approved',
      review: 'Approved',
    });

    // From the pivot: the FQDN's panel links its association, and selecting its FQDNs opens it.
    const pivot = `${suite.server.url}endpoints?search=.contoso.com#Fqdn`;
    await olive.goto(pivot);
    await olive.getByRole('button', { name: 'mail.contoso.com' }).click();
    const fqdnPanel = olive.getByRole('dialog', { name: 'FQDN mail.contoso.com' });
    await fqdnPanel.getByText('Approved', { exact: true }).waitFor();
    await fqdnPanel.getByRole('link', { name: 'Open the OCDI association' }).click();
    await olive.waitForURL(url);
    await olive.goto(pivot);
    await olive.getByRole('checkbox', { name: 'Select mail.contoso.com' }).check();
    await olive.getByRole('checkbox', { name: 'Select calendar.contoso.com' }).check();
    await olive.getByRole('button', { name: 'OCDI association' }).click();
    await olive.waitForURL(url);
    await olive.getByText('Review: Approved').waitFor();

    // Japanese, narrow.
    const ja = await signedIn('sven', { locale: 'ja-JP', width: 400 });
    await ja.goto(url);
    await ja.getByText('承認済み', { exact: true }).first().waitFor();
    await snap(ja, 'ocdi-ja-narrow');
    await ja.goto(panel(['mail.contoso.com', 'calendar.contoso.com', 'other.contoso.com']));
    await ja.getByText('FQDN は同じサービス ツリーである必要があります: other.contoso.com').waitFor();
    await snap(ja, 'ocdi-new-ja-narrow');
    const en = await signedIn('olive', { width: 400 });
    await en.goto(url);
    await en.getByText('Review: Approved').waitFor();
    await snap(en, 'ocdi-narrow');
  }, 400_000);
});
