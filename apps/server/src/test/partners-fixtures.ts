// Test fixtures of the provider portal: a registered provider (its organisation, a signed-in
// user with partner-portal access), registered through the API with the code from the outbox.
import type { TestApp } from './harness.js';
import { Browser, seedOrg, seedUser } from './identity-helpers.js';

export const PnppBase = '/api/pnpp/api/v1';

/**
 * Registers organisation `tenant` as a provider through PartnerRegister/email and /code; the app
 * must run without SMTP_URL and with `adminToken` as ADMIN_TOKEN (the code is read from the outbox).
 */
export async function registeredProvider(
  t: TestApp,
  adminToken: string,
  tenant: string,
  username: string,
): Promise<{ browser: Browser; providerId: string }> {
  await seedOrg(t, tenant);
  await seedUser(t, tenant, username, ['netlens-partners']);
  const browser = new Browser(t);
  await browser.signIn(username);
  const email = `${username}@${tenant}.example`;
  const sent = await browser.request({
    method: 'POST',
    url: `${PnppBase}/PartnerRegister/email`,
    payload: {
      companyName: `${tenant} networks`,
      companyUrl: `${tenant}.example`,
      emailAddress: email,
      termsAccepted: true,
    },
  });
  if (sent.statusCode !== 200)
    throw new Error(`PartnerRegister/email answered ${sent.statusCode}: ${sent.body}`);
  const outbox = await t.app.inject({
    url: `/api/admin/partners/outbox?to=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const code = /\b(\d{6})\b/.exec((outbox.json() as { text: string }[])[0]!.text)![1]!;
  const done = await browser.request({
    method: 'POST',
    url: `${PnppBase}/PartnerRegister/code`,
    payload: { code },
  });
  if (done.statusCode !== 200)
    throw new Error(`PartnerRegister/code answered ${done.statusCode}: ${done.body}`);
  return { browser, providerId: done.body };
}
