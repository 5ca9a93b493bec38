import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  type BodySchemaOf,
  type Endpoint,
  type ParamsSchemaOf,
  type QuerySchemaOf,
  type SuccessStatusOf,
} from '@netlens/core';
import { KeptAnswer } from './kept-answers.js';

type ResponseMap<E extends Endpoint> = (E extends { readonly response: infer S extends z.ZodType }
  ? { [K in SuccessStatusOf<E>]: S }
  : unknown) & { [K in E['errors'][number]]: typeof ErrorBodySchema };

/** The Fastify schema of an endpoint, as the type provider sees it. */
interface EndpointSchema<E extends Endpoint> extends FastifySchema {
  params: ParamsSchemaOf<E>;
  querystring: QuerySchemaOf<E>;
  body: BodySchemaOf<E>;
  response: ResponseMap<E>;
}

/** A handler typed from its endpoint: params, query and body as validated, the answer as declared. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What a route adds to its endpoint: hooks, limits, rate limits (method, URL and schema come from the table). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** The Fastify schema of an endpoint: validation, serialization and the OpenAPI document. */
export function endpointSchema(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[endpoint.status ?? 200] = endpoint.response;
  for (const status of endpoint.errors) response[status] = ErrorBodySchema;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.admin ? { security: [{ adminToken: [] }] } : {}),
    // A form-encoded body may also come as JSON.
    ...(endpoint.bodyType === 'form'
      ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] }
      : {}),
    ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/**
 * Registers the route of one entry of the endpoint table (under the scope's prefix): its method,
 * path and schemas from the table, the rest from `opts`.
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  opts: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    ...opts,
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * A serializer compiler for routes whose answers the handler builds field by field: each status's
 * zod schema becomes JSON Schema once, when the route is registered, and fast-json-stringify
 * writes the answers from it, so only the fields the schema names leave, in the types it names.
 * The default (zod) serializer checks every answer against its schema before writing it, which
 * cost several times the writing itself on the busiest calls. Throws at registration for a
 * schema JSON Schema cannot express (a transform), so it is never used where zod's own
 * encoding would differ.
 */
export function schemaSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-07' });
  return fastJson(nullablesOf(json) as never);
}

type JsonSchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is JsonSchemaNode => typeof v === 'object' && v !== null;
const isNullType = (v: unknown) => isNode(v) && v.type === 'null' && Object.keys(v).length === 1;

/**
 * The schema with each "this or null" (zod's `.nullable()`, JSON Schema's `anyOf` of a schema
 * and `{ type: 'null' }`) written as that schema with `nullable: true`. fast-json-stringify
 * writes such a value after one test for null, where for an `anyOf` it validates the value
 * against each branch (with Ajv) to choose one, which cost more than the writing itself.
 */
function nullablesOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullablesOf);
  if (!isNode(node)) return node;
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullablesOf(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const other = branches.find((b) => !isNullType(b));
  if (!isNode(other) || !branches.some(isNullType)) return out;
  const { anyOf: _, ...siblings } = out;
  return { ...siblings, ...other, nullable: true };
}

/**
 * A large answer of `endpoint` serialised once as JSON bytes, to be kept and sent with
 * `sendKept` (kept-answers.ts): typed by the endpoint's response schema, it skips the
 * per-request schema serialiser and the cost of writing a long string to the socket (a megabyte
 * costs a fraction of either), and is compressed once per coding.
 */
export function keptJson<E extends Endpoint & { readonly response: z.ZodType }>(
  _endpoint: E,
  data: z.output<E['response']>,
): KeptAnswer {
  return new KeptAnswer('application/json; charset=utf-8', JSON.stringify(data));
}
