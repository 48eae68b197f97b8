import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, type Env } from './env';
import { newBackupToken, removeBackupAccess, writeBackupAccess } from './infra/backup/access';
import type { ChangeBus } from './infra/change-bus/change-bus';
import { postgresChangeBus } from './infra/change-bus/postgres-change-bus';
import { openDatabase, type DatabaseHandle } from './infra/db/client';
import { createMailer, mailLogOf } from './infra/mail/mailer';
import { seedDemoWorkspace } from './modules/demo';
import { indexCareerSteps } from './skills/career-steps';
import { loadCatalogue } from './skills/skill-catalogue';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /**
   * Stops listening, closes idle connections, and lets requests in flight finish for up to `deadlineMs`; then
   * closes every connection left (a client stalled mid-upload included), and last the database (and its data-dir
   * lock), so a new server can start on it. Resolves true when every request finished in time.
   */
  stop(deadlineMs?: number): Promise<boolean>;
  /** Closes every connection and the database at once (a second signal): requests in flight are cut off. */
  stopNow(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo workspace when empty, then listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = { level: env.logLevel };
  // A broken catalogue stops the start here, not at the first recommendation, which also need not read the steps.
  indexCareerSteps(loadCatalogue());
  const database = env.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: env.databaseUrl,
        statementTimeoutMs: env.statementTimeoutMs,
        connectTimeoutMs: env.connectTimeoutMs,
      })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir, minFreeBytes: env.diskMinFreeMb * 1024 * 1024 });
  // Embedded: `npm run backup` asks this process for a consistent copy, showing this token (server/infra/backup/).
  const backupToken = env.databaseUrl ? undefined : newBackupToken();
  let app: FastifyInstance | undefined;
  let changes: ChangeBus | undefined;
  try {
    await database.runExclusive(async () => {
      await database.migrate();
      await seedDemoWorkspace(database.db);
    });
    // Other app servers may share this database: their writes reach this server's caches over LISTEN/NOTIFY.
    // The bus starts before the app and its logger: its lines go to the console until the app exists.
    let logChange = (level: 'info' | 'warn', line: string) => console[level](line);
    changes = env.databaseUrl
      ? await postgresChangeBus({ url: env.databaseUrl, log: (level, line) => logChange(level, line) })
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
      backupToken,
      demoResetMinutes: env.demoResetMinutes,
      sendMail: createMailer({
        smtpUrl: env.mail.smtpUrl,
        from: env.mail.from,
        // A JSON record in the app's log: mail is sent only once the app serves requests, so it is there by then.
        log: { warn: (fields, message) => (app ? mailLogOf(app.log).warn(fields, message) : undefined) },
      }),
    });
    const appLog = app.log;
    logChange = (level, line) => appLog[level](line);
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
    if (backupToken) writeBackupAccess(env.dataDir, { url: address, token: backupToken });
    const running = app;
    let databaseClosed: Promise<void> | undefined;
    const closeDatabase = () => {
      if (backupToken) removeBackupAccess(env.dataDir);
      return (databaseClosed ??= database.close());
    };
    return {
      app: running,
      database,
      url: address,
      async stop(deadlineMs = DEFAULT_SHUTDOWN_TIMEOUT_MS) {
        let inTime = true;
        const deadline = setTimeout(() => {
          inTime = false;
          running.server.closeAllConnections();
        }, deadlineMs);
        try {
          await running.close();
        } finally {
          clearTimeout(deadline);
          await closeDatabase();
        }
        return inTime;
      },
      async stopNow() {
        running.server.closeAllConnections();
        await closeDatabase();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    if (!app) await changes?.close().catch(() => undefined); // the app closes its bus itself
    await database.close().catch(() => undefined);
    throw error;
  }
}
