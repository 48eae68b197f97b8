import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { WAL_MAX_MB, walSegments } from './wal-size';

/**
 * The embedded database's write-ahead log stays small under a burst of writes. Without the cap and the
 * server's own checkpoints, PGlite (single-user PostgreSQL, no background checkpointer) keeps every 16 MB
 * segment until it closes: the same burst left 54 segments (833 MB) behind when this was measured.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-wal-'));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database write-ahead log', () => {
  it(`stays near ${WAL_MAX_MB} MB through 300 MB of writes`, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir, diskCheckIntervalMs: 50 });
    try {
      await database.db.execute(sql`CREATE TABLE wal_burst (id serial PRIMARY KEY, body text)`);
      let most = 0;
      for (let batch = 0; batch < 15; batch += 1) {
        // About 20 MB of log per batch (incompressible text, so TOAST cannot shrink it).
        await database.db.execute(
          sql`INSERT INTO wal_burst (body) SELECT md5(random()::text) || repeat(md5(random()::text), 30) FROM generate_series(1, 20000)`,
        );
        // Give the checker its turn, as time between requests does in a running server.
        await new Promise((resolve) => setTimeout(resolve, 120));
        most = Math.max(most, walSegments(dataDir));
      }
      console.log(`write-ahead log: at most ${most} segments of 16 MB during 15 batches`);
      // The cap is 4 segments; one batch may add two before the next check.
      expect(most).toBeLessThanOrEqual(WAL_MAX_MB / 16 + 3);
    } finally {
      await database.close();
    }
  }, 180_000);
});
