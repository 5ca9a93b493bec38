import type { FastifyReply } from 'fastify';
import { AppError } from '@netlens/core';

/**
 * Answers a photo (kept by the browser for an hour), or 404 with the usual error body when there
 * is none. The reply is taken untyped: the entry's answer is an image, not a schema's JSON.
 */
export function sendPhoto(reply: FastifyReply, photo: { type: string; bytes: Buffer } | null) {
  if (!photo) throw new AppError('NOT_FOUND');
  return reply.header('cache-control', 'private, max-age=3600').type(photo.type).send(photo.bytes);
}
