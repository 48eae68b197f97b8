import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas: /api/openapi.json, and a docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Skillweave API',
        version: '0.1.0',
        description:
          'Skill profiles, recommendations, the company knowledge hub and peer learning. Every error answers ' +
          '`{ message, issues? }`. Writes act as the current user: the one signed in by the signup cookie, or the demo user.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
