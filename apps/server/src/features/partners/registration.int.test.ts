import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { codeIn, startSmtp, type TestSmtp } from '../../test/smtp-fixtures.js';

const kinds = await testDatabases();
const base = '/api/pnpp/api/v1';
const PARTNER = ['netlens-partners'];
const Messages = {
  url: 'Company URL format is invalid.',
  email: 'Email format is invalid.',
  domain: 'Email should be from the same domain as company URL.',
  send: 'Send email failed, please check your email address and try again later.',
  code: 'Verification Failed - Please check and re-enter code, number of tries are limited.',
};

const details = {
  companyName: 'Contoso Networks',
  companyUrl: 'https://www.contoso.example/networks',
  emailAddress: 'noc@contoso.example',
  termsAccepted: true,
};

describe.each(kinds)('provider registration over SMTP (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const b: Record<string, Browser> = {};
  const post = (who: string, path: string, payload: object) =>
    b[who]!.request({ method: 'POST', url: `${base}/${path}`, payload });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, STAFF_TENANTS: 'fabrikam' });
    await seedOrg(t, 'contoso');
    await seedOrg(t, 'fabrikam');
    for (const [who, org, groups] of [
      ['alice', 'contoso', PARTNER],
      ['bob', 'contoso', PARTNER],
      ['stranger', 'contoso', []],
      ['staff', 'fabrikam', ['netlens-leadership']],
    ] as const) {
      await seedUser(t, org, who, [...groups]);
      b[who] = new Browser(t);
      await b[who].signIn(who);
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('needs sign-in and partner-portal access', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: `${base}/PartnerRegister/email`,
      payload: details,
    });
    expect(anon.statusCode).toBe(401);
    const res = await post('stranger', 'PartnerRegister/email', details);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You don't have access to this page.");
    const access = await b.stranger!.get(`${base}/PnppAccess`);
    expect(access.json()).toMatchObject({ hasAccessToPartnerPortal: false, partnerRegistered: false });
    expect(smtp.mails).toHaveLength(0);
  });

  it('answers each registration rule with its message and sends nothing', async () => {
    const cases: [object, number, string, string][] = [
      [{ termsAccepted: false }, 400, 'termsAccepted', 'Accept the programme terms before sending.'],
      [{ companyUrl: 'not a url' }, 400, 'companyUrl', Messages.url],
      [{ companyUrl: 'ftp://contoso.example' }, 400, 'companyUrl', Messages.url],
      [{ emailAddress: 'noc.contoso.example' }, 400, 'emailAddress', Messages.email],
      [{ emailAddress: 'noc@fabrikam.example' }, 400, 'emailAddress', Messages.domain],
      [{ emailAddress: 'noc@notcontoso.example' }, 400, 'emailAddress', Messages.domain],
    ];
    for (const [change, status, field, message] of cases) {
      const res = await post('alice', 'PartnerRegister/email', { ...details, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.details[0].path).toBe(field);
    }
    const missing = await post('alice', 'PartnerRegister/email', { ...details, companyName: '' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error.details)).toContain('companyName');
    expect(smtp.mails).toHaveLength(0);
    const code = await post('alice', 'PartnerRegister/code', { code: '123456' });
    expect(code.json().error.message).toBe(Messages.code);
  });

  it('answers the send failure when the SMTP server refuses the address, and keeps nothing', async () => {
    const res = await post('alice', 'PartnerRegister/email', {
      ...details,
      emailAddress: 'reject@contoso.example',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(Messages.send);
    const code = await post('alice', 'PartnerRegister/code', { code: '000000' });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.message).toBe(Messages.code);
  });

  it('limits the tries of a code, then registers with a fresh code received by mail', async () => {
    const sent = await post('alice', 'PartnerRegister/email', details);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sent.body).toContain('noc@contoso.example');
    const first = codeIn(await smtp.mailTo('noc@contoso.example'));
    const wrong = first === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await post('alice', 'PartnerRegister/code', { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(Messages.code);
    }
    // The tries are used up: even the right code fails now.
    expect((await post('alice', 'PartnerRegister/code', { code: first })).statusCode).toBe(400);
    // Another user of the organisation cannot use alice's code.
    expect((await post('bob', 'PartnerRegister/code', { code: first })).statusCode).toBe(400);

    const before = smtp.mails.length;
    expect((await post('alice', 'PartnerRegister/email', details)).statusCode).toBe(200);
    expect(smtp.mails.length).toBe(before + 1);
    const code = codeIn(smtp.mails.at(-1)!);
    const done = await post('alice', 'PartnerRegister/code', { code });
    expect(done.statusCode).toBe(200);
    // A text reply: the Provider ID itself, no quotes.
    expect(done.headers['content-type']).toBe('text/plain; charset=utf-8');
    const providerId = done.body;
    expect(providerId).toMatch(/^[0-9a-f-]{36}$/);

    const profile = await b.alice!.get(`${base}/PartnerProfile`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      partnerInternalId: providerId,
      name: 'Contoso Networks',
      url: 'https://www.contoso.example/networks',
      status: 'AwaitingEndorsement',
      registeredEmail: 'noc@contoso.example',
    });
    // The code works once.
    expect((await post('alice', 'PartnerRegister/code', { code })).statusCode).toBe(400);
    // The organisation is the provider: bob sees it too, and cannot register it again.
    expect((await b.bob!.get(`${base}/PartnerProfile`)).json().partnerInternalId).toBe(providerId);
    const again = await post('bob', 'PartnerRegister/email', details);
    expect(again.statusCode).toBe(409);
    // The session answer and the portal access say registered.
    expect((await b.alice!.refresh()).partnerRegistered).toBe(true);
    expect((await b.alice!.get(`${base}/PnppAccess`)).json()).toMatchObject({
      hasAccessToPartnerPortal: true,
      partnerRegistered: true,
      partnerInternalId: providerId,
      status: 'AwaitingEndorsement',
    });
  });

  it('refuses an expired code', async () => {
    await seedOrg(t, 'expired');
    await seedUser(t, 'expired', 'late', PARTNER);
    const late = new Browser(t);
    await late.signIn('late');
    const payload = { ...details, companyUrl: 'expired.example', emailAddress: 'ops@expired.example' };
    expect(
      (await late.request({ method: 'POST', url: `${base}/PartnerRegister/email`, payload })).statusCode,
    ).toBe(200);
    const code = codeIn(await smtp.mailTo('ops@expired.example'));
    await t.app.db
      .updateTable('partner_registrations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await late.request({
      method: 'POST',
      url: `${base}/PartnerRegister/code`,
      payload: { code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(Messages.code);
    expect((await late.get(`${base}/PartnerProfile`)).statusCode).toBe(204);
  });

  it('lets staff with leadership access change a provider status, and nobody else', async () => {
    const id = (await b.alice!.get(`${base}/PartnerProfile`)).json().partnerInternalId as string;
    const set = (who: string, status: string) =>
      b[who]!.request({ method: 'PUT', url: `${base}/Partner/${id}/status`, payload: { status } });
    expect((await set('alice', 'Approved')).statusCode).toBe(403);
    expect((await set('staff', 'Famous')).statusCode).toBe(400);
    const done = await set('staff', 'Approved');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Approved', solutionCount: 0 });
    expect((await b.alice!.get(`${base}/PartnerProfile`)).json().status).toBe('Approved');
    const list = await b.staff!.get(`${base}/Partner/list`);
    expect(list.json().map((p: { partnerInternalId: string }) => p.partnerInternalId)).toContain(id);
    expect((await b.alice!.get(`${base}/Partner/list`)).statusCode).toBe(403);
    const unknown = await b.staff!.request({
      method: 'PUT',
      url: `${base}/Partner/00000000-0000-4000-8000-000000000000/status`,
      payload: { status: 'Named' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(kinds)('provider registration without SMTP: the outbox (%s)', (kind) => {
  let t: TestApp;
  let alice: Browser;
  const token = adminToken();

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice', PARTNER);
    alice = new Browser(t);
    await alice.signIn('alice');
  });
  afterAll(async () => t?.close());

  it('keeps the mail for the operator, who reads the code through the admin API', async () => {
    const sent = await alice.request({
      method: 'POST',
      url: `${base}/PartnerRegister/email`,
      payload: details,
    });
    expect(sent.statusCode).toBe(200);
    const outbox = (auth?: string) =>
      t.app.inject({
        url: '/api/admin/partners/outbox?to=noc@contoso.example',
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    expect((await outbox()).statusCode).toBe(401);
    expect((await outbox('wrong-token-wrong-token')).statusCode).toBe(401);
    const mails = (await outbox(token)).json() as { to: string; subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'noc@contoso.example',
      subject: 'Your network provider verification code',
    });
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)![1]!;
    // No profile before the code.
    expect((await alice.get(`${base}/PartnerProfile`)).statusCode).toBe(204);
    const done = await alice.request({
      method: 'POST',
      url: `${base}/PartnerRegister/code`,
      payload: { code },
    });
    expect(done.statusCode).toBe(200);
    expect((await alice.get(`${base}/PartnerProfile`)).json().status).toBe('AwaitingEndorsement');
  });
});
