import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from '../infra/rate-limits/rate-limits';
import { isWrite, listOperations, operationKey, writeCases, type Operation } from '../test/route-catalog';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { CROSS_SITE_MESSAGE, isCrossSite } from './security';

let t: TestApp;
let operations: Operation[];
let writes: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = await listOperations(t.app);
  writes = operations.filter(isWrite);
});
afterAll(async () => {
  await t?.close();
});

const exampleUrl = (operation: Operation) =>
  operation.path
    .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001')
    .replace('{companyId}', '00000000-0000-4000-8000-000000000001');

describe(`security (${testEngine})`, () => {
  it('describes every write route of the OpenAPI document in the route catalogue', () => {
    const cases = writeCases(t.app);
    expect(writes.length).toBeGreaterThanOrEqual(9);
    for (const operation of writes)
      expect(cases, `${operationKey(operation)} needs a case in server/test/route-catalog.ts`).toHaveProperty([
        operationKey(operation),
      ]);
  });

  describe('headers', () => {
    let withClient: FastifyInstance;
    let clientDir: string;
    beforeAll(async () => {
      clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-headers-'));
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
      withClient = await buildApp({ database: t.database, clientDir });
    });
    afterAll(async () => {
      await withClient.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    });

    it.each([
      ['an API answer', '/api/health'],
      ['a validation error', '/api/users/not-a-uuid'],
      ['an unknown API path', '/api/nope'],
      ['the SPA', '/knowledge'],
      ['a missing asset', '/assets/missing.js'],
    ])('are strict on %s', async (_name, url) => {
      const response = await withClient.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('add HSTS when served over HTTPS behind a trusted proxy', async () => {
      const proxied = await buildApp({ database: t.database, trustProxy: true });
      const response = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await proxied.close();
    });
  });

  describe('cross-site writes', () => {
    it('are refused with 403 on every write route, from another Origin or by Sec-Fetch-Site', async () => {
      for (const operation of writes) {
        for (const headers of [
          { origin: 'https://evil.example' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site' },
          { origin: 'null' },
        ]) {
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url: exampleUrl(operation),
            headers,
            payload: {},
          });
          expect(response.statusCode, `${operationKey(operation)} ${JSON.stringify(headers)}`).toBe(403);
          expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE, code: 'cross_site_request' });
        }
      }
    });

    it('pass from the same origin and from clients that send no Origin', async () => {
      const cases = writeCases(t.app);
      const request = await cases['POST /api/companies']!.valid();
      const sameOrigin = await t.app.inject({
        method: 'POST',
        url: request.url,
        payload: request.body,
        headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.statusCode).toBe(201);
      const second = await cases['POST /api/companies']!.valid();
      expect((await t.app.inject({ method: 'POST', url: second.url, payload: second.body })).statusCode).toBe(201);
    });

    it('are recognised from the headers alone', () => {
      expect(isCrossSite('same-origin', 'http://app.test', ['http://app.test'])).toBe(false);
      expect(isCrossSite('none', undefined, ['http://app.test'])).toBe(false);
      expect(isCrossSite(undefined, undefined, ['http://app.test'])).toBe(false);
      expect(isCrossSite(undefined, 'http://app.test:5000', ['http://app.test:5000'])).toBe(false);
      expect(isCrossSite(undefined, 'http://app.test:80', ['http://app.test'])).toBe(false);
      expect(isCrossSite(undefined, 'http://other.test', ['http://app.test'])).toBe(true);
      expect(isCrossSite(undefined, 'https://app.test', ['http://app.test'])).toBe(true);
      expect(isCrossSite('cross-site', undefined, ['http://app.test'])).toBe(true);
    });
  });

  describe('request bodies', () => {
    it.each([
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'email=a%40b.c&fullName=x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ])('answer 415 when a write is sent as %s', async (contentType, payload) => {
      for (const operation of writes) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: exampleUrl(operation),
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, operationKey(operation)).toBe(415);
        expect(response.json()).toEqual({
          message: 'Send the request body as application/json',
          code: 'unsupported_media_type',
        });
      }
    });

    it('accept JSON with a charset', async () => {
      const request = await writeCases(t.app)['POST /api/users']!.valid();
      const response = await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(request.body),
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('acting as someone else', () => {
    it('is refused with 403 on every write that carries an identity, and nothing is stored', async () => {
      const cases = writeCases(t.app);
      let checked = 0;
      for (const operation of writes) {
        const forged = cases[operationKey(operation)]!.forged;
        if (!forged) continue;
        const request = await forged();
        const before = await t.app.inject({ url: '/api/users' });
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: request.url,
          payload: request.body,
        });
        expect(response.statusCode, operationKey(operation)).toBe(403);
        expect(response.json().message).toMatch(/^You (can only|host)/);
        const after = await t.app.inject({ url: '/api/users' });
        expect(after.body).toBe(before.body);
        checked += 1;
      }
      expect(checked).toBe(10);
    });
  });

  describe('mass assignment', () => {
    it('never stores server-owned fields sent on any write route', async () => {
      const cases = writeCases(t.app);
      for (const operation of writes) {
        const { valid, serverOwned } = cases[operationKey(operation)]!;
        const request = await valid();
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: request.url,
          payload: request.body === undefined ? undefined : { ...request.body, ...serverOwned },
          cookies: request.cookies,
        });
        expect(response.statusCode, `${operationKey(operation)}: ${response.body}`).toBeLessThan(300);
        if (response.statusCode === 204) continue; // nothing answered, so nothing stored to show
        const answer = response.json() as Record<string, unknown> | Record<string, unknown>[];
        for (const item of Array.isArray(answer) ? answer : [answer]) {
          for (const [field, value] of Object.entries(serverOwned)) {
            expect(item[field], `${operationKey(operation)} stored ${field}`).not.toEqual(value);
          }
        }
      }
    });
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After past a bucket, per client address, in the error shape', async () => {
    const limited = await buildApp({
      database: t.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, signup: { max: 2, windowSeconds: 60 } },
    });
    const signup = (index: number, ip = '10.0.0.1') =>
      limited.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: ip,
        payload: { email: `limit${index}.${Date.now()}@example.test`, fullName: 'Limit' },
      });
    expect((await signup(1)).statusCode).toBe(201);
    expect((await signup(2)).statusCode).toBe(201);
    const refused = await signup(3);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/),
      code: 'rate_limited',
    });
    expect((await signup(4, '10.0.0.2')).statusCode).toBe(201);
    // Other routes keep their own budget.
    expect((await limited.inject({ url: '/api/users', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    await limited.close();
  });

  it('apply a global budget to every API route', async () => {
    const limited = await buildApp({
      database: t.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, global: { max: 3, windowSeconds: 60 } },
    });
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await limited.inject({ url: '/api/users', remoteAddress: '10.0.0.9' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await limited.inject({ url: '/api/health', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    await limited.close();
  });

  it('are read from RATE_LIMITS: on, off or overrides', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('off')).toBeUndefined();
    expect(parseRateLimits('signup=5/60,global=300/30,signIn=50/600')).toMatchObject({
      signup: { max: 5, windowSeconds: 60 },
      global: { max: 300, windowSeconds: 30 },
      signIn: { max: 50, windowSeconds: 600 },
    });
    expect(() => parseRateLimits('signup=lots')).toThrow(/bucket=max\/seconds/);
  });
});
