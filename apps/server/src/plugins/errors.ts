import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCatalogue, translate, type ErrorBody, type ErrorId } from '@netlens/core';
import { isDatabaseUnreachable } from '../db/index.js';
import { requestLanguage } from './language.js';

/** Seconds a caller is asked to wait (`Retry-After`) while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type Detail = { path: string; message: string };

/** Writes the one error shape every failure of the API answers with. */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  id: ErrorId,
  opts: { details?: Detail[]; params?: Record<string, string | number>; retryAfterSeconds?: number } = {},
): FastifyReply {
  const { status, messageKey } = ErrorCatalogue[id];
  const path = req.url.split('?')[0] ?? req.url;
  const detail = opts.details?.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
  const body: ErrorBody = {
    error: {
      id,
      status,
      message: translate(requestLanguage(req), messageKey, {
        method: req.method,
        path,
        detail: detail ?? '',
        ...opts.params,
      }),
      messageKey,
      method: req.method,
      path,
      requestId: String(req.id),
      ...(opts.details ? { details: opts.details } : {}),
    },
  };
  if (opts.retryAfterSeconds !== undefined) reply.header('retry-after', String(opts.retryAfterSeconds));
  if (status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const badUrl: Detail[] = [{ path: 'url', message: 'the path or query is not valid percent-encoded UTF-8' }];

/**
 * Fastify's own refusals before routing (a path that does not decode): the same error shape,
 * naming the URL.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    sendError(req, reply, 'MALFORMED_QUERY', { details: badUrl });
    return;
  }
  sendError(req, reply, 'VALIDATION_FAILED', { details: [{ path: 'url', message: err.message }] });
}

function classify(err: FastifyError): {
  id: ErrorId;
  details?: Detail[];
  params?: Record<string, string | number>;
  retryAfterSeconds?: number;
} | null {
  // A failure (even one a feature wrapped as its own 500) caused by the database being out of
  // reach is temporary: 503 with Retry-After, never a 500.
  if (!(err instanceof AppError && err.status < 500) && isDatabaseUnreachable(err))
    return { id: 'SERVICE_UNAVAILABLE' };
  if (err instanceof AppError)
    return { id: err.id, details: err.details, params: err.params, retryAfterSeconds: err.retryAfterSeconds };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request';
    return {
      id: 'VALIDATION_FAILED',
      details: err.validation.map((v) => ({
        path: [where, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      })),
    };
  }
  const body = (message: string) => [{ path: 'body', message }];
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { id: 'BODY_TOO_LARGE', details: body('larger than the server accepts') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        id: 'UNSUPPORTED_MEDIA_TYPE',
        details: [
          {
            path: 'headers.content-type',
            message: 'send application/json (or the form type the endpoint names)',
          },
        ],
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { id: 'MALFORMED_BODY', details: body('empty, while the content type says JSON') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { id: 'MALFORMED_BODY', details: body(err.message) };
    case 'FST_ERR_BAD_URL':
      return { id: 'MALFORMED_QUERY', details: badUrl };
  }
  if (err instanceof SyntaxError && err.statusCode === 400)
    return { id: 'MALFORMED_BODY', details: body(err.message) };
  if (err.statusCode === 429) return { id: 'RATE_LIMITED' };
  if (err.statusCode === 405) return { id: 'METHOD_NOT_ALLOWED' };
  if (err.statusCode === 404) return { id: 'NOT_FOUND' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { id: 'VALIDATION_FAILED', details: [{ path: '', message: err.message }] };
  }
  return null;
}

/**
 * One error handler for the whole API: coded errors, localized messages, no internals in 5xx. A
 * 413 names the limit of the route it came from (its own `bodyLimit`, else the server's).
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { bodyLimit: number }) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = classify(err);
    if (known) {
      if (known.id === 'SERVICE_UNAVAILABLE') req.log.warn({ err: err.message }, 'database unreachable');
      const params =
        known.id === 'BODY_TOO_LARGE'
          ? { limit: req.routeOptions.bodyLimit ?? opts.bodyLimit }
          : known.params;
      return sendError(req, reply, known.id, {
        details: known.details,
        params,
        retryAfterSeconds: known.retryAfterSeconds,
      });
    }
    req.log.error({ err, reqId: req.id, method: req.method, url: req.url }, 'request failed');
    return sendError(req, reply, 'INTERNAL');
  });
});
