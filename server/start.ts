import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoWorkspace } from './db/seed';
import type { Env } from './env';
import { createMailer } from './mail/mailer';
import type { ChangeBus } from './plugins/change-bus';
import { postgresChangeBus } from './plugins/postgres-change-bus';
import { indexCareerSteps } from './skills/career-steps';
import { loadCatalogue } from './skills/skill-catalogue';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /** Finishes in-flight requests, then closes the database (and its data-dir lock). */
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo workspace when empty, then listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = { level: env.logLevel };
  // A broken catalogue stops the start here, not at the first recommendation, which also need not read the steps.
  indexCareerSteps(loadCatalogue());
  const database = env.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: env.databaseUrl, statementTimeoutMs: env.statementTimeoutMs })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  let app: FastifyInstance | undefined;
  let changes: ChangeBus | undefined;
  try {
    await database.runExclusive(async () => {
      await database.migrate();
      await seedDemoWorkspace(database.db);
    });
    // Other app servers may share this database: their writes reach this server's caches over LISTEN/NOTIFY.
    changes = env.databaseUrl
      ? await postgresChangeBus({ url: env.databaseUrl, log: (level, line) => console[level](line) })
      : undefined;
    app = await buildApp({
      changes,
      database,
      logger,
      clientDir: env.clientDir,
      ai: env.ai,
      rateLimits: env.rateLimits,
      trustProxy: env.trustProxy,
      publicUrl: env.publicUrl,
      allowedHosts: env.allowedHosts,
      connectionLimits: { maxConnections: env.maxConnections, maxConnectionsPerClient: env.maxConnectionsPerClient },
      authSecret: env.authSecret,
      demoResetMinutes: env.demoResetMinutes,
      sendMail: createMailer({ smtpUrl: env.mail.smtpUrl, from: env.mail.from, logLine: (line) => console.warn(line) }),
    });
    if (!fs.existsSync(path.join(env.clientDir, 'index.html'))) {
      app.log.warn(
        `The client build is missing at ${env.clientDir}: only the API is served. Build it with "npm run build".`,
      );
    }
    const address = await app.listen({ port: env.port, host: env.host });
    app.log.info(
      { engine: database.engine, dataDir: env.databaseUrl ? undefined : env.dataDir },
      `Skillweave ready at ${address}`,
    );
    const running = app;
    return {
      app: running,
      database,
      url: address,
      async stop() {
        try {
          await running.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    if (!app) await changes?.close().catch(() => undefined); // the app closes its bus itself
    await database.close().catch(() => undefined);
    throw error;
  }
}
