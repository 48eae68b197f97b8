import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseUnavailable } from '../../http/database-status';
import { errorResponses } from '../../http/error-responses';

const readySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** False while the embedded database's disk is nearly full: reads are served, writes refused. */
  writable: z.boolean(),
  /** Why writes are refused, when they are. */
  message: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. It reads nothing, so a load balancer or supervisor can call it as often as
  // it likes; whether the database answers is the readiness call's question.
  app.get(
    '/api/health',
    {
      // The answer is a few dozen bytes, never worth compressing: skip the compression hooks on the busiest route.
      config: { compress: false },
      schema: {
        tags: ['operations'],
        summary: 'Live: the server process answers (it listens only after migrations and seeding)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.engine }),
  );

  // Readiness: whether requests can be served now. Answered from the database's watch (a probe once a second
  // on PostgreSQL, free space on the embedded database's disk), so it costs no query either.
  app.get(
    '/api/health/ready',
    {
      config: { compress: false },
      schema: {
        tags: ['operations'],
        summary:
          'Ready: the database can be reached (503 database_unavailable while it cannot); writable says whether writes are accepted',
        response: { 200: readySchema, ...errorResponses(503) },
      },
    },
    async () => {
      const { reachable, writable, problem } = app.databaseStatus.status();
      if (!reachable) throw databaseUnavailable();
      return { status: 'ready' as const, database: app.engine, writable, ...(problem ? { message: problem } : {}) };
    },
  );
};
