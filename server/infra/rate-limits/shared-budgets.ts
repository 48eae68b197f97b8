import { sql } from 'drizzle-orm';
import { databaseUnavailable } from '../../http/database-status';
import { AppError } from '../../http/errors';
import { rowsOf, type Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Request budgets every app server on one PostgreSQL database counts together, in the `rate_limit_hits` table:
 * one row per bucket and client key, counting the requests of its current window. Servers behind a load balancer
 * would otherwise each grant the whole budget, so N servers would let N times as many requests through.
 */

/** What one counted request sees: requests in the window so far (this one included) and what is left of it. */
export interface BudgetCount {
  hits: number;
  ttlMs: number;
}

/** Counts requests per key in fixed windows. */
export interface BudgetCounter {
  count(key: string, windowMs: number): Promise<BudgetCount>;
}

export const BUDGET_UNAVAILABLE_MESSAGE = 'The server cannot check its request limits right now: try again in a moment';

/**
 * One atomic upsert per counted request: PostgreSQL's row lock on the key makes concurrent requests from any
 * server count one after another, and a window whose reset_at has passed starts again at 1. The database's clock
 * decides (now()), so servers whose clocks disagree still agree on every window.
 *
 * When the database cannot answer, the request is refused with 503 rather than let through uncounted: the
 * budgets guard sign-in codes and mail sending, and a database that cannot run this one-row statement could not
 * serve the request either.
 */
export function databaseBudgetCounter(db: Database): BudgetCounter {
  return {
    async count(key, windowMs) {
      let rows: { hits: number; ttl_ms: number }[];
      try {
        rows = rowsOf<{ hits: number; ttl_ms: number }>(
          await db.execute(sql`
            INSERT INTO rate_limit_hits AS current (key, hits, reset_at)
            VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN current.reset_at <= now() THEN 1 ELSE current.hits + 1 END,
              reset_at = CASE WHEN current.reset_at <= now() THEN excluded.reset_at ELSE current.reset_at END
            RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl_ms`),
        );
      } catch (error) {
        // An outage is reported as one (and logged once, by the database's watch), not as a budget problem.
        if (isDatabaseUnavailable(error)) throw databaseUnavailable();
        throw new AppError(503, 'budget_unavailable', BUDGET_UNAVAILABLE_MESSAGE);
      }
      const row = rows[0]!;
      return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
    },
  };
}

/** Deletes windows that have ended; a later request of that key starts a new row anyway. Returns how many. */
export async function forgetEndedBudgets(db: Database): Promise<number> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at <= now() RETURNING key`),
  );
  return rows.length;
}

/** How often each server clears ended windows: the table then holds about one window's worth of keys. */
export const BUDGET_CLEANUP_INTERVAL_MS = 60_000;

/** Clears ended windows now and then until stopped (the timer never keeps the process alive). */
export function cleanEndedBudgetsPeriodically(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs = BUDGET_CLEANUP_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    forgetEndedBudgets(db).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The counter of one process (embedded PGlite: only one process can open the database). */
export function memoryBudgetCounter(now: () => number = Date.now): BudgetCounter {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return {
    async count(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size > 100_000) for (const [old, { resetAt }] of windows) if (resetAt <= at) windows.delete(old);
        window = { hits: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, ttlMs: window.resetAt - at };
    },
  };
}
