import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { NotEnoughDiskError, checkDiskBeforeStart, freeSpaceOf, isDiskFull, watchDisk } from './disk-space';
import type { StatusChange } from './status';

const MB = 1024 * 1024;

describe('the embedded database disk watch', () => {
  it('reads real free space', () => {
    expect(freeSpaceOf(os.tmpdir())).toBeGreaterThan(0);
  });

  it('refuses writes below the margin, says why with the free space, and takes them again once there is room', () => {
    let free = 500 * MB;
    const changes: StatusChange[] = [];
    const watch = watchDisk({ dataDir: '/data', minFreeBytes: 128 * MB, intervalMs: 60_000, freeSpace: () => free });
    watch.onChange((change) => changes.push(change));
    expect(watch.status()).toEqual({ reachable: true, writable: true });

    free = 100 * MB;
    watch.suspect();
    expect(watch.status().writable).toBe(false);
    expect(watch.status().reachable).toBe(true);
    expect(watch.status().problem).toMatch(/almost full \(100 MB free\).*reading still works/);
    // The sentence follows the free space while it stays low, but the log hears of the change once.
    free = 90 * MB;
    watch.suspect();
    expect(watch.status().problem).toMatch(/90 MB free/);
    expect(changes.map((change) => change.level)).toEqual(['warn']);

    free = 300 * MB;
    watch.suspect();
    expect(watch.status()).toEqual({ reachable: true, writable: true });
    expect(changes.map((change) => change.message)).toEqual([
      'Disk almost full: writes refused until space is freed',
      'Disk has room again: writes accepted',
    ]);
    watch.close();
  });

  it('refuses a start below the margin with one sentence naming the directory, the figures and the fix', () => {
    expect(() => checkDiskBeforeStart('/srv/data', 128 * MB, () => 20 * MB)).toThrow(NotEnoughDiskError);
    expect(() => checkDiskBeforeStart('/srv/data', 128 * MB, () => 20 * MB)).toThrow(
      'The disk holding /srv/data has 20 MB free and the embedded database needs at least 128 MB (DISK_MIN_FREE_MB): free some space and start again.',
    );
    expect(() => checkDiskBeforeStart('/srv/data', 128 * MB, () => 129 * MB)).not.toThrow();
  });

  it('knows a write that failed for want of room, from PostgreSQL or from the file system', () => {
    expect(isDiskFull({ message: 'Failed query', cause: { code: '53100' } })).toBe(true);
    expect(isDiskFull(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(new Error('could not extend file "base/5/1234": No space left on device'))).toBe(true);
    expect(isDiskFull(new Error('duplicate key'))).toBe(false);
  });
});
