import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { startFakeIssuer, type FakeIssuer } from '../../test/fake-issuer.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

/**
 * Attacks on the sign-in and the session, through HTTP only (status codes and cookies): forged
 * cross-site requests, a session id planted before sign-in, changed or forged session cookies,
 * and a replayed state or nonce at the sign-in callback. Each is refused.
 */
const kinds = await testDatabases();
const SESSION = 'nl_session';
const settings = '/api/ConnectivityTest/AdminSettings';
const change = { shareReportWithPublic: false, shareReportWithinOrganization: false };

async function signedIn(b: Browser): Promise<boolean> {
  return (await b.get('/api/identity/session')).json().signedIn === true;
}

describe.each(kinds)('refused attacks on the session (%s)', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'admin', ['netlens-org-admins']);
    await seedUser(t, 'contoso', 'mallory');
  });

  it('refuses a state-changing call without the CSRF token, with a wrong one, or from another site', async () => {
    const b = new Browser(t);
    await b.signIn('admin');
    const before = (await b.get('/api/ConnectivityTest/GetAdminSettings')).json();
    const attempts = [
      { csrf: false, headers: { origin: 'http://localhost' } },
      { csrf: false, headers: { origin: 'http://localhost', 'x-csrf-token': 'not-the-token' } },
      { csrf: false, headers: { origin: 'http://localhost', 'x-csrf-token': '' } },
      { csrf: true, headers: { origin: 'https://evil.example' } },
      { csrf: true, headers: { 'sec-fetch-site': 'cross-site', origin: 'null' } },
    ];
    for (const a of attempts) {
      for (const method of ['PUT', 'POST', 'DELETE'] as const) {
        const url =
          method === 'PUT'
            ? settings
            : method === 'POST'
              ? '/api/identity/logout-everywhere'
              : '/api/ConnectivityTest/DeleteReport/AAAAAAAAAAAAAAAAAAAAAA';
        const res = await b.request({ method, url, payload: method === 'PUT' ? change : undefined, ...a });
        expect(res.statusCode, `${method} ${JSON.stringify(a)}: ${res.body}`).toBe(403);
        expect(res.json().error.id).toBe('CSRF_REJECTED');
      }
    }
    // Nothing changed and the session survived every attempt; the real token then works.
    expect((await b.get('/api/ConnectivityTest/GetAdminSettings')).json()).toEqual(before);
    expect(await signedIn(b)).toBe(true);
    expect((await b.request({ method: 'PUT', url: settings, payload: change })).statusCode).toBe(200);
  });

  it('does not adopt a session id planted before sign-in', async () => {
    // A made-up value, and a real session of the attacker's, planted in the victim's browser.
    const mallory = new Browser(t);
    await mallory.signIn('mallory');
    const planted = [`attacker-chosen-${'x'.repeat(20)}`, mallory.cookies.get(SESSION)!];
    for (const value of planted) {
      const victim = new Browser(t);
      victim.cookies.set(SESSION, value);
      await victim.signIn('admin');
      const issued = victim.cookies.get(SESSION);
      expect(issued).toBeDefined();
      expect(issued).not.toBe(value);
      expect(await signedIn(victim)).toBe(true);
      // The planted value opens nothing afterwards: not the victim's account, not the attacker's.
      const attacker = new Browser(t);
      attacker.cookies.set(SESSION, value);
      expect(await signedIn(attacker)).toBe(false);
      expect((await attacker.get('/api/OwnedReports')).statusCode).toBe(401);
    }
  });

  it('refuses a changed, forged, oversized or doubled session cookie', async () => {
    const b = new Browser(t);
    await b.signIn('admin');
    const real = b.cookies.get(SESSION)!;
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const tampered = [
      flip(real, 0),
      flip(real, real.length - 1),
      real.slice(0, -1),
      `${real}x`,
      real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase(),
      'forged-session-token-forged-session-token',
      'A'.repeat(5000),
      '%E0%A4%A',
      '',
    ];
    for (const value of tampered) {
      const res = await t.app.inject({
        url: '/api/OwnedReports',
        headers: { cookie: `${SESSION}=${value}` },
      });
      expect(res.statusCode, value.slice(0, 50)).toBe(401);
      const session = await t.app.inject({
        url: '/api/identity/session',
        headers: { cookie: `${SESSION}=${value}` },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().signedIn).toBe(false);
    }
    // A forged cookie before the real one: the first of duplicates counts, and it is refused.
    const doubled = await t.app.inject({
      url: '/api/OwnedReports',
      headers: { cookie: `${SESSION}=${flip(real, 3)}; ${SESSION}=${real}` },
    });
    expect(doubled.statusCode).toBe(401);
    expect(await signedIn(b)).toBe(true);
  });

  it('refuses a sign-in callback replayed with a used state, or finished in another browser', async () => {
    const b = new Browser(t);
    const form = await b.openLoginForm('/reports');
    const back = await b.submitLoginForm(form, 'admin', 'correct-horse-battery');
    expect(back.statusCode).toBe(303);
    const callback = new URL(back.headers.location as string);
    // Another browser presenting the callback first: refused, and it burns the state.
    const thief = new Browser(t);
    const stolen = await thief.get(callback.pathname + callback.search);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.cookies.find((c) => c.name === SESSION && c.value)).toBeUndefined();
    expect(await signedIn(thief)).toBe(false);
    // The state is used: the owner's own callback is refused too, and so is any replay.
    for (let i = 0; i < 2; i++) {
      const replay = await b.get(callback.pathname + callback.search);
      expect(replay.statusCode).toBe(400);
      expect(await signedIn(b)).toBe(false);
    }
    // An unknown or missing state.
    for (const q of ['?code=x&state=made-up-state', '?code=x', '?state=']) {
      expect((await b.get(`/api/identity/callback${q}`)).statusCode).toBe(400);
    }
    // A person in a browser lands on the app with the error named, not signed in.
    const html = await b.request({
      url: callback.pathname + callback.search,
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(303);
    expect(html.headers.location).toContain('signInError=');
    expect(await signedIn(b)).toBe(false);
  });
});

