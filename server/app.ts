import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatModelConfig } from './ai/chat-client';
import { registerCompression } from './http/compression';
import { guardConnections } from './http/connection-guard';
import { resolveConnectionLimits, type ConnectionLimits } from './http/connection-limits';
import { registerDatabaseStatus } from './http/database-status';
import { answerFrameworkError, answerMalformedRequest, registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { lazyRequestLogger } from './http/request-logger';
import { registerSecurity } from './http/security';
import { proxyTrust, type TrustProxy } from './http/trusted-proxy';
import { localChangeBus, type ChangeBus } from './infra/change-bus/change-bus';
import { announceWrites } from './infra/change-bus/write-announcer';
import type { Database, DatabaseHandle } from './infra/db/client';
import { createMailQueue, type MailQueue } from './infra/mail/mail-queue';
import { createMailer, mailLogOf, type SendMail } from './infra/mail/mailer';
import { registerRateLimits, type RateLimitSettings } from './infra/rate-limits/rate-limits';
import {
  cleanEndedBudgetsPeriodically,
  databaseBudgetCounter,
  memoryBudgetCounter,
} from './infra/rate-limits/shared-budgets';
import {
  accountRoutes,
  createAuth,
  withoutPersonalData,
  registerAuthRoutes,
  currentUserPlugin,
  emailChangeRoutes,
  resolveAuthSecret,
} from './modules/accounts';
import { analyticsRoutes, dashboardRoutes } from './modules/analytics';
import { registerDemoResets } from './modules/demo';
import { knowledgeRoutes, knowledgeStatsRoutes } from './modules/knowledge';
import { companyRoutes } from './modules/marketing';
import { matchingRoutes, skillSwapRoutes, teamRoutes } from './modules/matching';
import { notificationRoutes } from './modules/notifications';
import { registerBackupRoute, healthRoutes } from './modules/operations';
import { followProfiles, personSkillRoutes, userRoutes } from './modules/people';
import { recommendationRoutes, recommendationsFollowProfiles } from './modules/recommendations';
import { learningSessionRoutes } from './modules/sessions';
import { workspaceRoutes } from './modules/workspaces';
import { registerClient } from './pages/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    engine: DatabaseHandle['engine'];
    /** The configured language model, if any (see server/ai/). */
    ai: ChatModelConfig | undefined;
    /** Request budgets, or undefined when rate limiting is off. */
    rateLimits: RateLimitSettings | undefined;
    /** Sends mail: over SMTP_URL, or as a log line without one (server/infra/mail/mailer.ts). */
    sendMail: SendMail;
    /** Mail a request must not wait for (codes): sent after the answer, with retries (server/infra/mail/mail-queue.ts). */
    mailQueue: MailQueue;
    /** The public origin: links in mail and passkeys use it. */
    publicUrl: string;
    /** Announces committed changes to every app server, so their caches drop what changed (change-bus.ts). */
    changes: ChangeBus;
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
  /** How changes reach every app server's caches; this process only unless given (server/infra/change-bus/change-bus.ts). */
  changes?: ChangeBus;
  /** Milliseconds as Date.now, for what ages by the clock (cached analytics answers); tests move it. */
  clock?: () => number;
  /**
   * Which reverse proxies to believe about X-Forwarded-* (client address, https) and X-Request-Id: none (false), a
   * number of hops (true is one) or the proxies' addresses (server/http/trusted-proxy.ts).
   */
  trustProxy?: TrustProxy;
  /** The public origin (PUBLIC_URL) and more host names to answer for (ALLOWED_HOSTS); loopback always. */
  publicUrl?: string;
  allowedHosts?: readonly string[];
  /** Bounds on connections; the defaults suit production, tests shorten them. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Signs session cookies (AUTH_SECRET); unset: generated once and kept in the database. */
  authSecret?: string;
  /** Puts the public demo back to its seeded state every this many minutes (DEMO_RESET_MINUTES); unset or 0: never. */
  demoResetMinutes?: number;
  /** The token `npm run backup` must show (embedded database only; server/infra/backup/access.ts). */
  backupToken?: string;
  /** How mail leaves (sign-in codes); unset: each mail is one log line. */
  sendMail?: SendMail;
}

