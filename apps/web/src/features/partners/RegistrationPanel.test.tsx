import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderPage, type SeenRequest } from '../../test/render';
import { RegistrationPanel } from './RegistrationPanel';

const sent = 'A verification code was sent to noc@mail.contoso.example.';

/** The server: the e-mail step answers its text, the code step takes 123456 only. */
function answer({ path, body }: SeenRequest) {
  if (path.endsWith('/PartnerRegister/email')) return new Response(sent, { status: 200 });
  if ((body as { code: string }).code === '123456') return new Response('P-0042', { status: 200 });
  return new Response(
    JSON.stringify({
      error: {
        id: 'PARTNER_VERIFICATION_FAILED',
        message: 'Verification Failed - Please check and re-enter code, number of tries are limited.',
      },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );
}

function renderPanel() {
  const requests = fakeNetwork(answer);
  const onRegistered = vi.fn();
  const view = renderPage(<RegistrationPanel onRegistered={onRegistered} />);
  return { ...view, requests, onRegistered };
}

const currentStep = () =>
  screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]')
    ?.textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
/** The fields marked wrong. */
const invalid = () =>
  screen
    .getAllByRole('textbox')
    .filter((t) => t.getAttribute('aria-invalid') === 'true')
    .map((t) => t.closest('.fui-Field')?.querySelector('label')?.textContent);

/** Accepts the terms and sends valid details, up to the code step. */
async function reachCodeStep(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
  await user.click(button('Next'));
  await user.type(textbox(/Company name/), 'Contoso');
  await user.type(textbox(/Company URL/), 'contoso.example');
  await user.type(textbox(/Work e-mail address/), 'noc@contoso.example');
  await user.click(button('Send code'));
  await waitFor(() => expect(currentStep()).toBe('Verification code'));
}

describe('the partner registration panel', () => {
  it('goes on to the details only once the programme terms are accepted', async () => {
    const { user } = renderPanel();
    expect(currentStep()).toBe('Terms');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(button('Next').disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the network provider programme terms' }));
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));

    expect(currentStep()).toBe('Company and e-mail');
    expect(textbox(/Company name/)).toBeTruthy();
  });

  it('names the broken company and e-mail rule under its field and sends nothing until all hold', async () => {
    const { user, requests } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(button('Next'));

    await user.click(button('Send code'));
    expect(screen.getByText("Enter your company's name.")).toBeTruthy();
    expect(invalid()).toEqual([expect.stringMatching(/^Company name/)]);

    await user.type(textbox(/Company name/), 'Contoso');
    await user.type(textbox(/Company URL/), 'not a url');
    await user.click(button('Send code'));
    expect(screen.queryByText("Enter your company's name.")).toBeNull();
    expect(screen.getByText('Company URL format is invalid.')).toBeTruthy();
    expect(invalid()).toEqual([expect.stringMatching(/^Company URL/)]);

    await user.clear(textbox(/Company URL/));
    await user.type(textbox(/Company URL/), 'https://www.contoso.example/about');
    await user.type(textbox(/Work e-mail address/), 'noc-at-contoso.example');
    await user.click(button('Send code'));
    expect(screen.getByText('Email format is invalid.')).toBeTruthy();

    await user.clear(textbox(/Work e-mail address/));
    await user.type(textbox(/Work e-mail address/), 'noc@fabrikam.example');
    await user.click(button('Send code'));
    expect(screen.getByText('Email should be from the same domain as company URL.')).toBeTruthy();
    expect(invalid()).toEqual([expect.stringMatching(/^Work e-mail address/)]);
    expect(requests).toEqual([]);

    // A subdomain of the company's domain is the same domain.
    await user.clear(textbox(/Work e-mail address/));
    await user.type(textbox(/Work e-mail address/), 'noc@mail.contoso.example');
    await user.click(button('Send code'));

    await waitFor(() => expect(currentStep()).toBe('Verification code'));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/PartnerRegister\/email$/),
        body: {
          companyName: 'Contoso',
          companyUrl: 'https://www.contoso.example/about',
          emailAddress: 'noc@mail.contoso.example',
          termsAccepted: true,
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe(sent);
  });

  it('verifies the e-mailed code, showing a refusal under the code, and answers the Provider ID', async () => {
    const { user, requests, onRegistered } = renderPanel();
    await reachCodeStep(user);

    expect(button('Verify').disabled).toBe(true);
    await user.type(textbox(/Verification code/), '   ');
    expect(button('Verify').disabled).toBe(true);

    await user.clear(textbox(/Verification code/));
    await user.type(textbox(/Verification code/), '654321');
    await user.click(button('Verify'));
    expect(
      await screen.findByText(
        'Verification Failed - Please check and re-enter code, number of tries are limited.',
      ),
    ).toBeTruthy();
    expect(invalid()).toEqual([expect.stringMatching(/^Verification code/)]);
    expect(onRegistered).not.toHaveBeenCalled();

    await user.clear(textbox(/Verification code/));
    await user.type(textbox(/Verification code/), ' 123456 ');
    await user.click(button('Verify'));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('P-0042'));
    expect(requests.slice(1).map((r) => r.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('goes back from the code to the details as they were typed', async () => {
    const { user } = renderPanel();
    await reachCodeStep(user);

    await user.click(button('Change details'));
    expect(currentStep()).toBe('Company and e-mail');
    expect((textbox(/Work e-mail address/) as HTMLInputElement).value).toBe('noc@contoso.example');
  });
});
