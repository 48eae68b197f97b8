import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { durationOf } from '../../test/responsiveness';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * A statement time-out bounds every query on PostgreSQL: a request that asks for too much work is
 * cancelled and answered 503 with a sentence. PGlite does not honour statement_timeout (it runs in
 * the server's process with no timer to interrupt a query), which the second block records, so that
 * docs/security.md stays true: on PGlite each query is bounded by what it reads instead.
 */

const SLEEP_SECONDS = 0.6;
const TIMEOUT_MS = 100;

describe.runIf(testEngine === 'postgres')('statement_timeout on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      poolSize: 2,
      statementTimeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('cancels a statement that runs longer, and the API answers 503 with a sentence', async () => {
    // An explicit secret: this database is not migrated, so there is no table to keep a generated one in.
    const app = await buildApp({ database, authSecret: 'statement-timeout-test-secret-of-32-chars' });
    app.get('/api/test/slow', async () => database.db.execute(sql`SELECT pg_sleep(${SLEEP_SECONDS})`));
    await app.ready();
    const response = await app.inject({ url: '/api/test/slow' });
    // 503 comes only from PostgreSQL's "canceling statement due to statement timeout" (57014).
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The database took too long to answer this request; try again, or ask for less',
      code: 'database_timeout',
    });
    await app.close();
  });

  it('does not limit start-up work (waiting for another server, migrating)', async () => {
    await expect(database.runExclusive(() => database.migrate())).resolves.toBeUndefined();
  });
});

describe.runIf(testEngine === 'pglite')('statement_timeout on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is accepted but not honoured: a longer statement still runs to its end', async () => {
    await database.db.execute(sql.raw(`SET statement_timeout = ${TIMEOUT_MS}`));
    const elapsed = await durationOf(() => database.db.execute(sql`SELECT pg_sleep(${SLEEP_SECONDS})`));
    expect(elapsed).toBeGreaterThan(SLEEP_SECONDS * 1000 * 0.9);
  });
});
