import type { FastifyRequest } from 'fastify';

/** The site's origin as browsers reach it: PUBLIC_URL, else the request's own scheme and host. */
export function siteOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return new URL(publicUrl ?? `${req.protocol}://${req.host}`).origin;
}

/**
 * True when a state-changing request comes from the site's own pages. Browsers say so in
 * Sec-Fetch-Site; without it, the Origin (or Referer) must name the site's origin. Under the
 * site's no-referrer policy browsers send `Origin: null`, which alone proves nothing.
 */
export function sameOrigin(req: FastifyRequest, origin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const given = req.headers.origin ?? req.headers.referer;
  if (typeof given !== 'string' || given === 'null') return false;
  try {
    return new URL(given).origin === origin;
  } catch {
    return false;
  }
}
