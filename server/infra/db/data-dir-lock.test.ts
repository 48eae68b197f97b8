import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A process's state letter ('Z' for a zombie): from /proc where there is one (Linux), otherwise from `ps`
 * (macOS and the BSDs), so the zombie case is checked on every platform rather than only on Linux.
 */
function processState(pid: number): string {
  if (fs.existsSync(`/proc/${pid}/stat`))
    return /\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? '';
  return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
    .trim()
    .charAt(0);
}

describe('data-dir lock', () => {
  it('is taken, released, and taken again', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'skillweave.lock'))).toBe(true);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'skillweave.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while a live process holds it', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(path.join(dir, 'skillweave.lock'))}, String(process.pid)); setTimeout(() => {}, 30000)`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    holder.kill('SIGKILL');
  });

  it('takes over a lock whose owner is dead, a zombie, or an unrelated process with a reused pid', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'skillweave.lock');
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 - 3 }));
    lockDataDir(dir).release();

    // A killed child not yet reaped by its parent still answers signals; it must count as gone.
    const child = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 3']);
    const zombiePid = await new Promise<number>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    process.kill(zombiePid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(processState(zombiePid)).toBe('Z');
    fs.writeFileSync(lockPath, JSON.stringify({ pid: zombiePid }));
    lockDataDir(dir).release();
    child.kill('SIGKILL');

    // Our own parent is alive but started at another time than the lock claims: a reused pid.
    fs.writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, startTime: '1' }));
    lockDataDir(dir).release();
  });
});