/** Request ids a proxy may hand on: short, and nothing a log reader could mistake for structure. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request bodies above this answer 413: the largest legitimate one is an article of 50,000 characters. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application on an open database. It does not listen: server/index.ts does. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, logger = false, clientDir, ai, rateLimits } = options;
  const trustProxy = proxyTrust(options.trustProxy ?? false);
  const limits = resolveConnectionLimits(options.connectionLimits);
  const app = Fastify({
    logger,
    // The request's child logger is made on its first written line, not for every request.
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client could otherwise choose the id that the logs file its request under; only a proxy we trust may.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      const fromProxy = trustProxy && trustProxy(request.socket.remoteAddress ?? '', 0);
      return fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Errors Fastify raises before any hook runs (an undecodable URL): the same contract and headers as every answer.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply as unknown as FastifyReply),
    clientErrorHandler: answerMalformedRequest,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;
  guardConnections(app.server, {
    maxPerClient: limits.maxConnectionsPerClient,
    requestLineTimeoutMs: limits.requestLineTimeoutMs,
    isTrustedProxy: (address) => trustProxy !== false && trustProxy(address, 0),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('engine', database.engine);
  app.decorate('ai', ai);
  app.decorate('rateLimits', rateLimits);
  const changes = options.changes ?? localChangeBus();
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  announceWrites(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, { publicUrl: options.publicUrl, allowedHosts: options.allowedHosts });
  // Before the request budgets, which PostgreSQL counts: while it is unreachable, answer at once.
  registerDatabaseStatus(app, database.watch);
  // Several app servers may share a PostgreSQL database, so their budgets are counted in it; PGlite has one.
  const sharedBudgets = database.engine === 'postgres' ? databaseBudgetCounter(database.db) : undefined;
  if (rateLimits) await registerRateLimits(app, rateLimits, sharedBudgets);
  if (rateLimits && sharedBudgets) {
    const stopCleaning = cleanEndedBudgetsPeriodically(database.db, (error) =>
      app.log.warn({ err: error }, 'Could not clear ended request budgets'),
    );
    app.addHook('onClose', async () => stopCleaning());
  }
  // Before any route: the plugin adds its hook to each route as the route is declared.
  await registerCompression(app);
  // Cookies are parsed on demand (server/modules/accounts/current-user-plugin.ts): most requests never read them.
  await app.register(fastifyCookie, { hook: false });
  const publicUrl = options.publicUrl ?? 'http://localhost';
  const sendMail =
    options.sendMail ??
    createMailer({
      from: `Skillweave <no-reply@${new URL(publicUrl).hostname}>`,
      log: mailLogOf(app.log),
    });
  app.decorate('sendMail', sendMail);
  const mailQueue = createMailQueue({ send: sendMail, log: (level, message) => app.log[level](message) });
  app.decorate('mailQueue', mailQueue);
  app.addHook('onClose', () => mailQueue.close());
  app.decorate('publicUrl', publicUrl);
  const auth = createAuth({
    db: database.db,
    publicUrl,
    secret: await resolveAuthSecret(database.db, options.authSecret),
    queueMail: (mail) => mailQueue.enqueue(mail),
    // Its text as a field under a fixed message: log messages never carry text from a request.
    log: (level, message) => app.log[level]({ betterAuth: withoutPersonalData(message) }, 'Better Auth log line'),
  });
  // Before any route scope: a scope keeps the error handler it was registered under, and the auth routes'
  // refusals (a passkey name, an email's sign-in budget) must answer in the API's error shape too.
  registerErrorHandling(app);
  await registerAuthRoutes(app, { auth, publicUrl, budgets: sharedBudgets ?? memoryBudgetCounter() });
  await app.register(currentUserPlugin);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  followProfiles(recommendationsFollowProfiles);
  await app.register(userRoutes);
  // A new email goes through its own calls: proven by a code before it replaces the old one.
  await app.register(emailChangeRoutes);
  await app.register(personSkillRoutes);
  await app.register(matchingRoutes);
  await app.register(teamRoutes);
  await app.register(skillSwapRoutes);
  await app.register(notificationRoutes);
  await app.register(accountRoutes);
  await app.register(recommendationRoutes);
  await app.register(companyRoutes);
  await app.register(knowledgeRoutes);
  await app.register(knowledgeStatsRoutes);
  await app.register(learningSessionRoutes);
  await app.register(workspaceRoutes);
  await app.register(dashboardRoutes);
  await app.register(analyticsRoutes, { clock: options.clock });

  if (options.backupToken && database.pglite)
    registerBackupRoute(app, { token: options.backupToken, pglite: database.pglite });

  await registerClient(app, clientDir && fs.existsSync(clientDir) ? clientDir : undefined);
  registerDemoResets(app, options.demoResetMinutes ?? 0);
  return app;
}
