import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${opts.prefix}/api/docs` });
});
