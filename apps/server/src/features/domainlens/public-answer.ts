import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@netlens/core';
import type { Answer } from './present.js';

/** What the public service's calls share: the client's request id, the answer's form, validators. */
const Guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Format = 'JSON' | 'CSV' | 'RSS';

/** The caller's form (JSON unless named); a missing or malformed ClientRequestId is refused. */
export function checkClient<F extends Format>(q: { ClientRequestId?: string; Format?: F }): F | 'JSON' {
  if (!q.ClientRequestId || !Guid.test(q.ClientRequestId)) {
    const details = [{ path: 'query.ClientRequestId', message: 'a GUID naming this request' }];
    throw new AppError('CLIENT_REQUEST_ID_REQUIRED', { details });
  }
  return q.Format ?? 'JSON';
}

/** Answers 304 when the caller holds this state already; otherwise sets the validators. */
export function notModified(req: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const url = req.url.replace(/([?&])ClientRequestId=[^&]*/i, '$1');
  const etag = `"${createHash('sha256').update(`${state}|${url}`).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'public, max-age=3600');
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((t) => t.trim() === etag)) {
    void reply.code(304).send();
    return true;
  }
  return false;
}

export function sendAnswer(reply: FastifyReply, answer: Answer) {
  return reply.type(answer.type).send(answer.text);
}
