import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../test/server-process';

/**
 * A stop has a deadline. An outside test kept a server alive for more than 95 s after two SIGTERMs with one
 * client stalled mid-upload, holding the embedded database's lock so that no new server could start. Now
 * requests in flight get SHUTDOWN_TIMEOUT_MS to finish, then every connection is closed, the database closed
 * and the process exits; a second signal closes the database and exits at once.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-shutdown-'));
const running: ServerProcess[] = [];

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}): ServerProcess {
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** Opens a connection that announces a 100 kB article and sends 20 bytes of it, then nothing. */
async function stallUpload(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/users HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100000\r\n\r\n{"fullName": "Stalle',
  );
  // Let the server read the head: the request is now in flight.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('stopping the server', () => {
  it('cuts off a stalled upload at the deadline, closes the database and frees its directory', async () => {
    const server = start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const url = await server.ready;
    const socket = await stallUpload(url);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('requests still in flight at the deadline were cut off');
    socket.destroy();

    // The lock is released: a new server starts on the same directory.
    const next = start();
    await next.ready;
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);

  it('exits at once on a second signal, after closing the database', async () => {
    const server = start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    const url = await server.ready;
    const socket = await stallUpload(url);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull(); // still waiting for the stalled upload
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('second signal: closing the database and exiting now');
    socket.destroy();

    const next = start();
    await next.ready;
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  }, 60_000);

  it('does not wait for idle keep-alive connections', async () => {
    const server = start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    const url = await server.ready;
    const agentSocket = net.connect(Number(new URL(url).port), '127.0.0.1');
    agentSocket.on('error', () => undefined);
    await new Promise((resolve) => agentSocket.once('connect', resolve));
    agentSocket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await new Promise((resolve) => agentSocket.once('data', resolve));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    agentSocket.destroy();
  }, 60_000);
});
