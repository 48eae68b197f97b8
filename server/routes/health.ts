import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The server listens only after migrations and seeding, so answering at all means ready.
  app.get(
    '/api/health',
    {
      // The answer is a few dozen bytes, never worth compressing: skip the compression hooks on the busiest route.
      config: { compress: false },
      schema: {
        tags: ['operations'],
        summary: 'Ready: the database is migrated and the app serves requests',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.engine }),
  );
};
