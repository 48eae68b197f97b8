import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { MIGRATIONS_FOLDER, copyTemplateInto } from './pglite-template';
import * as schema from './schema';

/** The Drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Applies the committed migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrate, seed) so that app servers starting together against one PostgreSQL
   * database take turns: the second sees the first's result instead of racing it.
   */
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded engine, for tests that clone a migrated database. */
  pglite?: PGlite;
}

/** Arbitrary but fixed: identifies Skillweave's start-up lock among advisory locks. */
const STARTUP_LOCK_KEY = 7_340_021;

export type OpenDatabaseOptions =
  /** statementTimeoutMs: how long one statement of a request may run (the server passes DATABASE_STATEMENT_TIMEOUT_MS); unset or 0 means no limit. */
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

/** Opens PostgreSQL (through a pool) or embedded PGlite (on disk, locked, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres')
    return openPostgres(options.url, options.poolSize ?? 10, options.statementTimeoutMs ?? 0);

  let lock: DataDirLock | undefined;
  if (options.kind === 'pglite') lock = lockDataDir(options.dataDir);
  try {
    // A new data directory starts as a copy of the build's migrated template, when there is one.
    if (options.kind === 'pglite') copyTemplateInto(options.dataDir);
    const client =
      options.kind === 'pglite'
        ? await PGlite.create({ dataDir: options.dataDir })
        : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    yieldBetweenQueries(client);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      engine: 'pglite',
      pglite: client,
      migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
      // The data-dir lock already keeps every other process out.
      runExclusive: (work) => work(),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PGlite runs each query synchronously in this process, one at a time, and hands its lock to the next
 * waiting query without giving the event loop a turn: twenty concurrent requests ran as one block,
 * and every other request (even /api/health) waited for all of it. Queries are queued here instead,
 * with a turn of the event loop before each one, so pending I/O gets in between: another request
 * waits for at most the query that is running, and every query a request can cause is bounded.
 */
function yieldBetweenQueries(client: PGlite): void {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const turn = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => query(...args));
    previous = turn.catch(() => undefined);
    return turn;
  }) as PGlite['query'];
}

/**
 * PostgreSQL through two pools. Requests use one whose connections carry statement_timeout, so no
 * request can keep the database busy for long. Start-up work (waiting for another server's
 * migrations, migrating a large table) may legitimately take longer and uses its own small pool,
 * opened only when needed.
 *
 * PGlite ignores statement_timeout (it runs in this process, with no timer to interrupt a query);
 * there, every query a request can cause is bounded by what it reads instead (see docs/security.md).
 */
async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL, so an embedded-database start does not pay for the driver.
  const [{ default: pg }, { drizzle: drizzleNodePostgres }, { migrate: migrateNodePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // 0 turns the time-out off (PostgreSQL's own meaning of 0).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, statement_timeout: statementTimeoutMs });
  const startupPool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1_000 });
  // PostgreSQL may close a connection the pool keeps idle (a restart, a fail-over, an administrator,
  // idle_session_timeout). The pool has then already dropped it and the next query opens a new one;
  // unheard, its 'error' event would stop the whole server. A query on a lost server fails on its own.
  for (const each of [pool, startupPool]) each.on('error', () => undefined);
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: () =>
      migrateNodePostgres(drizzleNodePostgres({ client: startupPool }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async runExclusive(work) {
      const connection = await startupPool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), startupPool.end()]);
    },
  };
}

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
