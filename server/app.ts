import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatModelConfig } from './ai/chat-client';
import type { Database, DatabaseHandle } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerClient } from './plugins/client';
import { registerRateLimits, type RateLimitSettings } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { currentUserPlugin } from './plugins/current-user';
import { companyRoutes } from './routes/companies';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { knowledgeRoutes } from './routes/knowledge';
import { learningSessionRoutes } from './routes/learning-sessions';
import { userRoutes } from './routes/users';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    engine: DatabaseHandle['engine'];
    /** The configured language model, if any (see server/ai/). */
    ai: ChatModelConfig | undefined;
    /** Request budgets, or undefined when rate limiting is off. */
    rateLimits: RateLimitSettings | undefined;
  }
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built client (dist/client). When it is missing, only the API is served. */
  clientDir?: string;
  ai?: ChatModelConfig;
  /** Off unless given: tests opt in; the server passes what RATE_LIMITS says (on by default). */
  rateLimits?: RateLimitSettings;
  /** Believe X-Forwarded-* (client address, https) from a reverse proxy in front. */
  trustProxy?: boolean;
}

/** Request bodies above this answer 413: the largest legitimate one is an article of 50,000 characters. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application on an open database. It does not listen: server/index.ts does. */
export async function buildApp({ database, logger = false, clientDir, ai, rateLimits, trustProxy = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('engine', database.engine);
  app.decorate('ai', ai);
  app.decorate('rateLimits', rateLimits);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app);
  if (rateLimits) await registerRateLimits(app, rateLimits);
  // Cookies are parsed on demand (server/plugins/current-user.ts): most requests never read them.
  await app.register(fastifyCookie, { hook: false });
  await app.register(currentUserPlugin);
  registerErrorHandling(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(companyRoutes);
  await app.register(knowledgeRoutes);
  await app.register(learningSessionRoutes);
  await app.register(dashboardRoutes);

  await registerClient(app, clientDir && fs.existsSync(clientDir) ? clientDir : undefined);
  return app;
}
