import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { Browser, seedOrg, seedUser } from '../test/identity-helpers.js';

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-start-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><base href="/" /></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The start data a page carries. */
function embedded(html: string): Record<string, unknown> {
  const text = /<script type="application\/json" id="start-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (text === undefined) throw new Error(`no start data in ${html}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const flagsUrl = '/config/v1/ConnectivityTest/1.0?agents=ConnectivityTestWeb&environment=production';

describe('the start data in the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { WEB_DIST: dist(), FEATURE_FLAGS: 'copilot=true' });
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice');
  });
  afterAll(async () => t?.close());

  it("gives a signed-out visitor the endpoints' own answers, in a page any visitor may revalidate", async () => {
    const b = new Browser(t);
    const page = await b.request({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toContain('Cookie');
    const data = embedded(page.body);
    expect(data.config).toEqual(
      (await b.get('/api/AnonymousConnectivityTest/GetFrontendConfiguration')).json(),
    );
    expect(data.flags).toEqual((await b.get(flagsUrl)).json());
    expect(
      (data.flags as { agents: Record<string, { copilot: boolean }> }).agents.ConnectivityTestWeb?.copilot,
    ).toBe(true);
    const session = (await b.get('/api/identity/session')).json();
    expect(data.session).toEqual(session);
    expect(session.signedIn).toBe(false);
  });

  it('gives a signed-in visitor their own session, CSRF token included, in a page never stored', async () => {
    const b = new Browser(t);
    await b.signIn('alice');
    const page = await b.request({ url: '/reports', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const data = embedded(page.body) as { session: { signedIn: boolean; csrfToken: string } };
    const session = (await b.get('/api/identity/session')).json();
    expect(data.session).toEqual(session);
    expect(data.session.signedIn).toBe(true);
    expect(data.session.csrfToken).toBe(b.csrf);

    // Another visitor at the same moment gets a signed-out page.
    const other = await new Browser(t).request({ url: '/reports', headers: { accept: 'text/html' } });
    expect((embedded(other.body).session as { signedIn: boolean }).signedIn).toBe(false);
  });
});
