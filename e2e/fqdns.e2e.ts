import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, contosoDatabase } from './accounts.js';
import { expectAccessible } from './axe.js';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';
import { DomainLensApi, Foreign, Owned, addFqdn, addWorkload, saveServiceTree } from './fqdn-world.js';

/**
 * The people, one directory group each (ACCESS_GROUPS maps the groups to the roles, so seeding
 * takes few admin commands): a service champion, the SharePoint champion, and the service-tree
 * owner who is also a connectivity champion (they set up the workloads and FQDNs).
 */
const People: [string, string, string][] = [
  ['sven', 'Sven Service', 'fq-service'],
  ['rita', 'Rita SharePoint', 'fq-champ'],
  ['olive', 'Olive Owner', 'fq-council'],
];

const suite = browserAndServer(
  () => {
    return {
      DATABASE_URL: contosoDatabase(People),
      ACCESS_GROUPS:
        'domainLens=fq-service|fq-champ|fq-council,serviceChamp=fq-service,workloadChamp=fq-champ,connectivityChamp=fq-council',
      // The inventory's flows, not the scan: no scheduled scan asks the machine's resolvers meanwhile.
      FQDN_SCANNER_SCHEDULE: 'off',
      // "Run tests now" asks a closed loopback port: the scan fails fast and never leaves the machine.
      FQDN_SCANNER_DNS_SERVERS: '127.0.0.1:9',
      FQDN_SCANNER_DNS_TIMEOUT_MS: '300',
      FQDN_SCANNER_CONNECT_TIMEOUT_MS: '300',
    };
  },
  { timeoutMs: 240_000 },
);

const { signedIn } = suite;

const api = DomainLensApi;

/** Ticks the check box of each named FQDN in the list. */
async function select(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
}

