import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases } from '../../test/harness.js';
import { Browser, ORIGIN, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();

describe.each(kinds)('sign-in through the embedded provider (%s)', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice', ['netlens-leadership', 'netlens-org-admins']);
    await seedUser(t, 'contoso', 'bob');
  });

  it('signs in with authorization code and PKCE and answers the session', async () => {
    const b = new Browser(t);
    const done = await b.signIn('alice');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/reports');
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toMatch(/nl_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    const s = await b.refresh();
    expect(s).toMatchObject({
      signedIn: true,
      tenantCheck: 'ok',
      privacyUrl: 'https://contoso.example/privacy',
      user: {
        displayName: 'Alice Tester',
        email: 'alice@contoso.example',
        initials: 'AT',
        tenantId: 'contoso',
      },
      access: {
        hasAccessToLeadershipReport: true,
        isOrganizationAdmin: true,
        hasAccessToPartnerPortal: false,
      },
      adminSettings: { shareReportWithPublic: false, shareReportWithinOrganization: true },
    });
    expect(s.csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong password with the form again and no session', async () => {
    const b = new Browser(t);
    const res = await b.signIn('alice', 'wrong-password-1');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The user name or password is not correct.');
    expect(res.body).toContain('value="alice"');
    expect(b.cookies.has('nl_session')).toBe(false);
    expect((await b.refresh()).signedIn).toBe(false);
  });

  it('escapes what the visitor typed in the form', async () => {
    const b = new Browser(t);
    const res = await b.signIn('<script>alert(1)</script>', 'wrong-password-1');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('signs in silently while the provider remembers the browser, and not after it forgets', async () => {
    const b = new Browser(t);
    await b.signIn('bob');
    b.cookies.delete('nl_session');
    const silent = await b.get('/api/identity/login?prompt=none&returnTo=/');
    const authorize = new URL(silent.headers.location as string);
    expect(authorize.searchParams.get('prompt')).toBe('none');
    const back = await b.get(authorize.pathname + authorize.search);
    expect(back.statusCode).toBe(303);
    const cb = new URL(back.headers.location as string);
    expect(cb.searchParams.get('code')).toBeTruthy();
    await b.get(cb.pathname + cb.search);
    expect((await b.refresh()).user.displayName).toBe('Bob Tester');

    const fresh = new Browser(t);
    const s2 = await fresh.get('/api/identity/login?prompt=none&returnTo=/report/x');
    const a2 = new URL(s2.headers.location as string);
    const b2 = await fresh.get(a2.pathname + a2.search);
    const cb2 = new URL(b2.headers.location as string);
    expect(cb2.searchParams.get('error')).toBe('login_required');
    const end = await fresh.get(cb2.pathname + cb2.search);
    expect(end.statusCode).toBe(303);
    expect(end.headers.location).toBe('/report/x');
    expect(fresh.cookies.has('nl_session')).toBe(false);
  });

  it('refuses a replayed or forged state, and a callback in another browser', async () => {
    const b = new Browser(t);
    const back = await b.postLoginForm('bob');
    const cb = new URL(back.headers.location as string);

    const other = new Browser(t);
    await other.get('/api/identity/login'); // gets its own browser cookie
    const stolen = await other.get(cb.pathname + cb.search);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.id).toBe('SIGN_IN_FAILED');
    // The state was used up by that attempt: the right browser cannot replay it either.
    const replay = await b.get(cb.pathname + cb.search);
    expect(replay.statusCode).toBe(400);
    const forged = await b.get(`/api/identity/callback?state=forged&code=${cb.searchParams.get('code')}`);
    expect(forged.statusCode).toBe(400);
    expect(b.cookies.has('nl_session')).toBe(false);
    // A browser gets the app with a message instead of a JSON body.
    const html = await b.request({
      url: '/api/identity/callback?state=forged',
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(303);
    expect(html.headers.location).toBe('/?signInError=SIGN_IN_FAILED');
  });

  it('keeps the token endpoint strict: code once, PKCE verifier, client and redirect', async () => {
    const b = new Browser(t);
    const back = await b.postLoginForm('bob');
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const token = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/token',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const base = {
      grant_type: 'authorization_code',
      code,
      client_id: 'netlens',
      redirect_uri: `${ORIGIN}/api/identity/callback`,
    };
    const wrong = await token({ ...base, code_verifier: 'x'.repeat(64) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    // The failed attempt used the code up.
    expect((await token({ ...base, code_verifier: 'y'.repeat(64) })).json().error).toBe('invalid_grant');
    expect((await token({ ...base, client_id: 'other', code_verifier: 'x' })).json().error).toBe(
      'invalid_client',
    );
  });

  it('rejects an unregistered redirect without redirecting', async () => {
    const res = await t.app.inject({
      url:
        '/oidc/authorize?client_id=netlens&redirect_uri=https://evil.example/cb&response_type=code&scope=openid&state=s&nonce=n&code_challenge_method=S256&code_challenge=' +
        'a'.repeat(43),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a sign-in form posted from another site', async () => {
    const b = new Browser(t);
    const res = await b.postLoginForm('bob', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(b.cookies.has('nl_op')).toBe(false);
  });

  it('ignores a tampered session cookie and rotates the session on sign-in', async () => {
    const b = new Browser(t);
    await b.signIn('alice');
    const first = b.cookies.get('nl_session')!;
    b.cookies.set('nl_session', `${first.slice(0, -2)}xx`);
    expect((await b.refresh()).signedIn).toBe(false);
    b.cookies.set('nl_session', first);
    await b.signIn('alice');
    const second = b.cookies.get('nl_session')!;
    expect(second).not.toBe(first);
    const old = new Browser(t);
    old.cookies.set('nl_session', first);
    expect((await old.refresh()).signedIn).toBe(false);
  });

  it('needs the CSRF token from this site for state-changing calls, and signs out everywhere', async () => {
    const one = new Browser(t);
    const two = new Browser(t);
    await one.signIn('alice');
    await two.signIn('alice');
    const noToken = await one.request({ method: 'POST', url: '/api/identity/logout', csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.id).toBe('CSRF_REJECTED');
    const otherSite = await one.request({
      method: 'POST',
      url: '/api/identity/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.statusCode).toBe(403);
    const crossSite = await one.request({
      method: 'POST',
      url: '/api/identity/logout',
      headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await one.refresh()).signedIn).toBe(true);

    const all = await one.request({ method: 'POST', url: '/api/identity/logout-everywhere' });
    expect(all.statusCode).toBe(200);
    expect(all.json().endSessionUrl).toBe(`${ORIGIN}/oidc/logout`);
    expect((await one.refresh()).signedIn).toBe(false);
    expect((await two.refresh()).signedIn).toBe(false);
  });

  it('publishes discovery, keys and the tenant configuration', async () => {
    const d = (await t.app.inject('/oidc/.well-known/openid-configuration')).json();
    expect(d).toMatchObject({ issuer: `${ORIGIN}/oidc`, code_challenge_methods_supported: ['S256'] });
    const keys = (await t.app.inject('/oidc/jwks')).json().keys;
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(keys[0].d).toBeUndefined();
    expect((await t.app.inject('/oidc/tenants/contoso/.well-known/openid-configuration')).statusCode).toBe(
      200,
    );
    expect((await t.app.inject('/oidc/tenants/nobody/.well-known/openid-configuration')).statusCode).toBe(
      404,
    );
  });
});
