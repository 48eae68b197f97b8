import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../test/server-process';

/** Start-up, the data-dir lock and graceful shutdown, on the real entry point with embedded PGlite. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-process-'));
const running: ServerProcess[] = [];
const start = (env: Record<string, string> = {}) => {
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
};

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

// The embedded-database behaviour is the same whichever engine the suite targets: run it once.
describe.skipIf(Boolean(postgresUrl))('the server process (embedded PGlite)', () => {
  it('refuses a second server on the same DATA_DIR, and the first keeps serving and keeps its data; SIGTERM exits 0', async () => {
    const first = start();
    const url = await first.ready;
    const signup = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.test', fullName: 'Kept Person' }),
    });
    expect(signup.status).toBe(201);
    const { id } = (await signup.json()) as { id: string };
    // The new person's own session: a profile is visible to its owner (and colleagues), not to every visitor.
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another Skillweave process \(pid \d+\)/);

    const stillThere = await fetch(`${url}/api/users/${id}`, { headers: { cookie } });
    expect(stillThere.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock is released on a clean exit, and the data survives a restart.
    const third = start();
    const thirdUrl = await third.ready;
    const after = await fetch(`${thirdUrl}/api/users/${id}`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { fullName: string }).fullName).toBe('Kept Person');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    // Three starts, the first on an empty directory: on a busy 2-core machine they took more than a minute.
  }, 180_000);

  it('takes over a lock left by a killed process', async () => {
    const server = start();
    await server.ready;
    server.child.kill('SIGKILL');
    await server.exited;
    const restarted = start();
    await restarted.ready;
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('stops at start with a message naming a bad variable', async () => {
    const server = start({ PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
    expect(server.output()).toContain('LOG_LEVEL="chatty"');
  });
});

describe.runIf(Boolean(postgresUrl))('the server process on PostgreSQL (DATABASE_URL)', () => {
  it('migrates and seeds an empty database, serves it, and a second server on it starts too', async () => {
    const name = `skillweave_process_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    try {
      // Two app servers on one database is the PostgreSQL path's point: both migrate under a lock and serve.
      const [first, second] = [start({ DATABASE_URL: url.toString() }), start({ DATABASE_URL: url.toString() })];
      const [firstUrl, secondUrl] = await Promise.all([first.ready, second.ready]);
      const health = await fetch(`${firstUrl}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      const users = (await (await fetch(`${secondUrl}/api/users`)).json()) as unknown[];
      expect(users.length).toBeGreaterThanOrEqual(12);
      for (const server of [first, second]) {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
