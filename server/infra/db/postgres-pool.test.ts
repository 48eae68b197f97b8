import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { rowsOf, type DatabaseHandle } from './client';

/**
 * PostgreSQL may close a connection the pool is keeping idle: a restart, a fail-over, an
 * administrator's pg_terminate_backend, idle_session_timeout. The pool then reports an error with no
 * request to answer; unheard, it would stop the whole server (an unhandled 'error' event). The
 * server carries on, and the next query gets a fresh connection.
 */
describe.runIf(testEngine === 'postgres')('PostgreSQL connections closed by the server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('do not stop the server, and the next query works', async () => {
    const [{ pid }] = rowsOf<{ pid: number }>(await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as [
      { pid: number },
    ];
    // Terminated from a connection of its own, while the pool keeps the first one idle.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // Give the pool time to read the connection's end (an unhandled error would surface here).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [{ answer }] = rowsOf<{ answer: number }>(await database.db.execute(sql`SELECT 42 AS answer`)) as [
      { answer: number },
    ];
    expect(answer).toBe(42);
  });
});
