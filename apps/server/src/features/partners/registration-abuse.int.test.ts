import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { codeIn, startSmtp, type TestSmtp } from '../../test/smtp-fixtures.js';
import { createOrganization } from '../identity/index.js';

const kinds = await testDatabases();
const base = '/api/pnpp/api/v1';
const PARTNER = ['netlens-partners'];
const Messages = {
  code: 'Verification Failed - Please check and re-enter code, number of tries are limited.',
  orgDomain: 'The email address must be in a domain of your organization.',
  sends: 'Too many verification codes were requested. Try again in 60 minutes.',
  locked: 'Too many wrong codes were entered, so this registration is locked. Try again in 24 hours.',
};

const details = (domain: string, mailbox = 'noc') => ({
  companyName: `${domain} networks`,
  companyUrl: `https://www.${domain}/`,
  emailAddress: `${mailbox}@${domain}`,
  termsAccepted: true,
});

/** A code other than `code`. */
const wrongFor = (code: string) => (code === '999999' ? '999998' : '999999');

describe.each(kinds)('provider registration cannot be abused (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let address = 0;
  /** A signed-in partner-portal user of `tenant`, calling from its own address unless one is given. */
  const partner = async (tenant: string, username: string, from?: string) => {
    await seedUser(t, tenant, username, PARTNER);
    const b = new Browser(t, from ?? `198.51.100.${++address}`);
    await b.signIn(username);
    return b;
  };
  const post = (b: Browser, path: string, payload: object, remoteAddress?: string) =>
    b.request({
      method: 'POST',
      url: `${base}/PartnerRegister/${path}`,
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
    for (const tenant of ['contoso', 'tailspin', 'fabrikam', 'litware', 'adatum', 'victim-bank'])
      await seedOrg(t, tenant);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stops the guessing loop with 429 within the bounds, and sends no code past them', async () => {
    const mallory = await partner('tailspin', 'mallory');
    const body = details('tailspin.example');
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      statuses.push((await post(mallory, 'email', body)).statusCode);
      for (let i = 0; i < 5; i++) statuses.push((await post(mallory, 'code', { code: '000000' })).statusCode);
    }
    const first = statuses.indexOf(429);
    // Two codes' worth of wrong tries (10), then everything is refused.
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(12);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    expect(mailsTo('noc@tailspin.example')).toBe(2);
  });

  it('sends at most five codes an hour to a user, from any address, with a message and Retry-After', async () => {
    const bob = await partner('fabrikam', 'bob');
    const body = details('fabrikam.example');
    for (let i = 0; i < 5; i++)
      expect((await post(bob, 'email', body, `192.0.2.${i + 1}`)).statusCode, `send ${i + 1}`).toBe(200);
    const refused = await post(bob, 'email', body, '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(Messages.sends);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(mailsTo('noc@fabrikam.example')).toBe(5);
  });

  it('sends at most five codes an hour from one address, whoever asks', async () => {
    const office = '203.0.113.50';
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await partner('litware', `lit${i}`, office));
    for (let i = 0; i < 5; i++)
      expect((await post(users[i]!, 'email', details('litware.example', `noc${i}`))).statusCode).toBe(200);
    const refused = await post(users[5]!, 'email', details('litware.example', 'noc5'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(Messages.sends);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(mailsTo('noc5@litware.example')).toBe(0);
    // Another address is not refused for it.
    expect(
      (await post(users[5]!, 'email', details('litware.example', 'noc5'), '203.0.113.51')).statusCode,
    ).toBe(200);
  });

  it('counts wrong codes across resends and locks the registration for the day', async () => {
    const ada = await partner('adatum', 'ada');
    const body = details('adatum.example');
    expect((await post(ada, 'email', body)).statusCode).toBe(200);
    const first = codeIn(await smtp.mailTo('noc@adatum.example'));
    for (let i = 0; i < 5; i++) {
      const res = await post(ada, 'code', { code: wrongFor(first) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(Messages.code);
    }
    // A new code has its own tries, but the wrong codes of the day are still counted.
    expect((await post(ada, 'email', body)).statusCode).toBe(200);
    expect(smtp.mails.at(-1)!.to).toEqual(['noc@adatum.example']);
    const second = codeIn(smtp.mails.at(-1)!);
    for (let i = 0; i < 4; i++)
      expect((await post(ada, 'code', { code: wrongFor(second) })).statusCode).toBe(400);
    const tenth = await post(ada, 'code', { code: wrongFor(second) });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error.message).toBe(Messages.locked);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // Locked: the right code is refused, and no new code is sent.
    const right = await post(ada, 'code', { code: second });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(Messages.locked);
    const sent = mailsTo('noc@adatum.example');
    const resend = await post(ada, 'email', body);
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.message).toBe(Messages.locked);
    expect(mailsTo('noc@adatum.example')).toBe(sent);
    expect((await ada.get(`${base}/PartnerProfile`)).statusCode).toBe(204);

    // Once the day has passed, the registration takes codes again.
    await t.app.db
      .updateTable('partner_registrations')
      .set({ wrong_since: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString() })
      .where('email', '=', 'noc@adatum.example')
      .execute();
    expect((await post(ada, 'email', body)).statusCode).toBe(200);
    const third = codeIn(smtp.mails.at(-1)!);
    const done = await post(ada, 'code', { code: third });
    expect(done.statusCode).toBe(200);
    expect((await ada.get(`${base}/PartnerProfile`)).json().status).toBe('AwaitingEndorsement');
  });

  it("refuses a code for another organisation's address, and sends nothing", async () => {
    const eve = await partner('contoso', 'eve');
    const res = await post(eve, 'email', {
      companyName: 'Victim Bank',
      companyUrl: 'victim-bank.example',
      emailAddress: 'ceo@victim-bank.example',
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(Messages.orgDomain);
    expect(res.json().error.details[0]).toEqual({ path: 'emailAddress', message: Messages.orgDomain });
    expect(mailsTo('ceo@victim-bank.example')).toBe(0);
    expect(
      await t.app.db
        .selectFrom('partner_registrations')
        .selectAll()
        .where('email', '=', 'ceo@victim-bank.example')
        .execute(),
    ).toEqual([]);
    // In Japanese too.
    const ja = await eve.request({
      method: 'POST',
      url: `${base}/PartnerRegister/email`,
      payload: details('victim-bank.example', 'ceo'),
      headers: { 'accept-language': 'ja' },
    });
    expect(ja.json().error.message).toBe('メール アドレスは組織のドメインのものである必要があります。');
  });

  it("registers a user of the company's domain end to end, and by the user's own domain", async () => {
    const alice = await partner('contoso', 'alice');
    expect((await post(alice, 'email', details('contoso.example'))).statusCode).toBe(200);
    const code = codeIn(await smtp.mailTo('noc@contoso.example'));
    const done = await post(alice, 'code', { code });
    expect(done.statusCode).toBe(200);
    expect((await alice.get(`${base}/PartnerProfile`)).json()).toMatchObject({
      partnerInternalId: done.body,
      registeredEmail: 'noc@contoso.example',
      status: 'AwaitingEndorsement',
    });

    // An organisation the directory knows no domains of: the user's own e-mail domain counts,
    // and its subdomains; another domain does not.
    await createOrganization(t.app.db, { name: 'Northwind', tenantId: 'northwind' });
    const nora = await partner('northwind', 'nora');
    const other = await post(nora, 'email', details('contoso.example', 'nora'));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(Messages.orgDomain);
    expect((await post(nora, 'email', details('ops.northwind.example'))).statusCode).toBe(200);
    const own = codeIn(await smtp.mailTo('noc@ops.northwind.example'));
    expect((await post(nora, 'code', { code: own })).statusCode).toBe(200);
  });
});

describe.each(kinds)('provider registration without SMTP: no third-party mail in the outbox (%s)', (kind) => {
  let t: TestApp;
  const token = adminToken();
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
    await seedOrg(t, 'contoso');
    await seedOrg(t, 'victim-bank');
  });
  afterAll(async () => t?.close());

  it('keeps no mail for an address outside the organisation', async () => {
    await seedUser(t, 'contoso', 'eve', PARTNER);
    const eve = new Browser(t);
    await eve.signIn('eve');
    const res = await eve.request({
      method: 'POST',
      url: `${base}/PartnerRegister/email`,
      payload: details('victim-bank.example', 'ceo'),
    });
    expect(res.statusCode).toBe(400);
    const outbox = await t.app.inject({
      url: '/api/admin/partners/outbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outbox.json()).toEqual([]);
  });
});
