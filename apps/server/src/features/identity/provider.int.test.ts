import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { buildApp } from '../../app.js';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();

describe.each(kinds)('the embedded provider on several instances (%s)', (kind) => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp(kind);
    const app = await buildApp(one.config, { logger: false, domainLensValidator: null });
    await app.ready();
    two = { app, config: one.config, close: () => app.close() };
    await seedOrg(one, 'contoso');
    await seedUser(one, 'contoso', 'alice', ['netlens-leadership']);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  /** The same browser, its requests answered by the other instance. */
  const moveTo = (from: Browser, t: TestApp) => {
    const to = new Browser(t);
    for (const [name, value] of from.cookies) to.cookies.set(name, value);
    return to;
  };

  it('publishes one signing key from every instance', async () => {
    const keys = async (t: TestApp) => (await t.app.inject('/oidc/jwks')).json().keys;
    expect(await keys(two)).toEqual(await keys(one));
  });

  it('finishes on one instance a sign-in another one started, and remembers it on both', async () => {
    const first = new Browser(one);
    const form = await first.openLoginForm();
    expect(form.statusCode).toBe(200);
    const second = moveTo(first, two);
    const back = await second.submitLoginForm(form, 'alice');
    expect(back.statusCode).toBe(303);
    const callback = new URL(back.headers.location as string);
    expect(callback.searchParams.get('iss')).toBe('http://localhost/oidc');
    const third = moveTo(second, one);
    const done = await third.get(callback.pathname + callback.search);
    expect(done.headers.location).toBe('/reports');
    expect((await third.refresh()).user.displayName).toBe('Alice Tester');

    // The provider's session is in the database: the other instance signs the browser in silently.
    third.cookies.delete('nl_session');
    const silent = moveTo(third, two);
    const start = await silent.get('/api/identity/login?prompt=none&returnTo=/');
    const authorize = new URL(start.headers.location as string);
    const answer = new URL(
      (await silent.get(authorize.pathname + authorize.search)).headers.location as string,
    );
    expect(answer.searchParams.get('code')).toBeTruthy();
  });

  it('answers a form whose sign-in is unknown with a page, not a redirect', async () => {
    const b = new Browser(one);
    const res = await b.request({
      method: 'POST',
      url: '/oidc/interaction/unknown/login',
      payload: { username: 'alice', password: 'whatever-long' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired or is already finished.');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('ends the provider session everywhere with sign-out everywhere', async () => {
    const b = new Browser(one);
    await b.signIn('alice');
    const all = await b.request({ method: 'POST', url: '/api/identity/logout-everywhere' });
    expect(all.statusCode).toBe(200);
    const again = moveTo(b, two);
    const start = await again.get('/api/identity/login?prompt=none&returnTo=/');
    const authorize = new URL(start.headers.location as string);
    const answer = new URL(
      (await again.get(authorize.pathname + authorize.search)).headers.location as string,
    );
    expect(answer.searchParams.get('error')).toBe('login_required');
  });
});

describe.each(kinds)('the embedded provider behind PUBLIC_URL (%s)', (kind) => {
  const t = suiteApp(kind, { PUBLIC_URL: 'https://netlens.example' });

  it('names the public origin in its addresses, whatever host the request came to', async () => {
    const d = (
      await t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: { host: 'internal:8080' },
      })
    ).json();
    expect(d).toMatchObject({
      issuer: 'https://netlens.example/oidc',
      authorization_endpoint: 'https://netlens.example/oidc/authorize',
      token_endpoint: 'https://netlens.example/oidc/token',
    });
    const start = await t.app.inject({ url: '/api/identity/login', headers: { host: 'internal:8080' } });
    expect(start.headers.location).toMatch(/^https:\/\/netlens\.example\/oidc\/authorize\?/);
  });
});