describe('refused replay of an ID token nonce (external issuer, sqlite)', () => {
  let t: TestApp;
  let idp: FakeIssuer;
  beforeAll(async () => {
    idp = await startFakeIssuer('app-1');
    t = await startTestApp('sqlite', {
      OIDC_ISSUER: `${idp.base}/organizations/v2.0`,
      OIDC_CLIENT_ID: 'app-1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const claims = {
    sub: 'pairwise-9',
    oid: 'object-9',
    tid: 'tenant-n',
    name: 'Nia Nonce',
    preferred_username: 'nia@n.example',
  };
  async function start(b: Browser) {
    const res = await b.get('/api/identity/login?returnTo=/reports');
    expect(res.statusCode).toBe(303);
    const authorize = res.headers.location as string;
    return {
      authorize,
      state: new URL(authorize).searchParams.get('state')!,
      nonce: new URL(authorize).searchParams.get('nonce')!,
    };
  }

  it('signs in with its own nonce, and refuses an ID token carrying an earlier sign-in’s nonce', async () => {
    const b = new Browser(t);
    const first = await start(b);
    const ok = await b.get(
      `/api/identity/callback?code=${idp.approve(first.authorize, claims)}&state=${first.state}`,
    );
    expect(ok.statusCode).toBe(303);
    expect(await signedIn(b)).toBe(true);

    const other = new Browser(t);
    const second = await start(other);
    const code = idp.approve(second.authorize, { ...claims, nonce: first.nonce });
    const replay = await other.get(`/api/identity/callback?code=${code}&state=${second.state}`);
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies.find((c) => c.name === SESSION && c.value)).toBeUndefined();
    expect(await signedIn(other)).toBe(false);
    // An ID token without a nonce is refused as well.
    const third = await start(other);
    const none = await other.get(
      `/api/identity/callback?code=${idp.approve(third.authorize, { ...claims, nonce: undefined })}&state=${third.state}`,
    );
    expect(none.statusCode).toBe(400);
    expect(await signedIn(other)).toBe(false);
  });
});
