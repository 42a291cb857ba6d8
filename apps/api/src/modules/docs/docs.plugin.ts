import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document, generated from the zod schemas of every route registered after this
 * plugin (so app.ts registers it before the routes). */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Learning platform API',
        description:
          'Accounts, access and application shell (/spa/api/v1 and /spa/v2). Send the session ' +
          'token as `Authorization: Bearer <token>` or as the `token` query parameter.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  const document = { schema: { hide: true } };
  app.get('/spa/docs', document, async () => app.swagger());
  app.get('/spa/docs/openapi.json', document, async () => app.swagger());
});
