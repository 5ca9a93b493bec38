import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeIn, type TestSmtp } from '../apps/server/src/test/smtp-fixtures.js';
import { apiCall } from './accounts.js';

/** Registers the signed-in user's organisation as a provider with the code the SMTP server received; its reply. */
export async function registerProvider(
  page: Page,
  smtp: TestSmtp,
  companyName: string,
  companyUrl: string,
  email: string,
): Promise<string> {
  const api = 'api/pnpp/api/v1';
  const sent = await apiCall(page, 'POST', `${api}/PartnerRegister/email`, {
    companyName,
    companyUrl,
    emailAddress: email,
    termsAccepted: true,
  });
  expect(sent.status).toBe(200);
  const code = codeIn(await smtp.mailTo(email));
  const done = await apiCall<string>(page, 'POST', `${api}/PartnerRegister/code`, { code });
  expect(done.status).toBe(200);
  return done.body;
}
