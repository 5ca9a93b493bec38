import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRONT_DOOR_ID_HEADER, ProbeDownloadQuerySchema } from '@netlens/core';
import { randomByteStream } from './random-stream.js';

/**
 * Probe endpoints every instance serves as a front door. Cheap by design: no database, no rate
 * limit, no per-request log line below warn level, headers computed once.
 */
export async function probeRoutes(app: FastifyInstance, opts: { frontDoorId: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const headers = {
    'cache-control': 'no-store',
    'timing-allow-origin': '*',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': FRONT_DOOR_ID_HEADER,
    // Replaces the site-wide same-origin policy: other origins' pages probe this one.
    'cross-origin-resource-policy': 'cross-origin',
    [FRONT_DOOR_ID_HEADER]: opts.frontDoorId,
  };
  // Runs after the security headers (parent hooks first), on answers and errors alike.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
  const cheap = { logLevel: 'warn' as const, config: { rateLimit: false } };
  const body = `${opts.frontDoorId}\n`;

  r.get(
    '/probe/latency',
    { ...cheap, schema: { tags: ['probes'], summary: 'Tiny uncached answer for latency samples' } },
    (_req, reply) => reply.type('text/plain; charset=utf-8').send(body),
  );

  r.get(
    '/probe/download',
    {
      ...cheap,
      schema: {
        tags: ['probes'],
        summary: 'N incompressible bytes for throughput tests',
        querystring: ProbeDownloadQuerySchema,
      },
    },
    (req, reply) =>
      reply
        .type('application/octet-stream')
        .header('content-length', req.query.bytes)
        .send(randomByteStream(req.query.bytes)),
  );

  // Browsers ask first when a probe carries headers of its own.
  r.options('/probe/*', { ...cheap, schema: { hide: true } }, (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', '*')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
