import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Measurements for tests that prove one request cannot stall the server. The embedded database runs
 * in the server's process, so work that keeps the event loop busy delays every other request; the
 * tests compare timings measured in the same test (never a wall-clock limit).
 */

/** Milliseconds `work` takes. */
export async function durationOf(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The median of `runs` timings of `work`, one after the other. */
export async function medianDuration(runs: number, work: () => Promise<unknown>): Promise<number> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) timings.push(await durationOf(work));
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)]!;
}

const healthCheck = (app: FastifyInstance) => app.inject({ url: '/api/health' });

/** How long /api/health takes with nothing else running (median of 20). */
export function idleHealthLatency(app: FastifyInstance): Promise<number> {
  return medianDuration(20, () => healthCheck(app));
}

const PROBE_INTERVAL_MS = 2;

/**
 * Starts `work`, asks /api/health every few milliseconds until it is done, and returns how long the
 * work took and the slowest health answer seen meanwhile. Each answer is timed from when its probe was
 * due, not from when the event loop got round to sending it: a health request arriving while the loop
 * is blocked waits for the block too.
 */
export async function healthDuring(
  app: FastifyInstance,
  work: () => Promise<unknown>,
): Promise<{ workMs: number; slowestHealthMs: number }> {
  let done = false;
  const started = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  let slowestHealthMs = 0;
  const probe = (async () => {
    while (!done) {
      const due = performance.now() + PROBE_INTERVAL_MS;
      await sleep(PROBE_INTERVAL_MS);
      await healthCheck(app);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - due);
    }
  })();
  await running;
  const workMs = performance.now() - started;
  await probe;
  return { workMs, slowestHealthMs };
}
