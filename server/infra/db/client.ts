import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PgClient } from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { DEFAULT_MIN_FREE_MB, checkDiskBeforeStart, watchDisk } from './disk-space';
import { MIGRATIONS_FOLDER, copyTemplateInto } from './pglite-template';
import { watchPostgres } from './postgres-watch';
import * as schema from './schema';
import { ALWAYS_AVAILABLE, type StatusWatch } from './status';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './unavailable';
import { checkpointWhenLogGrows, walStartParams } from './wal-size';

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
  /** Whether the database can be reached and written now, kept current in the background (server/infra/db/status.ts). */
  watch: StatusWatch;
  /** The embedded engine, for tests that clone a migrated database. */
  pglite?: PGlite;
}

/** Arbitrary but fixed: identifies Skillweave's start-up lock among advisory locks. */
const STARTUP_LOCK_KEY = 7_340_021;

export interface PostgresOptions {
  kind: 'postgres';
  url: string;
  poolSize?: number;
  /** How long one statement of a request may run (DATABASE_STATEMENT_TIMEOUT_MS); unset or 0 means no limit. */
  statementTimeoutMs?: number;
  /** How long opening a connection may take before the request answers 503 (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** How often the server checks the database answers, and how long a check may take (server/infra/db/postgres-watch.ts). */
  watchIntervalMs?: number;
  watchTimeoutMs?: number;
}

export interface PgliteOptions {
  kind: 'pglite';
  dataDir: string;
  /** Below this many free bytes on the data directory's disk, writes are refused and a start too (DISK_MIN_FREE_MB). */
  minFreeBytes?: number;
  /** How often free space and the write-ahead log's size are checked. */
  diskCheckIntervalMs?: number;
}

export type OpenDatabaseOptions =
  PostgresOptions | PgliteOptions | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

/** Opens PostgreSQL (through a pool) or embedded PGlite (on disk, locked, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options);
  if (options.kind === 'pglite') return openPgliteDirectory(options);
  const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return pgliteHandle(client, ALWAYS_AVAILABLE, async () => {
    if (!client.closed) await client.close();
  });
}

/** The embedded database on disk: locked to this process, its disk and write-ahead log watched. */
async function openPgliteDirectory(options: PgliteOptions): Promise<DatabaseHandle> {
  const { dataDir } = options;
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_MB * 1024 * 1024;
  const intervalMs = options.diskCheckIntervalMs ?? 2_000;
  const lock: DataDirLock = lockDataDir(dataDir);
  try {
    checkDiskBeforeStart(dataDir, minFreeBytes);
    // A new data directory starts as a copy of the build's migrated template, when there is one.
    copyTemplateInto(dataDir);
    const client = await PGlite.create({ dataDir, startParams: walStartParams(PGlite.defaultStartParams) });
    const stopCheckpoints = checkpointWhenLogGrows(client, dataDir, intervalMs);
    const disk = watchDisk({ dataDir, minFreeBytes, intervalMs });
    return pgliteHandle(client, disk, async () => {
      stopCheckpoints();
      disk.close();
      try {
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, watch: StatusWatch, close: () => Promise<void>): DatabaseHandle {
  yieldBetweenQueries(client);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    engine: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    // The data-dir lock already keeps every other process out.
    runExclusive: (work) => work(),
    watch,
    close,
  };
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
async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const { url, poolSize = 10, statementTimeoutMs = 0, connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS } = options;
  // Loaded only for PostgreSQL, so an embedded-database start does not pay for the driver.
  const [{ default: pg }, { drizzle: drizzleNodePostgres }, { migrate: migrateNodePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // 0 turns the time-out off (PostgreSQL's own meaning of 0).
    statement_timeout: statementTimeoutMs,
    // A server that accepts no connection (stopped, frozen, out of slots) answers 503 after this, not never.
    // It bounds waiting for a free connection of the pool too: a request queued behind stuck ones gives up.
    connectionTimeoutMillis: connectTimeoutMs,
  });
  const startupPool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1_000 });
  // PostgreSQL may close a connection at any moment (a restart, a fail-over, an administrator's
  // pg_terminate_backend, idle_session_timeout). The pool listens on the connections it keeps idle, but not on
  // one checked out across awaits (a transaction): there an unheard 'error' event stops the whole server. So
  // every connection gets a listener of its own when it is made; the query in flight fails on its own and the
  // request answers 503 (server/infra/db/unavailable.ts).
  const open = new Set<PgClient>();
  for (const each of [pool, startupPool]) {
    each.on('error', () => undefined);
    each.on('connect', (client) => {
      client.on('error', () => undefined);
      if (each === pool) open.add(client);
    });
    each.on('remove', (client) => open.delete(client));
  }
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const watch = await watchPostgres({
    url,
    intervalMs: options.watchIntervalMs ?? 500,
    timeoutMs: options.watchTimeoutMs ?? 1_000,
    poolConnections: () => open,
  });
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    watch,
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
      watch.close();
      await Promise.all([pool.end(), startupPool.end()]);
    },
  };
}

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
