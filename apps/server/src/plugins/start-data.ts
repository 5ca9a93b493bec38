import {
  FlagServiceAgent,
  FlagServiceModel,
  FlagServiceVersion,
  endpointUrl,
  endpoints,
  environmentGroupOf,
  type Endpoint,
} from '@netlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the page's element carrying the start data (read by the web app's `lib/startData.ts`). */
export const StartDataElementId = 'start-data';

/** The request's headers an endpoint's answer may depend on (who calls, in which language, how). */
function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of [
    'cookie',
    'host',
    'accept-language',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-host',
  ]) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The answers the shell waits for before it shows a page, and whether the session is signed in. */
export interface StartData {
  /** `{"config":…,"flags":…,"session":…}`, each the endpoint's own answer; a failed call is left out. */
  json: string;
  /** The session's answer carries a CSRF token: the page is this visitor's alone. */
  personal: boolean;
}

/**
 * The answers of GetFrontendConfiguration, ReadFeatureFlags (the web agent, the configuration's
 * environment group) and ReadSession for this page request's caller, each asked of the endpoint
 * itself (in process, with the request's cookie and language), so they are exactly what the web
 * app would fetch: the same services, policies and response schemas.
 */
export async function startData(
  app: FastifyInstance,
  req: FastifyRequest,
  prefix: string,
): Promise<StartData> {
  const headers = forwardedHeaders(req);
  const ask = async (url: string): Promise<string | null> => {
    try {
      const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
      return answer.statusCode === 200 ? answer.body : null;
    } catch (error) {
      req.log.warn({ err: error, url }, 'a start answer could not be embedded in the page');
      return null;
    }
  };
  const url = (endpoint: Endpoint, input?: { params?: unknown; query?: unknown }) =>
    endpointUrl(prefix, endpoint, input);

  const [config, session] = await Promise.all([
    ask(url(endpoints.GetFrontendConfiguration)),
    ask(url(endpoints.ReadSession)),
  ]);
  const env = config ? (JSON.parse(config) as { env?: unknown }).env : undefined;
  const flags =
    typeof env === 'string'
      ? await ask(
          url(endpoints.ReadFeatureFlags, {
            params: { model: FlagServiceModel, version: FlagServiceVersion },
            query: { agents: FlagServiceAgent, environment: environmentGroupOf(env) },
          }),
        )
      : null;
  const parts = Object.entries({ config, flags, session }).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  // Inside <script>, only "<" could end the element early; in JSON it can only be in a string.
  const json = `{${parts.map(([key, text]) => `"${key}":${text}`).join(',')}}`.replace(/</g, '\\u003c');
  const csrf = session ? (JSON.parse(session) as { csrfToken?: unknown }).csrfToken : null;
  return { json, personal: typeof csrf === 'string' && csrf !== '' };
}

/** The page with its start data in a JSON element just before the end of its body. */
export function pageWithStartData(html: string, data: StartData): string {
  const element = `<script type="application/json" id="${StartDataElementId}">${data.json}</script>`;
  return html.replace('</body>', `${element}</body>`);
}
