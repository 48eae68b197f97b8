import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_NAME } from '../db/data-dir-lock';
import { holdsDatabase } from '../db/pglite-template';
import { BACKUP_ACCESS_FILE } from './access';

/**
 * Backups of the embedded database: a gzip'd tar of its data directory, taken by PGlite between two queries, so
 * the files are exactly what a crash at that moment would leave, which PostgreSQL recovers from on its next
 * start (the crash tests kill the server thousands of times and lose no acknowledged write). The tar is made
 * uncompressed and compressed off the event loop: PGlite holds its query lock only while it reads the files.
 */

export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  const tar = await client.dumpDataDir('none');
  return promisify(gzip)(Buffer.from(await tar.arrayBuffer()));
}

export class RestoreRefusedError extends Error {}

/**
 * Restores a backup into a new data directory (refused when it holds anything): PGlite unpacks it and runs
 * recovery once, and the files that belonged to the process the backup was taken from (its lock, its backup
 * access) are removed, so a server can start on the directory at once.
 */
export async function restoreEmbedded(backupFile: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new RestoreRefusedError(
      holdsDatabase(dataDir)
        ? `${dataDir} holds a database already: restore into a new directory, or move that one away first.`
        : `${dataDir} is not empty: restore into a new, empty directory.`,
    );
  }
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(fs.readFileSync(backupFile));
  } catch (error) {
    throw new RestoreRefusedError(
      `${backupFile} is not a backup of the embedded database (${(error as Error).message}).`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(tar)]) });
  await client.query('SELECT 1');
  await client.close();
  for (const name of [LOCK_NAME, BACKUP_ACCESS_FILE]) fs.rmSync(path.join(dataDir, name), { force: true });
}
