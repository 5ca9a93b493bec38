import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { Instances, type Endpoint } from '@netlens/core';

/**
 * The public service's calls as its clients write them: its documentation links
 * `/endpoints/worldwide?clientrequestid=…`, its PowerShell sample sends `clientRequestId`, others
 * `ClientRequestId`. Before the schema validates, each query parameter whose name matches one of
 * the endpoint's without regard to case takes the canonical name (parameters it does not know are
 * dropped: ignored, as the public service does), fixed values take their canonical case
 * (`Format=csv` → CSV, `NoIPv6=True` → true), and the instance its canonical spelling
 * (`worldwide` → Worldwide). The OpenAPI document keeps the canonical names.
 */
const UpperValues = new Set(['Format']);
const LowerValues = new Set(['NoIPv6', 'AllVersions']);
const InstanceNames = new Map(Instances.map((i) => [i.toLowerCase(), i]));

function canonicalValue(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (UpperValues.has(name)) return value.toUpperCase();
  if (LowerValues.has(name)) return value.toLowerCase();
  return value;
}

/** The preValidation hook of one public endpoint (its query schema names the parameters). */
export function caseInsensitiveCall(endpoint: Endpoint): preValidationHookHandler {
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const names = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return (req: FastifyRequest, _reply, done) => {
    const query = req.query as Record<string, unknown>;
    const given = Object.entries(query);
    for (const key of Object.keys(query)) delete query[key];
    for (const [key, value] of given) {
      const name = names.get(key.toLowerCase());
      if (!name) continue;
      const v = canonicalValue(name, value);
      // The same parameter twice (in two spellings) is kept as both, which the schema refuses.
      query[name] = name in query ? [query[name], v].flat() : v;
    }
    const params = req.params as Record<string, unknown> | undefined;
    if (params && typeof params.instance === 'string') {
      params.instance = InstanceNames.get(params.instance.toLowerCase()) ?? params.instance;
    }
    done();
  };
}
