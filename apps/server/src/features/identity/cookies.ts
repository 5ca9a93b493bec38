import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie (httpOnly): its value is the session token. */
export const SESSION_COOKIE = 'nl_session';
/** A long-lived random id of this browser (httpOnly): binds logins and report claims to it. */
export const BROWSER_COOKIE = 'nl_browser';
/** The embedded provider's own sign-in session (oidc-provider's signed, httpOnly session cookie). */
export const PROVIDER_COOKIE = 'nl_op';

/** The cookies of a request, by name (the first of duplicates wins). */
export function readCookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // an undecodable cookie is ignored
    }
  }
  return out;
}

export interface CookieOptions {
  maxAgeSeconds: number | null;
  path: string;
  sameSite?: 'Lax' | 'Strict';
}

/** Adds a Set-Cookie header: httpOnly, SameSite, Secure when the request came over https. */
export function setCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  opts: CookieOptions,
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path}`, 'HttpOnly'];
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  if (req.protocol === 'https') parts.push('Secure');
  if (opts.maxAgeSeconds !== null) parts.push(`Max-Age=${opts.maxAgeSeconds}`);
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : previous ? [String(previous)] : [];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

/** Removes a cookie. */
export function clearCookie(req: FastifyRequest, reply: FastifyReply, name: string, path: string): void {
  setCookie(req, reply, name, '', { maxAgeSeconds: 0, path });
}
