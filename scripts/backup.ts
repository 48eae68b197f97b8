// npm run backup [-- --out <file>]: a consistent copy of Skillweave's database, taken while it runs.
//   Embedded (DATA_DIR, default ./data): asks the running server for it (server/infra/backup/), or opens the data
//   directory itself when no server runs. Writes backups/skillweave-<time>.tar.gz.
//   PostgreSQL (DATABASE_URL set): pg_dump's custom format, backups/skillweave-<time>.dump.
// docs/operations.md says what else must travel with a backup (AUTH_SECRET) and how to restore it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBackupAccess } from '../server/infra/backup/access';
import { dumpEmbedded } from '../server/infra/backup/embedded';
import { postgresProgram } from '../server/infra/backup/postgres-programs';
import { openDatabase } from '../server/infra/db/client';
import { DataDirLockedError } from '../server/infra/db/data-dir-lock';
import { holdsDatabase } from '../server/infra/db/pglite-template';

function fail(sentence: string): never {
  console.error(`Backup failed: ${sentence}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL || undefined;
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d{3}Z$/, 'Z');
const out = path.resolve(values.out ?? `backups/skillweave-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
fs.mkdirSync(path.dirname(out), { recursive: true });
const partial = `${out}.partial`;

/** The embedded database: from the server that holds it open, or opened here when none does. */
async function embeddedArchive(dataDir: string): Promise<Buffer> {
  if (!holdsDatabase(dataDir)) fail(`${dataDir} holds no database (set DATA_DIR to the server's data directory).`);
  const access = readBackupAccess(dataDir);
  if (access) {
    let response: Response | undefined;
    try {
      response = await fetch(`${access.url}/api/operations/backup`, {
        headers: { authorization: `Bearer ${access.token}` },
      });
    } catch {
      response = undefined; // no server answers there: the file is left from one that was killed
    }
    if (response?.ok) return Buffer.from(await response.arrayBuffer());
    if (response) fail(`the server at ${access.url} answered ${response.status}: ${await response.text()}`);
  }
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir, minFreeBytes: 0 });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`a server holds ${dataDir} but did not answer; is it still starting? Try again in a moment.`);
    throw error;
  }
  try {
    return await dumpEmbedded(database.pglite!);
  } finally {
    await database.close();
  }
}

if (databaseUrl) {
  const pgDump = postgresProgram('pg_dump');
  if (!pgDump) fail('pg_dump was not found: install PostgreSQL client programs, or set PG_BIN_DIR to their folder.');
  const result = spawnSync(pgDump, ['--format=custom', '--no-owner', `--file=${partial}`, databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`pg_dump exited with ${result.status ?? result.signal}.`);
} else {
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  fs.writeFileSync(partial, await embeddedArchive(dataDir));
}
fs.renameSync(partial, out);
console.log(`Backup written: ${out} (${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MB)`);
