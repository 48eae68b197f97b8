import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { buildApp, type BuildAppOptions } from '../app';
import { EnvError, readEnv } from '../env';
import { DEFAULT_RATE_LIMITS, isUnlimitedRequest } from '../infra/rate-limits/rate-limits';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../modules/accounts/auth';
import { SESSION_ENDED_MESSAGE } from '../modules/accounts/current-user-plugin';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { REQUEST_TARGET_MESSAGE, UNKNOWN_HOST_MESSAGE, hostNameOf } from './security';

/**
 * How the server treats the request itself, before any route: its target, its Host and Origin, its
 * cookie, its id, and the connection it came on. Each case is one an outside security test broke.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Builds another app on the same database and listens on a loopback port. */
async function listening(options: Partial<BuildAppOptions>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ database: t.database, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with exactly the given request target (http.request sends `path` as written). */
function rawRequest(
  port: number,
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const userCount = async () => ((await t.app.inject({ url: '/api/users' })).json() as unknown[]).length;

describe(`the request edge (${testEngine})`, () => {
  describe('request targets (item 1)', () => {
    let server: { app: FastifyInstance; port: number };
    beforeAll(async () => {
      server = await listening({ rateLimits: { ...DEFAULT_RATE_LIMITS, signup: { max: 2, windowSeconds: 600 } } });
    });
    afterAll(async () => {
      await server.app.close();
    });

    it('refuses an absolute-form target, so neither the rate limit nor the cross-site check can be skipped', async () => {
      const before = await userCount();
      const absolute = `http://127.0.0.1:${server.port}/api/users`;
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push(
          await rawRequest(server.port, 'POST', absolute, {
            email: uniqueEmail('absolute'),
            fullName: 'Absolute Form',
          }),
        );
      }
      const crossSite = await rawRequest(
        server.port,
        'POST',
        absolute,
        { email: uniqueEmail('rebound'), fullName: 'Cross Site' },
        {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      );
      for (const answer of [...answers, crossSite]) {
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ message: REQUEST_TARGET_MESSAGE, code: 'invalid_request_target' });
      }
      expect(await userCount()).toBe(before);
    });

    it('spends the budget through the normal path or an escaped one, then refuses', async () => {
      const statuses = [];
      for (const target of ['/api/users', '/%61pi/users', '/api/user%73', '/%61pi/users']) {
        statuses.push(
          (await rawRequest(server.port, 'POST', target, { email: uniqueEmail('budget'), fullName: 'Budget Person' }))
            .status,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    });

    it('refuses a cross-site write sent to an escaped path', async () => {
      const before = await userCount();
      const answer = await rawRequest(
        server.port,
        'POST',
        '/%61pi/companies',
        { name: 'Escaped', contactName: 'E', contactEmail: uniqueEmail('esc'), size: '1-10' },
        {
          origin: 'https://evil.example',
        },
      );
      expect(answer.status).toBe(403);
      expect(await userCount()).toBe(before);
    });

    it('counts a request as the API by its route or path, never by a raw absolute target', () => {
      expect(isUnlimitedRequest('/api/health', '/api/health')).toBe(true);
      expect(isUnlimitedRequest('/*', '/assets/app.js')).toBe(true);
      expect(isUnlimitedRequest('/api/users', '/api/users')).toBe(false);
      expect(isUnlimitedRequest('/*', '/api/nope')).toBe(false);
      expect(isUnlimitedRequest(undefined, 'http://127.0.0.1/api/users')).toBe(false);
      expect(isUnlimitedRequest('/*', 'http://127.0.0.1/assets/app.js')).toBe(false);
      // Pages are free, but a profile is drawn from the database on the server, as its API calls would be.
      expect(isUnlimitedRequest(undefined, '/knowledge')).toBe(true);
      expect(isUnlimitedRequest(undefined, `/profile/${DEMO_WORKSPACE.userId}`)).toBe(false);
      expect(isUnlimitedRequest(undefined, `/profile/${DEMO_WORKSPACE.userId}?tab=skills`)).toBe(false);
    });
  });

  describe('hosts and origins (item 5)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        database: t.database,
        publicUrl: 'https://skillweave.example',
        allowedHosts: ['intranet.example'],
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('refuses a Host it does not answer for, on the API and on pages, and stores nothing', async () => {
      const before = await userCount();
      for (const url of ['/api/users', '/', '/knowledge']) {
        const response = await app.inject({ url, headers: { host: 'rebind.evil.example:5000' } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({ message: UNKNOWN_HOST_MESSAGE, code: 'unknown_host' });
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
      const write = await app.inject({
        method: 'POST',
        url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`,
        headers: { host: 'rebind.evil.example:5000', origin: 'http://rebind.evil.example:5000' },
        payload: { title: 'Rebound', content: 'Body', category: 'General' },
      });
      expect(write.statusCode).toBe(400);
      expect(await userCount()).toBe(before);
    });

    it('answers for loopback, the public host and the allowed hosts', async () => {
      for (const host of [
        'localhost:5000',
        '127.0.0.1:80',
        '[::1]:5000',
        'skillweave.example',
        'SkillWeave.example:443',
        'intranet.example:8080',
      ]) {
        expect((await app.inject({ url: '/api/health', headers: { host } })).statusCode, host).toBe(200);
      }
      expect(
        (await app.inject({ url: '/api/health', headers: { host: 'skillweave.example.evil.example' } })).statusCode,
      ).toBe(400);
    });

    it('judges each Host alike however many different ones came before (the memo of host names is bounded)', async () => {
      for (let index = 0; index < 100; index += 1) {
        const response = await app.inject({ url: '/api/health', headers: { host: `h${index}.evil.example` } });
        expect(response.statusCode).toBe(400);
      }
      expect((await app.inject({ url: '/api/health', headers: { host: 'intranet.example' } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health', headers: { host: 'h3.evil.example' } })).statusCode).toBe(400);
    });

    it('compares Origin with the scheme: an https Origin is not the http server', async () => {
      const write = (origin: string, host = 'localhost:80', proto?: string) =>
        app.inject({
          method: 'POST',
          url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`,
          headers: { host, origin, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
          payload: { title: 'Origin check', content: 'Body', category: 'General' },
        });
      expect((await write('https://localhost')).statusCode).toBe(403);
      expect((await write('http://localhost:80')).statusCode).toBe(201);
      // The public origin is accepted from wherever the request arrived (a proxy in front).
      expect((await write('https://skillweave.example')).statusCode).toBe(201);
      expect((await write('http://skillweave.example', 'skillweave.example')).statusCode).toBe(403);
    });

    it('keeps local development working with the default public URL (the Vite dev server proxies from another port)', async () => {
      const local = await buildApp({ database: t.database, publicUrl: 'http://localhost:5000' });
      try {
        const response = await local.inject({
          method: 'POST',
          url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`,
          headers: { host: 'localhost:5173', origin: 'http://localhost:5173' },
          payload: { title: 'From the dev server', content: 'Body', category: 'General' },
        });
        expect(response.statusCode).toBe(201);
      } finally {
        await local.close();
      }
    });

    it('reads host names from Host headers, refusing anything else', () => {
      expect(hostNameOf('Example.COM:5000')).toBe('example.com');
      expect(hostNameOf('[::1]:80')).toBe('[::1]');
      expect(hostNameOf('a.test/evil')).toBeUndefined();
      expect(hostNameOf('user@a.test')).toBeUndefined();
      expect(hostNameOf(undefined)).toBeUndefined();
    });

    it('are configured by PUBLIC_URL and ALLOWED_HOSTS, and a wrong value stops the start with a sentence', () => {
      expect(readEnv({}).publicUrl).toBe('http://localhost:5000');
      expect(readEnv({ PORT: '6001' }).publicUrl).toBe('http://localhost:6001');
      expect(readEnv({ PUBLIC_URL: 'https://skillweave.example/' }).publicUrl).toBe('https://skillweave.example');
      expect(readEnv({ ALLOWED_HOSTS: 'A.example, b.example' }).allowedHosts).toEqual(['a.example', 'b.example']);
      for (const [value, sentence] of [
        ['skillweave.example', /PUBLIC_URL="skillweave.example": must be the address people open/],
        [
          'ftp://skillweave.example',
          /PUBLIC_URL="ftp:\/\/skillweave.example": must start with http:\/\/ or https:\/\//,
        ],
        ['https://skillweave.example/app', /must be an origin only/],
      ] as const) {
        expect(() => readEnv({ PUBLIC_URL: value })).toThrowError(EnvError);
        expect(() => readEnv({ PUBLIC_URL: value })).toThrowError(sentence);
      }
      expect(() => readEnv({ ALLOWED_HOSTS: 'good.example,bad host/x' })).toThrowError(
        /ALLOWED_HOSTS=.*not: bad host\/x/,
      );
    });
  });

  describe("the framework's own errors (item 8)", () => {
    it('answer { message, code } with the security headers and a request id', async () => {
      for (const url of ['/api/%zz', '/%E0%A4%A', '/api/users/%']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ message: expect.any(String), code: 'invalid_url' });
        expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('answer a request Node cannot parse in the same shape', async () => {
      const server = await listening({});
      try {
        const reply = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(server.port, '127.0.0.1', () =>
            socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'),
          );
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
        expect(reply).toMatch(/^HTTP\/1.1 400 /);
        expect(reply.toLowerCase()).toContain('content-security-policy:');
        expect(reply.toLowerCase()).toContain('x-content-type-options: nosniff');
        expect(reply.toLowerCase()).toMatch(/x-request-id: [0-9a-f-]{36}/);
        expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
          message: 'The request could not be read',
          code: 'unreadable_request',
        });
      } finally {
        await server.app.close();
      }
    });
  });

  describe('dead session cookies (item 9)', () => {
    const clears = (setCookie: string | string[] | undefined, name: string) =>
      [setCookie ?? []]
        .flat()
        .some((line) => line.startsWith(`${name}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line));

    it('are cleared, and a read acts as any signed-out visitor', async () => {
      const response = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: 'unknown-or-expired' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isDemo: true });
      expect(clears(response.headers['set-cookie'], SESSION_COOKIE)).toBe(true);
    });

    it('refuse a write with 401 instead of storing it as the demo user, and clear the cookie', async () => {
      const before = (
        await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge?limit=100` })
      ).json() as unknown[];
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`,
        cookies: { [SESSION_COOKIE]: 'unknown-or-expired' },
        payload: { title: 'Written with a dead cookie', content: 'Body', category: 'General' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SESSION_ENDED_MESSAGE, code: 'session_ended' });
      expect(clears(response.headers['set-cookie'], SESSION_COOKIE)).toBe(true);
      const after = (
        await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge?limit=100` })
      ).json() as unknown[];
      expect(after).toHaveLength(before.length);
    });

    it('a live cookie is left alone', async () => {
      const { cookies } = await signUp(t.app);
      const response = await t.app.inject({ url: '/api/me', cookies });
      expect(response.json()).toMatchObject({ isDemo: false });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('is named with the __Host- prefix when PUBLIC_URL is https, and that cookie signs the browser in', async () => {
      const proxied = await buildApp({
        database: t.database,
        trustProxy: true,
        publicUrl: 'https://skillweave.example',
      });
      try {
        const signup = await proxied.inject({
          method: 'POST',
          url: '/api/users',
          headers: { host: 'skillweave.example', 'x-forwarded-proto': 'https' },
          payload: { email: uniqueEmail('https'), fullName: 'Secure Person' },
        });
        expect(signup.statusCode).toBe(201);
        const cookie = signup.cookies.find((item) => item.name === SECURE_SESSION_COOKIE);
        expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
        expect(cookie?.domain).toBeUndefined();
        expect(signup.cookies.find((item) => item.name === SESSION_COOKIE)).toBeUndefined();
        const me = await proxied.inject({
          url: '/api/me',
          headers: { host: 'skillweave.example', 'x-forwarded-proto': 'https' },
          cookies: { [SECURE_SESSION_COOKIE]: cookie!.value },
        });
        expect(me.json()).toMatchObject({ user: { id: (signup.json() as { id: string }).id }, isDemo: false });
      } finally {
        await proxied.close();
      }
    });
  });

  describe('source maps (item 11)', () => {
    it('are never served, even when a build left one behind', async () => {
      const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-maps-'));
      fs.mkdirSync(path.join(clientDir, 'assets'));
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
      fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
      fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
      const app = await buildApp({ database: t.database, clientDir });
      try {
        expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
        const map = await app.inject({ url: '/assets/app.js.map' });
        expect(map.statusCode).toBe(404);
        expect(map.body).not.toContain('secret.ts');
      } finally {
        await app.close();
        fs.rmSync(clientDir, { recursive: true, force: true });
      }
    });
  });

  describe('request ids and connections (item 12)', () => {
    it('keeps a request id only from a trusted proxy, and only in a safe format', async () => {
      const proxied = await buildApp({ database: t.database, trustProxy: true });
      try {
        const id = async (app: FastifyInstance, given: string) =>
          (await app.inject({ url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id'];
        expect(await id(proxied, 'trace-42.a_b')).toBe('trace-42.a_b');
        expect(await id(t.app, 'trace-42')).not.toBe('trace-42');
        for (const bad of ['has space', 'line\\nbreak', 'x'.repeat(65), '{"level":60}'])
          expect(await id(proxied, bad)).not.toBe(bad);
      } finally {
        await proxied.close();
      }
    });

    it('closes connections beyond the limit while the open ones keep working', async () => {
      // The global cap alone: every connection here comes from 127.0.0.1, which the per-client cap would stop first.
      const server = await listening({ connectionLimits: { maxConnections: 2, maxConnectionsPerClient: 0 } });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
      const get = () =>
        new Promise<number>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent }, (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            })
            .on('error', reject);
        });
      try {
        expect(await Promise.all([get(), get()])).toEqual([200, 200]); // two kept-alive connections now open
        const extra = await new Promise<string>((resolve) => {
          http
            .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent: false }, (response) =>
              resolve(`answered ${response.statusCode}`),
            )
            .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(extra).toMatch(/ECONNRESET|EPIPE|socket hang up|ECONNREFUSED/);
        expect(await Promise.all([get(), get()])).toEqual([200, 200]);
      } finally {
        agent.destroy();
        await server.app.close();
      }
    });

    it('cuts off a client that sends its headers too slowly', async () => {
      const server = await listening({
        connectionLimits: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 },
      });
      try {
        const reply = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(server.port, '127.0.0.1', () =>
            socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
          );
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
        expect(reply).toMatch(/^HTTP\/1.1 408 /);
        expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
          message: 'The request took too long to arrive',
          code: 'request_timeout',
        });
        expect(await rawRequest(server.port, 'GET', '/api/health').then((answer) => answer.status)).toBe(200);
      } finally {
        await server.app.close();
      }
    });
  });
});
