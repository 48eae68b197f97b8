import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../infra/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Migrations change rarely: migrate PGlite once, keep the result on disk, and clone it (~0.4 s vs ~3 s). */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(os.tmpdir(), `skillweave-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function pgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = templatePath();
  if (fs.existsSync(file)) {
    const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([fs.readFileSync(file)]) });
    await handle.migrate(); // a no-op on a good template; repairs nothing, but proves it is current
    return handle;
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('gzip');
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
  return handle;
}

/** A new, empty database on the PostgreSQL server at adminUrl, and the way to drop it (connections and all). */
export async function scratchPostgresDatabase(
  adminUrl: string,
  prefix = 'skillweave_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function postgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await scratchPostgresDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDatabase(url) : pgliteFromTemplate();
}
