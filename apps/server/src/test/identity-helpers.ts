import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.js';
import { addToGroup, createOrganization, createUser } from '../features/identity/admin.js';

/** Integration-test helpers for sign-in: seeded accounts and a browser-like cookie jar. */
export const PASSWORD = 'correct-horse-battery';
export const ORIGIN = 'http://localhost';

export async function seedOrg(t: TestApp, tenantId: string, subScope?: string) {
  await createOrganization(t.app.db, {
    name: `Org ${tenantId}`,
    tenantId,
    subScope,
    privacyUrl: `https://${tenantId}.example/privacy`,
    domains: [`${tenantId}.example`],
  });
}

export async function seedUser(
  t: TestApp,
  tenantId: string,
  username: string,
  groups: string[] = [],
  guest = false,
) {
  const { id } = await createUser(t.app.db, {
    tenantId,
    username,
    displayName: `${username[0]!.toUpperCase()}${username.slice(1)} Tester`,
    email: `${username}@${tenantId}.example`,
    password: PASSWORD,
    guest,
  });
  for (const g of groups) await addToGroup(t.app.db, username, g);
  return id;
}

/** A browser: keeps cookies, sends the CSRF token and its origin on state-changing calls. */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf: string | null = null;
  /** `remoteAddress`: the client address this browser's requests come from (per-address limits). */
  constructor(
    readonly t: TestApp,
    readonly remoteAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = opts;
    const method = String(rest.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      ...(rest.headers as Record<string, string>),
    };
    if (method !== 'GET' && csrf) {
      headers.origin ??= ORIGIN;
      if (this.csrf) headers['x-csrf-token'] ??= this.csrf;
    }
    const from = this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
    return this.keep(await this.t.app.inject({ ...from, ...rest, method: method as 'GET', headers }));
  }

  get = (url: string) => this.request({ url });

  /** Follows the provider's redirects under /oidc until it shows a page or sends the browser back. */
  async follow(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    while (res.statusCode === 303 || res.statusCode === 302) {
      const to = new URL(res.headers.location as string, ORIGIN);
      if (!to.pathname.includes('/oidc/')) return res;
      res = await this.get(to.pathname + to.search);
    }
    return res;
  }

  /** Starts a sign-in and opens the provider's sign-in form; the form's address. */
  async openLoginForm(returnTo = '/reports'): Promise<LightMyRequestResponse> {
    const start = await this.get(`/api/identity/login?returnTo=${encodeURIComponent(returnTo)}`);
    if (start.statusCode !== 303) throw new Error(`login answered ${start.statusCode}: ${start.body}`);
    const authorize = new URL(start.headers.location as string);
    return this.follow(await this.get(authorize.pathname + authorize.search));
  }

  /** Posts the provider's sign-in form; the answer after the provider's own redirects. */
  async submitLoginForm(
    form: LightMyRequestResponse,
    username: string,
    password = PASSWORD,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const action = /<form method="post" action="([^"]+)"/.exec(form.body)?.[1];
    if (!action) throw new Error(`no sign-in form: ${form.statusCode} ${form.body}`);
    const res = await this.request({ method: 'POST', url: action, payload: { username, password }, headers });
    return this.follow(res);
  }

  /** Starts a sign-in and posts the provider's form; its answer (the redirect back to the site). */
  async postLoginForm(
    username: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.submitLoginForm(await this.openLoginForm('/'), username, PASSWORD, headers);
  }

  /** The whole authorization-code flow through the embedded provider's sign-in form. */
  async signIn(
    username: string,
    password = PASSWORD,
    returnTo = '/reports',
  ): Promise<LightMyRequestResponse> {
    const form = await this.openLoginForm(returnTo);
    const back = form.statusCode === 200 ? await this.submitLoginForm(form, username, password) : form;
    if (back.statusCode !== 303) return back;
    const callback = new URL(back.headers.location as string);
    const done = await this.get(callback.pathname + callback.search);
    await this.refresh();
    return done;
  }

  async refresh() {
    const session = await this.get('/api/identity/session');
    this.csrf = session.json().csrfToken;
    return session.json();
  }
}
