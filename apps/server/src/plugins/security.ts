import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const csp = (connectOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // The UI kit injects its styles at run time; scripts stay strictly same-origin files.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The front doors' probe endpoints are measured from the page.
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Security headers sent with every answer; `connectOrigins` are origins the page may fetch from. */
export function securityHeaders(connectOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'content-security-policy': csp(connectOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/** Adds the security headers (computed once, here) and the request id to every response. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { connectOrigins?: readonly string[] }) => {
    const headers = securityHeaders(opts.connectOrigins);
    app.addHook('onSend', (req, reply, payload, done) => {
      reply.headers(headers);
      reply.header('x-request-id', req.id);
      done(null, payload);
    });
  },
);
