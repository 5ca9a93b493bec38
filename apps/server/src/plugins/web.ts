import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { pickEncoding, type StoredEncoding } from './encoding.js';
import { sendError } from './errors.js';
import { pageWithStartData, startData } from './start-data.js';

const apiRoots = ['/api', '/config', '/probe', '/livez', '/readyz'];

function wantsPage(req: FastifyRequest, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  const accept = req.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page in one encoding; it is made per request (it carries the visitor's start data), so quickly. */
function encodePage(html: string, encoding: StoredEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipped(html, { level: 6 });
}

/** The cache lifetime of a built file, from its path (a compressed copy is its file's). */
function cacheControl(filePath: string): string {
  const file = filePath.replace(/\.(?:br|gz)$/, '');
  // Hashed assets never change; the page is checked on every load; the icon may wait a day.
  if (file.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return file.endsWith('.html') ? 'no-cache' : 'public, max-age=86400';
}

/**
 * Serves the built web app under the cloud's path prefix, answers unknown page paths with the
 * app (it shows the wrong-route hint) and unknown API paths with a coded 404. Files go out in
 * the compressed copy (brotli, else gzip) the build wrote beside them when the browser accepts
 * it, with `Vary: Accept-Encoding`; the page itself carries the visitor's start data
 * (`start-data.ts`) and is compressed per request.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { prefix: string; webDist: string | undefined }) => {
    const { prefix } = opts;
    const indexFile = opts.webDist ? join(opts.webDist, 'index.html') : undefined;
    const indexHtml =
      indexFile && existsSync(indexFile)
        ? readFileSync(indexFile, 'utf8').replace('<base href="/" />', `<base href="${prefix}/" />`)
        : undefined;
    if (!indexHtml) {
      app.log.warn('the web app is not built (run "npm run build"); only the API is served');
    } else {
      await app.register(fastifyStatic, {
        root: opts.webDist!,
        prefix: `${prefix}/`,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are served in place of their file, never at their own paths; the
        // page only as the cloud's (its <base> rewritten), also at /index.html.
        globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
        setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControl(filePath)),
      });
    }

    // The page carries the answers the shell waits for (configuration, flags, this visitor's
    // session), so the start page needs no call, nor the contract, before it can run a test. A
    // signed-in visitor's page (its CSRF token) is never stored; no page is shared across cookies.
    const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
      const data = await startData(app, req, prefix);
      const html = pageWithStartData(indexHtml!, data);
      reply.code(200).header('Cache-Control', data.personal ? 'private, no-store' : 'no-cache');
      reply.header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(await encodePage(html, encoding));
    };

    if (indexHtml) {
      for (const path of [`${prefix}/`, `${prefix}/index.html`]) {
        app.get(path, { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
      }
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      const inPrefix = !prefix || path === prefix || path.startsWith(`${prefix}/`);
      const local = inPrefix ? path.slice(prefix.length) || '/' : path;
      const isApi = apiRoots.some((r) => local === r || local.startsWith(`${r}/`));
      if (indexHtml && !isApi && wantsPage(req, path)) {
        if (!inPrefix) return reply.redirect(`${prefix}${req.url}`);
        return sendIndex(req, reply);
      }
      return sendError(req, reply, 'ROUTE_NOT_FOUND');
    });
  },
);
