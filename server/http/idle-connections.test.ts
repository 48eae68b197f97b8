import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { readEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';
import { defaultConnectionsPerClient, resolveConnectionLimits } from './connection-limits';

/**
 * Item 8 of the outside security test: one client holding idle TCP connections that never sent a byte refused 37
 * of 40 legitimate requests at MAX_CONNECTIONS=20. Over real TCP on loopback: the hog connects from 127.0.0.2
 * (Linux routes all of 127/8 to loopback) and the legitimate client from 127.0.0.1, so the server sees two clients.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOG = '127.0.0.2';

async function listening(options: Partial<BuildAppOptions>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ database: t.database, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

/**
 * A TCP connection from `localAddress`, open once the handshake is done; it sends nothing unless told. A reset after
 * that (the server closing it) is what some tests wait for, so it is not an error here.
 */
function connect(port: number, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    let open = false;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      open = true;
      resolve(socket);
    });
    socket.on('error', (error) => {
      if (!open) reject(error);
    });
  });
}

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));

/** Whether this machine can open a connection from 127.0.0.2 (Linux can; macOS has only 127.0.0.1 unless aliased). */
async function canConnectFromHogAddress(port: number): Promise<boolean> {
  try {
    (await connect(port, HOG)).destroy();
    return true;
  } catch {
    return false;
  }
}

const SKIP_MESSAGE = `Skipped: this machine cannot connect from ${HOG} (Linux routes all of 127/8 to loopback; on macOS run "sudo ifconfig lo0 alias ${HOG}" first)`;

/** One request on its own connection from 127.0.0.1; the status, or the connection error's code. */
function legitimateRequest(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** Sends one request on an open socket and resolves with the answer's status line. */
function requestOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\r\n')[0];
      if (text.includes('\r\n\r\n') && line) {
        socket.off('data', onData);
        resolve(line);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('idle connections (item 8)', () => {
  it('closes a connection that sends no request line within the time-out, and leaves a started one to the headers time-out', async () => {
    const server = await listening({ connectionLimits: { requestLineTimeoutMs: 200 } });
    try {
      const idle = await connect(server.port);
      const started = await connect(server.port);
      started.write('GET /api/health HTTP/1.1\r\n');
      await closed(idle);
      // Both waited as long; the one that spoke is still open, and its request is answered once it is finished.
      expect(started.closed).toBe(false);
      const line = new Promise<string>((resolve) => started.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      started.write('Host: localhost\r\n\r\n');
      expect((await line).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      started.destroy();
    } finally {
      await server.app.close();
    }
  });

  it('caps what one client address holds, so legitimate requests all succeed while the hog keeps its connections', async (context) => {
    const maxConnections = 20;
    const perClient = 5;
    const server = await listening({
      // The request-line time-out is long here: the hog's connections stay open for the whole test.
      connectionLimits: { maxConnections, maxConnectionsPerClient: perClient, requestLineTimeoutMs: 600_000 },
    });
    const hog: net.Socket[] = [];
    try {
      if (!(await canConnectFromHogAddress(server.port))) {
        console.warn(SKIP_MESSAGE);
        context.skip(SKIP_MESSAGE);
      }
      for (let i = 0; i < 40; i += 1) hog.push(await connect(server.port, HOG));
      let closedCount = 0;
      const pastShareClosed = new Promise<void>((resolve) => {
        for (const socket of hog)
          void closed(socket).then(() => {
            closedCount += 1;
            if (closedCount === hog.length - perClient) resolve();
          });
      });
      // The server accepts connections in the order they came, so the hog's are all counted before these: without
      // the cap it would hold all 20 slots and every one of these would be refused.
      const statuses: (number | string)[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push(await legitimateRequest(server.port));
      expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
      // The hog keeps its share, and those connections still work; the rest were closed.
      await pastShareClosed;
      const kept = hog.filter((socket) => !socket.closed);
      expect(kept).toHaveLength(perClient);
      expect(await Promise.all(kept.map(requestOn))).toEqual(kept.map(() => 'HTTP/1.1 200 OK'));
    } finally {
      for (const socket of hog) socket.destroy();
      await server.app.close();
    }
  });

  it('does not cap a trusted proxy, which carries many clients', async (context) => {
    const server = await listening({
      trustProxy: [HOG],
      connectionLimits: { maxConnectionsPerClient: 2, requestLineTimeoutMs: 600_000 },
    });
    const sockets: net.Socket[] = [];
    try {
      if (!(await canConnectFromHogAddress(server.port))) {
        console.warn(SKIP_MESSAGE);
        context.skip(SKIP_MESSAGE);
      }
      for (let i = 0; i < 6; i += 1) sockets.push(await connect(server.port, HOG));
      expect(await Promise.all(sockets.map(requestOn))).toEqual(sockets.map(() => 'HTTP/1.1 200 OK'));
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.app.close();
    }
  });

  it('are configured by MAX_CONNECTIONS_PER_CLIENT: 50 or half of MAX_CONNECTIONS unless set, 0 for no cap', () => {
    expect(resolveConnectionLimits().maxConnectionsPerClient).toBe(50);
    expect(resolveConnectionLimits({ maxConnections: 20 }).maxConnectionsPerClient).toBe(10);
    expect(resolveConnectionLimits({ maxConnections: 20, maxConnectionsPerClient: undefined })).toMatchObject({
      maxConnectionsPerClient: defaultConnectionsPerClient(20),
      requestLineTimeoutMs: 5_000,
    });
    expect(readEnv({}).maxConnectionsPerClient).toBeUndefined();
    expect(readEnv({ MAX_CONNECTIONS_PER_CLIENT: '' }).maxConnectionsPerClient).toBeUndefined();
    expect(readEnv({ MAX_CONNECTIONS_PER_CLIENT: '0' }).maxConnectionsPerClient).toBe(0);
    expect(readEnv({ MAX_CONNECTIONS_PER_CLIENT: '8' }).maxConnectionsPerClient).toBe(8);
    expect(() => readEnv({ MAX_CONNECTIONS_PER_CLIENT: 'many' })).toThrowError(
      /MAX_CONNECTIONS_PER_CLIENT="many": must be a whole number/,
    );
    expect(() => readEnv({ MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_CLIENT: '30' })).toThrowError(
      /MAX_CONNECTIONS_PER_CLIENT="30": must be at most MAX_CONNECTIONS/,
    );
  });
});
