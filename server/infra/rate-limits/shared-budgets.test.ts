import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registerErrorHandling } from '../../http/error-handler';
import { EMAIL_SIGN_IN_BUDGET } from '../../modules/accounts/auth-routes';
import { emailBudgetKey } from '../../modules/accounts/email-budget';
import type { TestApp } from '../../test/test-app';
import { createTestApp, uniqueEmail } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { DEFAULT_RATE_LIMITS, registerRateLimits } from './rate-limits';
import {
  BUDGET_UNAVAILABLE_MESSAGE,
  databaseBudgetCounter,
  forgetEndedBudgets,
  memoryBudgetCounter,
} from './shared-budgets';

/**
 * Request budgets kept in the database, so every app server on one PostgreSQL counts together. The counter runs on
 * both engines; two app instances sharing a budget is the PostgreSQL path (PGlite serves one process).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const hitsOf = async (key: string) =>
  (await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0];

describe('the database budget counter', () => {
  it('counts concurrent requests of one key one after another: each sees a different count', async () => {
    const counter = databaseBudgetCounter(t.database.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.count('test:concurrent', MINUTE)));
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const { ttlMs } of counts) {
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(MINUTE);
    }
    expect((await hitsOf('test:concurrent'))?.hits).toBe(40);
  });

  it('starts a new window at 1 once the old one has ended, and keeps keys apart', async () => {
    const counter = databaseBudgetCounter(t.database.db);
    await counter.count('test:window', MINUTE);
    await counter.count('test:window', MINUTE);
    expect((await counter.count('test:other', MINUTE)).hits).toBe(1);
    await t.database.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test:window'));
    const restarted = await counter.count('test:window', MINUTE);
    expect(restarted.hits).toBe(1);
    expect(restarted.ttlMs).toBeGreaterThan(MINUTE - 10_000);
  });

  it('clears ended windows and only those', async () => {
    const counter = databaseBudgetCounter(t.database.db);
    await counter.count('test:ended', MINUTE);
    await counter.count('test:running', MINUTE);
    await t.database.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test:ended'));
    expect(await forgetEndedBudgets(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await hitsOf('test:ended')).toBeUndefined();
    expect((await hitsOf('test:running'))?.hits).toBe(1);
  });

  it('reports an outage as one: 503 database_unavailable when the database cannot be reached', async () => {
    const unreachable = { execute: () => Promise.reject(new Error('Connection terminated')) } as unknown as Database;
    await expect(databaseBudgetCounter(unreachable).count('test:down', MINUTE)).rejects.toMatchObject({
      statusCode: 503,
      code: 'database_unavailable',
    });
  });

  it('refuses with 503 in the API shape when the database cannot count, rather than let the request through', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('relation "rate_limit_hits" does not exist')),
    } as unknown as Database;
    await expect(databaseBudgetCounter(broken).count('test:broken', MINUTE)).rejects.toMatchObject({
      statusCode: 503,
      code: 'budget_unavailable',
    });
    const app = Fastify();
    registerErrorHandling(app);
    await registerRateLimits(app, DEFAULT_RATE_LIMITS, databaseBudgetCounter(broken));
    app.get('/api/anything', () => ({ served: true }));
    const answer = await app.inject({ url: '/api/anything' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: BUDGET_UNAVAILABLE_MESSAGE, code: 'budget_unavailable' });
    await app.close();
  });

  it('stores a hash for the per-email budget, never the address', async () => {
    const email = uniqueEmail('hashed');
    const key = emailBudgetKey(email);
    expect(key).not.toContain(email.split('@')[0]);
    expect(emailBudgetKey(` ${email.toUpperCase()} `)).toBe(key);
  });
});

describe('the in-memory counter (embedded PGlite)', () => {
  it('counts per key and restarts after the window', async () => {
    let now = 0;
    const counter = memoryBudgetCounter(() => now);
    expect((await counter.count('a', 1000)).hits).toBe(1);
    expect(await counter.count('a', 1000)).toEqual({ hits: 2, ttlMs: 1000 });
    now = 400;
    expect(await counter.count('b', 1000)).toEqual({ hits: 1, ttlMs: 1000 });
    expect((await counter.count('a', 1000)).ttlMs).toBe(600);
    now = 1000;
    expect((await counter.count('a', 1000)).hits).toBe(1);
  });
});

describe.runIf(testEngine === 'postgres')('two app servers on one PostgreSQL database', () => {
  it('share each route budget and the global one: the limit holds for both together', async () => {
    const rateLimits = {
      ...DEFAULT_RATE_LIMITS,
      signup: { max: 3, windowSeconds: 600 },
      global: { max: 7, windowSeconds: 600 },
    };
    const servers = [
      await buildApp({ database: t.database, rateLimits }),
      await buildApp({ database: t.database, rateLimits }),
    ];
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const answer = await servers[index % 2]!.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '10.1.0.1',
        payload: { email: uniqueEmail('shared'), fullName: 'Shared Budget' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);

    const reads = [];
    for (let index = 0; index < 9; index += 1)
      reads.push((await servers[index % 2]!.inject({ url: '/api/users', remoteAddress: '10.1.0.2' })).statusCode);
    expect(reads.filter((status) => status === 429)).toHaveLength(2);
    for (const server of servers) await server.close();
  });

  it('share the per-email sign-in budget', async () => {
    const rateLimits = { ...DEFAULT_RATE_LIMITS, signIn: { max: 100, windowSeconds: 600 } };
    const servers = [
      await buildApp({ database: t.database, rateLimits }),
      await buildApp({ database: t.database, rateLimits }),
    ];
    const email = uniqueEmail('budgeted');
    const statuses = [];
    for (let index = 0; index <= EMAIL_SIGN_IN_BUDGET.max; index += 1) {
      const answer = await servers[index % 2]!.inject({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        remoteAddress: `10.2.0.${index + 1}`,
        payload: { email, type: 'sign-in' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(EMAIL_SIGN_IN_BUDGET.max).fill(200), 429]);
    for (const server of servers) await server.close();
  });
});
