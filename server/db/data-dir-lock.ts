import fs from 'node:fs';
import path from 'node:path';

/**
 * Guards an embedded database directory so only one process opens it. PGlite itself takes no lock:
 * two processes on one directory silently lose data. The lock file holds the owner's pid, so a lock
 * left by a killed process is recognised as stale and taken over at the next start.
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

const LOCK_NAME = 'skillweave.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
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
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Skillweave process (pid ${owner}). ` +
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
        if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
