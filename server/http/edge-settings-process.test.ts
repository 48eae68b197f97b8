import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../test/server-process';

/**
 * TRUST_PROXY and MAX_CONNECTIONS_PER_CLIENT as `npm start` reads them: the real entry point, started from the
 * environment, over real TCP. 127.0.0.2 plays the one trusted proxy; 127.0.0.1 is a client connecting directly
 * (Linux routes all of 127/8 to loopback). Items 6 and 8 of the outside security test; their other cases run on
 * an app built in the test (trusted-proxy.test.ts, idle-connections.test.ts).
 */

const PROXY = '127.0.0.2';
const SIGNUP_BUDGET = 3;
const PER_CLIENT = 2;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-edge-'));
let server: ServerProcess | undefined;
let port = 0;
let canUseProxyAddress = true;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  server = spawnServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: PROXY,
    RATE_LIMITS: `signup=${SIGNUP_BUDGET}/600`,
    MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
    DEMO_RESET_MINUTES: '0',
  });
  port = Number(new URL(await server.ready).port);
  canUseProxyAddress = await new Promise<boolean>((resolve) => {
    const probe = net.connect({ port, host: '127.0.0.1', localAddress: PROXY }, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SKIP_MESSAGE = `Skipped: this machine cannot connect from ${PROXY} (Linux routes all of 127/8 to loopback; on macOS run "sudo ifconfig lo0 alias ${PROXY}" first)`;

/** A signup over its own connection from `localAddress`, with the given X-Forwarded-For. */
function signUp(localAddress: string, forwardedFor: string, index: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: `edge.${index}.${Date.now()}@example.test`, fullName: 'Edge Person' });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/users',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function connect(localAddress: string): Promise<net.Socket> {
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

// The embedded database serves it whichever engine the suite targets: run it once.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'edge settings read from the environment by the real server (items 6 and 8)',
  () => {
    it('TRUST_PROXY: through the listed proxy the rightmost address counts; a direct client cannot choose its own', async (context) => {
      if (!canUseProxyAddress) {
        console.warn(SKIP_MESSAGE);
        context.skip(SKIP_MESSAGE);
      }
      const viaProxy = [];
      for (let i = 0; i < SIGNUP_BUDGET + 3; i += 1)
        viaProxy.push(await signUp(PROXY, `198.18.${i}.1, 203.0.113.9`, i));
      expect(viaProxy).toEqual([201, 201, 201, 429, 429, 429]);
      expect(await signUp(PROXY, '198.18.0.1, 203.0.113.10', 100)).toBe(201);
      // 127.0.0.1 is not a listed proxy: whatever it writes, it is 127.0.0.1.
      const direct = [];
      for (let i = 0; i < SIGNUP_BUDGET + 1; i += 1) direct.push(await signUp('127.0.0.1', `198.19.${i}.1`, 200 + i));
      expect(direct).toEqual([201, 201, 201, 429]);
    });

    it('MAX_CONNECTIONS_PER_CLIENT: a direct client holds at most its share; the proxy is not capped', async (context) => {
      if (!canUseProxyAddress) {
        console.warn(SKIP_MESSAGE);
        context.skip(SKIP_MESSAGE);
      }
      const direct: net.Socket[] = [];
      const proxied: net.Socket[] = [];
      try {
        for (let i = 0; i < PER_CLIENT + 2; i += 1) direct.push(await connect('127.0.0.1'));
        for (let i = 0; i < PER_CLIENT + 2; i += 1) proxied.push(await connect(PROXY));
        // The direct client's connections past its share are closed, and it keeps its share.
        await new Promise<void>((resolve) => {
          let closed = 0;
          const count = () => {
            closed += 1;
            if (closed === direct.length - PER_CLIENT) resolve();
          };
          for (const socket of direct)
            if (socket.closed) count();
            else socket.once('close', count);
        });
        expect(direct.filter((socket) => !socket.closed)).toHaveLength(PER_CLIENT);
        // Every connection from the proxy is served.
        const lines = await Promise.all(
          proxied.map(
            (socket) =>
              new Promise<string>((resolve) => {
                socket.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0]!));
                socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
              }),
          ),
        );
        expect(lines).toEqual(proxied.map(() => 'HTTP/1.1 200 OK'));
      } finally {
        for (const socket of [...direct, ...proxied]) socket.destroy();
      }
    });
  },
);
