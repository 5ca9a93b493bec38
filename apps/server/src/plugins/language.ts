import type { FastifyRequest } from 'fastify';
import { languageFromAcceptHeader, matchLanguage, type Language } from '@netlens/core';

/**
 * The language to answer in: ?lang= when supported, else the Accept-Language header. Reads the
 * raw URL, because a route's query schema may strip parameters it does not declare.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const q = req.url.indexOf('?');
  const lang = q < 0 ? null : new URLSearchParams(req.url.slice(q + 1)).get('lang');
  return matchLanguage(lang) ?? languageFromAcceptHeader(req.headers['accept-language']);
}
