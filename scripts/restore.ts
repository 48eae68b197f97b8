// npm run restore -- <backup file> [--data-dir <new directory>]
//   Embedded: unpacks a backup of `npm run backup` into a new, empty data directory (--data-dir, else DATA_DIR,
//   else ./data); start the server on it with DATA_DIR.
//   PostgreSQL (DATABASE_URL set): pg_restore into that database, which must be new and empty (createdb first).
// The server migrates a restored database on start, as any other.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { RestoreRefusedError, restoreEmbedded } from '../server/infra/backup/embedded';
import { postgresProgram } from '../server/infra/backup/postgres-programs';

function fail(sentence: string): never {
  console.error(`Restore failed: ${sentence}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) fail('name one backup file: npm run restore -- backups/skillweave-....tar.gz');
if (!fs.existsSync(file)) fail(`${file} does not exist.`);
const databaseUrl = process.env.DATABASE_URL || undefined;

if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
  await client.end();
  if ((tables.rows[0] as { n: number }).n > 0)
    fail(
      'that database holds tables already: restore into a new, empty database (createdb) and point DATABASE_URL at it.',
    );
  const pgRestore = postgresProgram('pg_restore');
  if (!pgRestore) fail('pg_restore was not found: install PostgreSQL client programs, or set PG_BIN_DIR.');
  const result = spawnSync(pgRestore, ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`pg_restore exited with ${result.status ?? result.signal}.`);
  console.log('Restored into the database of DATABASE_URL. Start the server with that DATABASE_URL.');
} else {
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  try {
    await restoreEmbedded(file, dataDir);
  } catch (error) {
    if (error instanceof RestoreRefusedError) fail(error.message);
    throw error;
  }
  console.log(`Restored into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
}
