import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { freeSpaceOf } from '../infra/db/disk-space';
import { spawnServer, type ServerProcess } from '../test/server-process';

/**
 * The real server on a small file system of its own (a tmpfs), which the test fills as another program would:
 * below DISK_MIN_FREE_MB free, writes answer 507 with a sentence while reads, health and what was stored go on;
 * once space is freed, writes are taken again without a restart; and a start on a disk below the margin stops
 * with one sentence instead of PGlite's "failed to initialize properly". Mounting needs root on Linux (CI runs
 * as root); elsewhere the test is skipped and server/infra/db/disk-space.test.ts covers the rules.
 */

const MB = 1024 * 1024;
const MIN_FREE_MB = 64;
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-small-disk-'));
const mounted =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=320m', 'tmpfs', mountPoint]).status === 0;
if (!mounted) console.warn('Disk-full test skipped: mounting a small file system needs root on Linux');

const dataDir = path.join(mountPoint, 'data');
const filler = path.join(mountPoint, 'filler');
let server: ServerProcess | undefined;
let url: string;

afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

function start(): ServerProcess {
  return spawnServer({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: String(MIN_FREE_MB), RATE_LIMITS: 'off' });
}

/** Leaves about `freeMb` free on the small disk by growing (or shrinking) one filler file. */
function leaveFree(freeMb: number): void {
  const current = fs.existsSync(filler) ? fs.statSync(filler).size : 0;
  const target = Math.max(0, current + freeSpaceOf(mountPoint) - freeMb * MB);
  fs.writeFileSync(filler, Buffer.alloc(0));
  const handle = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(MB, 1);
  for (let written = 0; written + MB <= target; written += MB) fs.writeSync(handle, chunk);
  fs.closeSync(handle);
}

const HUB = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;

async function writeArticle(title: string): Promise<{ status: number; code?: string; message?: string }> {
  const response = await fetch(`${url}${HUB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: 'Written while the disk fills up.', category: 'General', tags: [] }),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code: body.code, message: body.message };
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!mounted || Boolean(process.env.TEST_DATABASE_URL))('the embedded database on a filling disk', () => {
  beforeAll(async () => {
    server = start();
    url = await server.ready;
  }, 120_000);

  it('refuses writes with 507 and a sentence below the margin, keeps reads, and takes writes once there is room', async () => {
    expect((await writeArticle('Before the disk filled')).status).toBe(201);
    leaveFree(MIN_FREE_MB - 16);
    // Until the watch reads the free space (every 2 s), writes still go through: the margin is there for them.
    await waitFor(async () => (await writeArticle('Written as the disk filled')).status === 507, 'writes refused');
    const refused = await writeArticle('Refused while full');
    expect(refused).toMatchObject({ status: 507, code: 'disk_full' });
    expect(refused.message).toMatch(/disk is almost full \(\d+ MB free\).*reading still works/);

    const list = await fetch(`${url}${HUB}?limit=100`);
    expect(list.status).toBe(200);
    const titles = ((await list.json()) as { title: string }[]).map((article) => article.title);
    expect(titles).toContain('Before the disk filled');
    expect(titles).not.toContain('Refused while full');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const readiness = (await (await fetch(`${url}/api/health/ready`)).json()) as { status: string; writable: boolean };
    expect(readiness).toMatchObject({ status: 'ready', writable: false });

    fs.rmSync(filler);
    await waitFor(async () => (await writeArticle('After space was freed')).status === 201, 'writes taken again');
    expect(server!.output()).toContain('Disk almost full: writes refused until space is freed');
    expect(server!.output()).toContain('Disk has room again: writes accepted');
  }, 120_000);

  it('will not start on a disk below the margin, and says why in one sentence', async () => {
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    leaveFree(MIN_FREE_MB - 24);
    const refused = start();
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      /Skillweave cannot start\. The disk holding .*data has \d+ MB free and the embedded database needs at least 64 MB \(DISK_MIN_FREE_MB\): free some space and start again\./,
    );
    fs.rmSync(filler);
    server = start();
    url = await server.ready;
    const list = await fetch(`${url}${HUB}?limit=100`);
    const titles = ((await list.json()) as { title: string }[]).map((article) => article.title);
    expect(titles).toEqual(expect.arrayContaining(['Before the disk filled', 'After space was freed']));
  }, 120_000);
});
