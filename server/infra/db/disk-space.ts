import fs from 'node:fs';
import { ChangeListeners, type DatabaseStatus, type StatusWatch } from './status';

/**
 * The embedded database's disk. PGlite writes its write-ahead log in 16 MB segments; when it needs a new one
 * and the disk has no room, it spins at full CPU, stops answering even health checks, ignores SIGTERM, and
 * will not start again until space is freed (measured from outside). So the server keeps a margin: below it,
 * writes are refused with 507 and a sentence while reads go on (server/http/database-status.ts), and a
 * start is refused with one sentence. The write-ahead log itself is kept small (server/infra/db/wal-size.ts).
 */

export const DEFAULT_MIN_FREE_MB = 128;
const MB = 1024 * 1024;

/** Free bytes for this process on the file system holding `dir`. */
export type FreeSpace = (dir: string) => number;

export const freeSpaceOf: FreeSpace = (dir) => {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
};

export const megabytes = (bytes: number) => Math.floor(bytes / MB);

export function lowDiskMessage(freeBytes: number): string {
  return (
    `The server's disk is almost full (${megabytes(freeBytes)} MB free), so changes are paused to keep ` +
    'the data safe; reading still works. Ask an administrator to free some space'
  );
}

export class NotEnoughDiskError extends Error {}

/** Refuses to open the embedded database when its disk has less than the margin (a sentence naming the fix). */
export function checkDiskBeforeStart(dataDir: string, minFreeBytes: number, freeSpace: FreeSpace = freeSpaceOf): void {
  const free = freeSpace(dataDir);
  if (free >= minFreeBytes) return;
  throw new NotEnoughDiskError(
    `The disk holding ${dataDir} has ${megabytes(free)} MB free and the embedded database needs at least ` +
      `${megabytes(minFreeBytes)} MB (DISK_MIN_FREE_MB): free some space and start again.`,
  );
}

export interface DiskWatchOptions {
  dataDir: string;
  minFreeBytes: number;
  /** How often free space is read (a statfs call, a few microseconds). */
  intervalMs: number;
  freeSpace?: FreeSpace;
}

/** Reads the free space every interval and says the database is not writable below the margin. */
export function watchDisk({
  dataDir,
  minFreeBytes,
  intervalMs,
  freeSpace = freeSpaceOf,
}: DiskWatchOptions): StatusWatch {
  const listeners = new ChangeListeners();
  let status: DatabaseStatus = { reachable: true, writable: true };

  const check = () => {
    let free: number;
    try {
      free = freeSpace(dataDir);
    } catch {
      return; // the directory is unreadable for a moment: keep what was known
    }
    const writable = free >= minFreeBytes;
    if (writable === status.writable) {
      if (!writable) status = { reachable: true, writable, problem: lowDiskMessage(free) };
      return;
    }
    status = writable ? { reachable: true, writable } : { reachable: true, writable, problem: lowDiskMessage(free) };
    listeners.tell(
      writable
        ? {
            level: 'info',
            message: 'Disk has room again: writes accepted',
            fields: { disk: { freeMb: megabytes(free) } },
          }
        : {
            level: 'warn',
            message: 'Disk almost full: writes refused until space is freed',
            fields: { disk: { freeMb: megabytes(free), minFreeMb: megabytes(minFreeBytes), dataDir } },
          },
    );
  };

  check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    status: () => status,
    onChange: (listener) => listeners.add(listener),
    suspect: check,
    close: () => clearInterval(timer),
  };
}

/** True when a write failed for want of room: PostgreSQL's disk_full state, or the file system's ENOSPC. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= 4 && current; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '53100' || code === 'ENOSPC') return true;
    if (typeof message === 'string' && /No space left on device/i.test(message)) return true;
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
