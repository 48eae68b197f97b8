import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Keeps the embedded database's write-ahead log small. PGlite runs PostgreSQL in single-user mode, where no
 * background checkpointer runs: the log only grows, 16 MB at a time, until the process closes (a burst of
 * writes left 54 segments, 833 MB, measured here), and each new segment is the moment a full disk hangs it.
 * So the server caps the log's size settings and asks for a checkpoint itself whenever the log holds more
 * segments than the cap: PostgreSQL then recycles old segments instead of creating new ones, and the log stays
 * at about WAL_MAX_MB (measured: 4 to 6 segments through the same burst).
 */

export const WAL_MIN_MB = 32;
export const WAL_MAX_MB = 64;
const SEGMENT_MB = 16;

/** PGlite's start parameters with the log's size bounded (startParams, not postgresqlconf, which replaces the file). */
export function walStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', `min_wal_size=${WAL_MIN_MB}MB`, '-c', `max_wal_size=${WAL_MAX_MB}MB`];
}

/** How many segment files the log holds now (names of 24 hex digits in pg_wal). */
export function walSegments(dataDir: string): number {
  try {
    return fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
  } catch {
    return 0;
  }
}

/**
 * Checks the log every interval and checkpoints when it outgrows the cap. The checkpoint is queued like any
 * query, so it waits for the one running and holds up the next for its own duration (tens of milliseconds).
 */
export function checkpointWhenLogGrows(
  client: PGlite,
  dataDir: string,
  intervalMs: number,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  const maxSegments = WAL_MAX_MB / SEGMENT_MB;
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed || walSegments(dataDir) <= maxSegments) return;
    running = true;
    client
      .exec('CHECKPOINT')
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