/** Opens a batch action of the FQDN list, picks `option` in the drop-down `box`, adds the note and submits. */
async function batch(page: Page, action: string, [box, option]: [RegExp, string], note: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

describe('FQDN inventory', () => {
  it('a service champion requests a move of three FQDNs; the receiving champion accepts two and rejects one; a bulk update partly fails', async () => {
    const council = await signedIn('olive', { width: 1400 });
    await addWorkload(council, 'Exchange', 'wanda', 'Exchange-champs');
    await addWorkload(council, 'SharePoint', 'rita', 'SharePoint-champs');
    await saveServiceTree(council);
    for (const [domainName, scope, serviceTreeId] of [
      ['move-a.contoso.com', 'MVP', Owned],
      ['move-b.contoso.com', 'MVP', Owned],
      ['move-c.contoso.com', 'MVP', Owned],
      ['bulk-x.contoso.com', 'MVP', Owned],
      ['bulk-y.contoso.com', 'Exclude', Owned],
      ['bulk-z.contoso.com', 'ThirdParty', Foreign],
    ] as const)
      await addFqdn(council, { domainName, instance: 'Worldwide', scope, serviceTreeId });

    // The service champion asks to move three FQDNs to SharePoint.
    const sven = await signedIn('sven', { width: 1400 });
    await sven.goto(`${suite.server.url}endpoints?search=move-#Fqdn`);
    await sven.getByRole('button', { name: 'move-c.contoso.com' }).waitFor();
    await sven.getByText('3 FQDNs').waitFor();
    await expectAccessible(sven, 'FQDN pivot');
    await select(sven, ['move-a.contoso.com', 'move-b.contoso.com', 'move-c.contoso.com']);
    await sven.getByText('3 selected').waitFor();
    await batch(sven, 'Request workload move', [/New workload/, 'SharePoint'], 'They serve sites');
    await sven.getByText('Workload assignment request created.').waitFor();
    await sven.getByText('Pending review → SharePoint').first().waitFor();
    // Only what the table allows the caller: a service champion reviews no move.
    expect(await sven.getByRole('button', { name: 'Accept move' }).count()).toBe(0);
    await snap(sven, 'fqdns-requested');

    // The receiving champion sees the pending requests (filters from the query string), accepts two, rejects one.
    const rita = await signedIn('rita', { width: 1400 });
    await rita.goto(`${suite.server.url}endpoints?assignmentStatuses=PendingReview#Fqdn`);
    await rita.getByRole('button', { name: 'move-a.contoso.com' }).waitFor();
    await expect(rita.getByRole('button', { name: 'Accept move' }).isDisabled()).resolves.toBe(true);
    await select(rita, ['move-a.contoso.com', 'move-b.contoso.com']);
    await rita.getByRole('button', { name: 'Accept move' }).click();
    await rita.getByText('Workload assignment request accepted.').waitFor();
    await rita.getByRole('button', { name: 'move-b.contoso.com' }).waitFor({ state: 'detached' });
    await select(rita, ['move-c.contoso.com']);
    await rita.getByRole('button', { name: 'Reject move' }).click();
    const reject = rita.getByRole('dialog', { name: 'Reject move' });
    await expect(reject.getByRole('button', { name: 'Submit' }).isDisabled()).resolves.toBe(true);
    await reject.getByRole('textbox', { name: /Reason for rejecting/ }).fill('Not a SharePoint name');
    await reject.getByRole('button', { name: 'Submit' }).click();
    await rita.getByText('Workload assignment request rejected.').waitFor();
    await rita.getByText('No FQDNs match these filters.').waitFor();

    const listed = await apiCall(rita, 'GET', `${api}/Fqdn/List?search=move-`);
    const items = listed.body.items as {
      domainName: string;
      workload: string;
      assignmentInfo: Record<string, string>;
    }[];
    expect(items.map((f) => [f.domainName, f.workload, f.assignmentInfo.assignmentStatus])).toEqual([
      ['move-a.contoso.com', 'SharePoint', 'Approved'],
      ['move-b.contoso.com', 'SharePoint', 'Approved'],
      ['move-c.contoso.com', 'Exchange', 'Rejected'],
    ]);
    expect(items[2]!.assignmentInfo.reviewedNote).toBe('Not a SharePoint name');

    // The service-tree owner makes three FQDNs customer facing: one is excluded, one not theirs.
    const olive = council;
    await olive.goto(`${suite.server.url}endpoints?search=bulk-#Fqdn`);
    await olive.getByRole('button', { name: 'bulk-z.contoso.com' }).waitFor();
    await select(olive, ['bulk-x.contoso.com', 'bulk-y.contoso.com', 'bulk-z.contoso.com']);
    await batch(olive, 'Bulk update', [/New value/, 'Yes'], 'Users open these');
    const alert = olive.getByRole('alert').filter({ hasText: 'Update FQDNs partially failed' });
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toContain('Update FQDNs partially failed: bulk-y.contoso.com, bulk-z.contoso.com.');
    expect(text).toContain(
      'bulk-y.contoso.com: Only FQDNs of scope MVP, MVP+ or Third Party can be customer facing.',
    );
    expect(text).toContain("bulk-z.contoso.com: Only the service tree's dev or PM owner can change this.");
    await snap(olive, 'fqdns-bulk-partial');

    // Only the failed ones stay selected; trying them again fails entirely.
    await olive.getByText('2 selected').waitFor();
    await batch(olive, 'Bulk update', [/New value/, 'Yes'], 'Again');
    await olive
      .getByRole('alert')
      .filter({
        hasText: 'Update FQDNs failed. Please check if you have the require permission or try again.',
      })
      .waitFor();

    // The panel: every field, the customer-facing rules, test results and assignment.
    await olive.getByRole('button', { name: 'bulk-x.contoso.com' }).click();
    const panel = olive.getByRole('dialog', { name: 'FQDN bulk-x.contoso.com' });
    await panel.getByText('No test results yet: the scanner has not tested this FQDN.').waitFor();
    await panel.getByText('Users open these').first().waitFor();
    await expectAccessible(olive, 'FQDN panel');
    await panel.getByRole('combobox', { name: /Customer facing/ }).click();
    await olive.getByRole('option', { name: 'No' }).click();
    await panel.getByText('A customer facing note is required when the status changes.').waitFor();
    await expect(panel.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await panel.getByRole('textbox', { name: /Customer facing note/ }).fill('Internal after all');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Customer facing field changed.').waitFor();
    // Scanning now stores the results and shows them.
    await panel.getByRole('button', { name: 'Run tests now' }).click();
    await panel.getByText('The tests have run; the results below are stored.').waitFor();
    await panel.getByText(/^DnsResolve: Warning · could not resolve the name/).waitFor();
    await panel.getByText(/^TcpConnectivity: Failed/).waitFor();
    await snap(olive, 'fqdns-panel');
    // Without the ocdiAssociation flag there is no association action, and its route is not found.
    await olive.reload();
    await olive.getByRole('button', { name: 'bulk-x.contoso.com' }).waitFor();
    await expect(olive.getByRole('button', { name: 'OCDI association' }).count()).resolves.toBe(0);
    await olive.goto(`${suite.server.url}endpoints/Fqdn/ocdiAssociationPanel/new`);
    await olive.getByText('The page you asked for does not exist. Here is the start page instead.').waitFor();
    const off = await apiCall(olive, 'GET', `${api}/OcdiAssociation/List`);
    expect(off.status).toBe(404);

    // Japanese on a narrow screen.
    const ja = await signedIn('rita', { locale: 'ja-JP', width: 400 });
    await ja.goto(`${suite.server.url}endpoints#Fqdn`);
    await ja.getByRole('button', { name: 'bulk-x.contoso.com' }).waitFor();
    await snap(ja, 'fqdns-ja-narrow');
    await ja.getByRole('button', { name: 'bulk-x.contoso.com' }).click();
    // The results stored by "Run tests now" above.
    await ja.getByText(/^DnsResolve: /).waitFor();
    await snap(ja, 'fqdns-panel-ja-narrow');
  }, 300_000);
  it('an action on one FQDN is available only while exactly one is selected, and says so otherwise', async () => {
    const olive = await signedIn('olive');
    await olive.goto(`${suite.server.url}endpoints?search=bulk-#Fqdn`);
    await olive.getByRole('button', { name: 'bulk-z.contoso.com' }).waitFor();
    const details = olive
      .getByRole('toolbar', { name: 'Actions on the selected FQDNs' })
      .getByRole('button', { name: 'Details' });
    const state = async () => ({
      disabled: await details.getAttribute('aria-disabled'),
      why: await details.getAttribute('aria-description'),
      tooltip: await details.getAttribute('title'),
    });
    const refused = {
      disabled: 'true',
      why: 'This action needs exactly one selected item.',
      tooltip: 'This action needs exactly one selected item.',
    };
    expect(await state()).toEqual(refused);
    await select(olive, ['bulk-x.contoso.com', 'bulk-y.contoso.com']);
    expect(await state()).toEqual(refused);
    // Clicking the unavailable action does nothing.
    await details.click({ force: true });
    expect(await olive.getByRole('dialog').count()).toBe(0);
    await olive.getByRole('checkbox', { name: 'Select bulk-x.contoso.com' }).uncheck();
    expect(await state()).toEqual({ disabled: null, why: null, tooltip: null });
    await details.click();
    await olive.getByRole('dialog', { name: 'FQDN bulk-y.contoso.com' }).waitFor();
  });
});
