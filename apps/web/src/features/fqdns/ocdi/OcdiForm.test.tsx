import { screen, waitFor, within } from '@testing-library/react';
import type { Fqdn, OcdiAction, OcdiAssociation } from '@netlens/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderPage } from '../../../test/render';
import { OcdiForm } from './OcdiForm';

/** A selected legacy FQDN, as far as the rules read it. */
const fqdn = (
  n: number,
  domainName: string,
  {
    sampleCount = 500,
    associationId = null,
    ...over
  }: { instance?: string; serviceTreeId?: string; sampleCount?: number; associationId?: string | null } = {},
) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    domainName,
    instance: 'Worldwide',
    serviceTreeId: 'st-mail',
    isWildcard: false,
    scannerInfo: { sampleCount },
    ocdiAssociations: associationId ? [{ id: associationId }] : [],
    ...over,
  }) as unknown as Fqdn;

const outlook = fqdn(1, 'outlook.contoso.com');

function renderForm(
  fqdns: Fqdn[],
  {
    association = null,
    actions = ['Submit', 'Save'],
  }: { association?: OcdiAssociation | null; actions?: OcdiAction[] } = {},
) {
  const requests = fakeNetwork(
    () =>
      new Response(
        JSON.stringify({ error: { id: 'OCDI_INVALID', message: 'The OCDI domain is already taken.' } }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
  );
  const view = renderPage(
    <OcdiForm fqdns={fqdns} association={association} actions={actions} onSaved={vi.fn()} />,
  );
  return { ...view, requests };
}

/** The checks as listed: each rule's severity and message. */
const checks = () =>
  screen
    .queryAllByRole('listitem')
    .map((li) => `${li.children[0]?.textContent}: ${li.children[1]?.textContent}`);
const domains = () => screen.getByRole('textbox', { name: /OCDI domains/ });

describe('the OCDI association form', () => {
  it('lists what is missing, then each rule the typed OCDI domains break, until every rule is met', async () => {
    const { user } = renderForm([outlook]);
    expect(checks()).toEqual([
      'Error: The OCDI domain is empty',
      'Error: The transition stage is empty',
      'Error: The GA date is empty',
      'Error: Tick the attestation checkbox to submit.',
    ]);

    await user.type(
      domains(),
      'mail.contoso.com, cloud.microsoft, bad_name, mail.cloud.microsoft, Mail.cloud.microsoft',
    );
    expect(checks().slice(0, 4)).toEqual([
      'Error: Not a valid domain name (use the form xxx.cloud.microsoft): bad_name',
      'Error: Listed more than once: mail.cloud.microsoft',
      'Error: The domain must be OCDI domain: mail.contoso.com',
      'Error: A top-level domain is not allowed; use the third level or deeper (xxx.cloud.microsoft): cloud.microsoft',
    ]);

    await user.clear(domains());
    await user.type(domains(), 'mail.cloud.microsoft, *.outlook.cloud.microsoft');
    await user.selectOptions(screen.getByRole('combobox', { name: /Transition stage/ }), 'S5 · GA');
    await user.type(screen.getByLabelText(/GA date/), '2027-03-01');
    expect(checks()).toEqual([
      'Error: Tick the attestation checkbox to submit.',
      "Needs review: Wildcard names need a connectivity champion's review: *.outlook.cloud.microsoft",
    ]);

    await user.click(screen.getByRole('checkbox', { name: /I confirm the OCDI domains/ }));
    await user.clear(domains());
    await user.type(domains(), 'mail.cloud.microsoft');
    expect(checks()).toEqual([]);
    expect(screen.getByText('Every rule is met.')).toBeTruthy();
  });

  it('names the selected FQDNs that cannot be associated together, and warns of few samples', () => {
    renderForm([
      outlook,
      fqdn(2, 'owa.contoso.com', { instance: 'China', sampleCount: 3 }),
      fqdn(3, 'eas.contoso.com', { serviceTreeId: 'st-other', associationId: 'other-association' }),
    ]);
    expect(checks()).toEqual([
      'Error: The FQDNs must share one instance: owa.contoso.com',
      'Error: The FQDNs must share one service tree: eas.contoso.com',
      'Error: The FQDN already has an OCDI association: eas.contoso.com',
      'Error: The OCDI domain is empty',
      'Error: The transition stage is empty',
      'Error: The GA date is empty',
      'Error: Tick the attestation checkbox to submit.',
      'Warning: Low sample count (under 100): owa.contoso.com',
    ]);
  });

  it('offers only the actions allowed, and submits what was entered, showing a refusal', async () => {
    const drafted = renderForm([outlook], { actions: ['Save'] });
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
    drafted.unmount();

    const { user, requests } = renderForm([outlook]);
    await user.type(domains(), 'mail.cloud.microsoft');
    await user.selectOptions(screen.getByRole('combobox', { name: /Transition stage/ }), 'Not applicable');
    await user.type(screen.getByLabelText(/GA date/), '2027-03-01');
    await user.click(screen.getByRole('checkbox', { name: /I confirm the OCDI domains/ }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/\/Create$/),
      body: {
        fqdnIds: [outlook.id],
        ocdiDomains: 'mail.cloud.microsoft',
        transitionStatus: 'NA',
        gaDate: '2027-03-01',
        attested: true,
        submit: true,
      },
    });
    const form = screen.getByRole('form', { name: 'OCDI association' });
    expect(await within(form).findByText('The OCDI domain is already taken.')).toBeTruthy();
  });
});
