import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, LIMITS } from '../../../common/constants';
import { spawnServer, type ServerProcess } from '../../test/server-process';
import {
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres';

/**
 * The restore drill: back up a running server while writes are in flight (`npm run backup`), restore into a
 * new data directory or database (`npm run restore`), start a server on it, and find every write the first
 * server acknowledged before the backup began. Writes acknowledged while it ran may or may not be in it: a
 * backup is the database at one moment.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-backup-'));
const servers: ServerProcess[] = [];
let postgres: ThrowawayPostgres | undefined;

afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  postgres?.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer({ RATE_LIMITS: 'off', ...env });
  servers.push(server);
  return server;
}

/** Runs `npm run backup` or `npm run restore` (their scripts, as npm would) and returns what it printed. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const HUB = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;

interface Acknowledged {
  id: string;
  at: number;
}

/** Writes articles from four writers until stopped; returns each acknowledged id with when it was acknowledged. */
function writeUntilStopped(url: string): { stop(): Promise<Acknowledged[]> } {
  let stopped = false;
  const acknowledged: Acknowledged[] = [];
  const writers = Array.from({ length: 4 }, async (_, writer) => {
    for (let index = 0; !stopped; index += 1) {
      const response = await fetch(`${url}${HUB}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Drill ${writer}-${index}`,
          content: 'In flight.',
          category: 'General',
          tags: [],
        }),
      });
      if (response.status === 201)
        acknowledged.push({ id: ((await response.json()) as { id: string }).id, at: Date.now() });
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(writers);
      return acknowledged;
    },
  };
}

async function storedArticleIds(url: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += LIMITS.listMaxLimit) {
    const page = (await (await fetch(`${url}${HUB}?limit=${LIMITS.listMaxLimit}&offset=${offset}`)).json()) as {
      id: string;
    }[];
    for (const article of page) ids.add(article.id);
    if (page.length < LIMITS.listMaxLimit) return ids;
  }
}

/** Backs up while writing, then checks a server on the restored copy holds every write acknowledged before. */
async function drill(options: {
  first: Record<string, string>;
  backupEnv: Record<string, string>;
  restoreArgs: (file: string) => string[];
  restoreEnv: Record<string, string>;
  restored: Record<string, string>;
  file: string;
}) {
  const first = start(options.first);
  const firstUrl = await first.ready;
  const writing = writeUntilStopped(firstUrl);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const backupStarted = Date.now();
  const printed = npmScript('backup', ['--out', options.file], options.backupEnv);
  const acknowledged = await (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return writing.stop();
  })();
  expect(printed).toContain(`Backup written: ${options.file}`);

  npmScript('restore', options.restoreArgs(options.file), options.restoreEnv);
  const restored = start(options.restored);
  const restoredUrl = await restored.ready;
  const stored = await storedArticleIds(restoredUrl);
  const before = acknowledged.filter((write) => write.at < backupStarted);
  expect(before.length).toBeGreaterThan(10);
  expect(before.filter((write) => !stored.has(write.id))).toEqual([]);
  // The restored copy is a working database: it takes writes.
  const response = await fetch(`${restoredUrl}${HUB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'After the restore', content: 'Works.', category: 'General', tags: [] }),
  });
  expect(response.status).toBe(201);
  const during = acknowledged.length - before.length;
  const kept = acknowledged.filter((write) => stored.has(write.id)).length - before.length;
  console.log(
    `restore drill: ${before.length} writes acknowledged before the backup, all restored; ` +
      `${kept} of ${during} acknowledged during or after it are in it`,
  );
  first.child.kill('SIGTERM');
  restored.child.kill('SIGTERM');
  await Promise.all([first.exited, restored.exited]);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backing up and restoring', () => {
  it('the embedded database, from the running server, into a new data directory', async () => {
    const dataDir = path.join(work, 'data');
    const restoredDir = path.join(work, 'restored');
    await drill({
      first: { DATA_DIR: dataDir },
      backupEnv: { DATA_DIR: dataDir },
      file: path.join(work, 'embedded.tar.gz'),
      restoreArgs: (file) => [file, '--data-dir', restoredDir],
      restoreEnv: {},
      restored: { DATA_DIR: restoredDir },
    });
    // The running server's lock and backup access did not travel.
    expect(fs.existsSync(path.join(restoredDir, 'skillweave.lock'))).toBe(false);
  }, 240_000);

  it('refuses to restore over a directory that holds a database', () => {
    expect(() =>
      npmScript('restore', [path.join(work, 'embedded.tar.gz'), '--data-dir', path.join(work, 'restored')], {}),
    ).toThrow(/holds a database already: restore into a new directory/);
  });

  const unavailable = throwawayPostgresUnavailable();
  it.skipIf(Boolean(unavailable))(
    'PostgreSQL, with pg_dump and pg_restore, into a new database',
    async () => {
      postgres = await startThrowawayPostgres();
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('CREATE DATABASE drill_source');
      await admin.query('CREATE DATABASE drill_restored');
      await admin.end();
      const source = postgres.url.replace(/\/postgres$/, '/drill_source');
      const target = postgres.url.replace(/\/postgres$/, '/drill_restored');
      await drill({
        first: { DATABASE_URL: source },
        backupEnv: { DATABASE_URL: source },
        file: path.join(work, 'postgres.dump'),
        restoreArgs: (file) => [file],
        restoreEnv: { DATABASE_URL: target },
        restored: { DATABASE_URL: target },
      });
    },
    240_000,
  );
});
