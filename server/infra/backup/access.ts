import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` reaches the server that holds an embedded database open. Only that process can copy the
 * database consistently (it runs PostgreSQL inside itself; a file copy of a running data directory is not a
 * backup), so at start it writes a file into the data directory naming its address and a random token, readable
 * by the data directory's owner only. Whoever can read that file could copy the data directory anyway.
 */

export const BACKUP_ACCESS_FILE = 'backup-access.json';

export interface BackupAccess {
  url: string;
  token: string;
}

export const newBackupToken = () => randomBytes(32).toString('base64url');

export function writeBackupAccess(dataDir: string, access: BackupAccess): void {
  const file = path.join(dataDir, BACKUP_ACCESS_FILE);
  fs.writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function readBackupAccess(dataDir: string): BackupAccess | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, BACKUP_ACCESS_FILE), 'utf8')) as BackupAccess;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function removeBackupAccess(dataDir: string): void {
  fs.rmSync(path.join(dataDir, BACKUP_ACCESS_FILE), { force: true });
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
