import { createApiClient, endpoints, type ApiClient, type FetchLike } from '@netlens/core';

/**
 * A browser of the running server, as the demo data's customers use it: it keeps its cookies,
 * signs in through the sign-in form like a person, and sends each call from a chosen network
 * address (X-Forwarded-For, honoured when the server runs with TRUST_PROXY).
 */
export class DemoBrowser {
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;
  /** The address the next calls come from. */
  address = '';
  readonly api: ApiClient;

  constructor(private readonly base: string) {
    this.api = createApiClient({
      base,
      fetch: (url, init) => this.fetch(url, init),
      csrfToken: () => this.csrf,
    });
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { origin: new URL(this.base).origin, ...extra };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (this.address) headers['x-forwarded-for'] = this.address;
    return headers;
  }

  /** The browser's cookies as a Cookie header (its session, once signed in). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  private readonly fetch: FetchLike = async (url, init) =>
    this.keep(await fetch(url, { ...init, headers: this.headers(init.headers), redirect: 'manual' }));

  private async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base).toString();
    const headers = this.headers(init.headers as Record<string, string> | undefined);
    return this.keep(await fetch(url, { ...init, headers, redirect: 'manual' }));
  }

  /** Follows the embedded provider's redirects (under /oidc) until it shows a page or sends the browser back. */
  private async follow(res: Response): Promise<Response> {
    for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
      const to = new URL(res.headers.get('location') ?? '', this.base);
      if (!to.pathname.includes('/oidc/')) return res;
      res = await this.raw(to.toString());
    }
    return res;
  }

  /** Signs in with a local account through the embedded provider's form, as a person does. */
  async signIn(username: string, password: string): Promise<void> {
    const start = await this.raw('/api/identity/login?returnTo=%2F');
    const authorize = start.headers.get('location');
    if (start.status !== 303 || !authorize) throw new Error(`sign-in did not start (${start.status})`);
    const form = await this.follow(await this.raw(authorize));
    const action = /<form method="post" action="([^"]+)"/
      .exec(await form.text())?.[1]
      ?.replaceAll('&amp;', '&');
    if (!action) throw new Error(`no sign-in form for ${username} (${form.status})`);
    const back = await this.follow(
      await this.raw(new URL(action, this.base).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
      }),
    );
    const callback = back.headers.get('location');
    if (back.status !== 303 || !callback)
      throw new Error(`sign-in of ${username} was refused (${back.status})`);
    await this.raw(callback);
    this.csrf = (await this.api.call(endpoints.ReadSession)).csrfToken ?? null;
    if (!this.csrf) throw new Error(`sign-in of ${username} made no session`);
  }
}
