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

  /** The whole authorization-code flow through the embedded provider's sign-in form. */
  /** Starts a sign-in and posts the provider's form straight away (no page load); its answer. */
  async postLoginForm(
    username: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const start = await this.get('/api/identity/login');
    const authorize = new URL(start.headers.location as string);
    return this.request({
      method: 'POST',
      url: '/oidc/login',
      payload: { ...Object.fromEntries(authorize.searchParams), username, password: PASSWORD },
      headers,
    });
  }

  async signIn(
    username: string,
    password = PASSWORD,
    returnTo = '/reports',
  ): Promise<LightMyRequestResponse> {
    const start = await this.get(`/api/identity/login?returnTo=${encodeURIComponent(returnTo)}`);
    if (start.statusCode !== 303) throw new Error(`login answered ${start.statusCode}: ${start.body}`);
    const authorize = new URL(start.headers.location as string);
    const form = await this.get(authorize.pathname + authorize.search);
    let back: LightMyRequestResponse = form;
    if (form.statusCode === 200) {
      back = await this.request({
        method: 'POST',
        url: '/oidc/login',
        payload: { ...Object.fromEntries(authorize.searchParams), username, password },
        headers: { 'content-type': 'application/json' },
      });
    }
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
