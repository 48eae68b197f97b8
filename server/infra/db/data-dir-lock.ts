import fs from 'node:fs';
import path from 'node:path';

/**
 * Guards an embedded database directory so only one process opens it. PGlite itself takes no lock:
 * two processes on one directory silently lose data. The lock file holds the owner's pid and start
 * time, so a lock left by a killed process (even one not yet reaped, or whose pid was reused) is
 * recognised as stale and taken over at the next start.
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

export const LOCK_NAME = 'skillweave.lock';

/**
 * The kernel's start time of a process (Linux /proc), which tells a live owner from an unrelated
 * process that reused its pid. "Z" (zombie: killed, not yet reaped) counts as not running.
 */
function procStart(pid: number): { running: boolean; startTime: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { running: fields[0] !== 'Z', startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function isOwnerRunning(owner: { pid: number; startTime?: string }): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const proc = procStart(owner.pid);
  if (!proc) return true; // no /proc: trust the signal check
  return proc.running && (!owner.startTime || proc.startTime === owner.startTime);
}

function lockContent(): string {
  return `${JSON.stringify({ pid: process.pid, startTime: procStart(process.pid)?.startTime })}\n`;
}

function readOwner(lockPath: string): { pid: number; startTime?: string } | undefined {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; startTime?: unknown };
    if (typeof parsed.pid === 'number')
      return { pid: parsed.pid, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : undefined };
  } catch {
    // an older or damaged lock: a bare pid, or nothing usable
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid } : undefined;
}

function tryCreate(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, lockContent(), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock on dataDir (creating the directory), or throws DataDirLockedError naming the owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);

  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner && owner.pid !== process.pid && isOwnerRunning(owner)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Skillweave process (pid ${owner.pid}). ` +
          'Stop that process, or set DATA_DIR to a different directory.',
      );
    }
    // Stale lock from a process that no longer runs: replace it. If another starting process wins
    // the race for the new lock, we refuse rather than share the directory.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) {
      throw new DataDirLockedError(`The data directory ${dataDir} was just locked by another Skillweave process.`);
    }
  }

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
