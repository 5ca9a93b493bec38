import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A route's documented schema (zod's, converted): an endpoint that answers a file (its `produces`
 * and no JSON answer, such as a photo) gets its 200 response, the file in each of its media types;
 * a redirect, which produces nothing, is left as it is.
 */
function documentedSchema(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  const produces = schema?.produces as string[] | undefined;
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  if (!schema || !produces || Object.keys(response).some((s) => s.startsWith('2'))) return out;
  const file = { schema: { type: 'string', format: 'binary' } };
  const content = Object.fromEntries(produces.map((type) => [type, file]));
  return {
    ...out,
    schema: { ...schema, response: { 200: { description: 'The file', content }, ...response } },
  };
}

/** OpenAPI generated from the routes' zod schemas, with the interactive UI at {prefix}/api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { prefix: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Network connectivity test API',
        description: 'Generated from the zod schemas of the shared contract.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: documentedSchema,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${opts.prefix}/api/docs` });
});
