import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases } from '../../test/harness.js';
import { Browser, PASSWORD, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const TooMany = 'Too many sign-in attempts; try again in 15 minutes.';
const WrongPassword = 'The user name or password is not correct.';

/** Posts the form the page shows (the same pending sign-in, as a browser would post it again). */
const again = (b: Browser, page: LightMyRequestResponse, username: string, password: string) =>
  b.submitLoginForm(page, username, password);

describe.each(kinds)('sign-in limits of the embedded provider (%s)', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice');
    await seedUser(t, 'contoso', 'bob');
  });

  it('lets an office of many people behind one address sign in', { timeout: 90_000 }, async () => {
    const office = '203.0.113.10';
    const people = Array.from({ length: 24 }, (_, i) => `staff${i}`);
    for (const name of people) await seedUser(t, 'contoso', name);
    // Beyond the old bound of 20 posts a minute: each person signs in, some mistype first.
    for (const [i, name] of people.entries()) {
      const b = new Browser(t, office);
      if (i % 3 === 0) {
        const typo = await b.submitLoginForm(await b.openLoginForm(), name, 'not-my-password');
        expect(typo.statusCode, name).toBe(400);
        expect(typo.body).toContain(WrongPassword);
      }
      const done = await b.signIn(name);
      expect(done.statusCode, name).toBe(303);
      expect((await b.refresh()).signedIn, name).toBe(true);
    }
  });

  it("refuses one account's sign-in after its bound of attempts, saying why on the form", async () => {
    const b = new Browser(t, '198.51.100.20');
    let page = await b.openLoginForm();
    for (let i = 0; i < 10; i++) {
      page = await again(b, page, 'alice', `wrong-password-${i}`);
      expect(page.statusCode, `attempt ${i + 1}`).toBe(400);
      expect(page.body).toContain(WrongPassword);
    }
    // Past the bound even the right password is refused, with the reason on the form.
    const refused = await again(b, page, 'alice', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(`<p class="error" role="alert">${TooMany}</p>`);
    expect(refused.body).toContain('<form method="post"');
    expect(refused.body).toContain('value="alice"');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(b.cookies.has('nl_session')).toBe(false);

    // The bound is the account's, from any address, in the visitor's language.
    const elsewhere = new Browser(t, '192.0.2.30');
    const ja = await elsewhere.submitLoginForm(await elsewhere.openLoginForm(), 'ALICE ', PASSWORD, {
      'accept-language': 'ja',
    });
    expect(ja.statusCode).toBe(429);
    expect(ja.body).toContain('サインインの試行回数が多すぎます。15 分後にもう一度お試しください。');
    // Another account from the same address is not refused.
    expect((await b.signIn('bob')).statusCode).toBe(303);
  });

  it('never renders the typed user name as HTML on the refusal', async () => {
    const b = new Browser(t, '198.51.100.21');
    const name = '<img src=x onerror=alert(1)>';
    let page = await b.openLoginForm();
    for (let i = 0; i < 11; i++) page = await again(b, page, name, 'wrong-password-1');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(TooMany);
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });
});

describe.each(kinds)('the sign-in bound per address (%s)', (kind) => {
  const t = suiteApp(kind, { SIGN_IN_ADDRESS_LIMIT: '12' });
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'carol');
  });

  it('refuses an address past SIGN_IN_ADDRESS_LIMIT posts, with the reason, and no other address', async () => {
    const office = '203.0.113.99';
    for (let i = 0; i < 12; i++) {
      const b = new Browser(t, office);
      const res = await b.submitLoginForm(await b.openLoginForm(), `person${i}`, 'wrong-password-1');
      expect(res.statusCode, `post ${i + 1}`).toBe(400);
    }
    const b = new Browser(t, office);
    const refused = await b.submitLoginForm(await b.openLoginForm(), 'carol', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(TooMany);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await new Browser(t, '203.0.113.100').signIn('carol')).statusCode).toBe(303);
  });
});
