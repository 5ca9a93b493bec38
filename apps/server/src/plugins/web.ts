import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.js';

const apiRoots = ['/api', '/config', '/probe', '/livez', '/readyz'];

function wantsPage(req: FastifyRequest, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  const accept = req.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app under the cloud's path prefix, answers unknown page paths with the
 * app (it shows the wrong-route hint) and unknown API paths with a coded 404.
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
        setHeaders: (reply, filePath) => {
          // Hashed assets never change; the page is checked on every load; the icon may wait a day.
          reply.header(
            'Cache-Control',
            filePath.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : filePath.endsWith('.html')
                ? 'no-cache'
                : 'public, max-age=86400',
          );
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

    if (indexHtml) {
      app.get(`${prefix}/`, { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      const inPrefix = !prefix || path === prefix || path.startsWith(`${prefix}/`);
      const local = inPrefix ? path.slice(prefix.length) || '/' : path;
      const isApi = apiRoots.some((r) => local === r || local.startsWith(`${r}/`));
      if (indexHtml && !isApi && wantsPage(req, path)) {
        if (!inPrefix) return reply.redirect(`${prefix}${req.url}`);
        return sendIndex(reply);
      }
      return sendError(req, reply, 'ROUTE_NOT_FOUND');
    });
  },
);
