import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, testEngine } from '../test/test-database';

let t: TestApp;
let withClient: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Skillweave</title><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  withClient = await buildApp({ database: t.database, clientDir });
});
afterAll(async () => {
  await withClient?.close();
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe(`platform (${testEngine})`, () => {
  it('answers health once ready', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testEngine });
  });

  it('gives every response its own request id, whatever id the client sends', async () => {
    const generated = await t.app.inject({ url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const chosen = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(chosen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers JSON 404 for unknown /api paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/users'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^No route for /);
    }
  });

  it('answers 413 for a body over the limit, in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request body is too large (the limit is 1 MB)',
      code: 'body_too_large',
    });
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body/i);
  });

  it('answers 500 without internals when something unexpected fails, and logs it', async () => {
    const broken = await createTestDatabase();
    const logged: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (logged.push(chunk.toString()), done()) });
    const app = await buildApp({ database: broken, logger: { level: 'error', stream } });
    await broken.close(); // every query now fails inside the driver
    const response = await app.inject({ url: '/api/users' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'internal_error' });
    expect(logged.join('')).toContain('unhandled error');
    expect(logged.join('')).toContain(response.headers['x-request-id'] as string);
    await app.close();
  });

  it('publishes an OpenAPI 3 document covering every route, and a docs page', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/users',
        'GET /api/users',
        'GET /api/users/{id}',
        'PATCH /api/users/{id}',
        'GET /api/users/{id}/recommendations',
        'POST /api/users/{id}/recommendations/refresh',
        'POST /api/companies',
        'GET /api/dashboard/stats',
        'GET /api/companies/{companyId}/knowledge',
        'GET /api/companies/{companyId}/knowledge/search',
        'POST /api/companies/{companyId}/knowledge',
        'POST /api/companies/{companyId}/knowledge/generate',
        'POST /api/knowledge/{id}/interactions',
        'GET /api/companies/{companyId}/learning-sessions',
        'GET /api/users/{userId}/learning-sessions',
        'POST /api/learning-sessions',
        'PATCH /api/learning-sessions/{id}',
        'GET /api/health',
      ]),
    );
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('serves the client: the SPA for page paths, files as they are, 404 for a missing asset', async () => {
    for (const url of [
      '/',
      '/knowledge',
      '/knowledge?article=x',
      '/profile/123',
      '/invite/abc',
      '/workspace/settings/',
    ]) {
      const page = await withClient.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
    // Any other path still gets the app, which draws "Page Not Found", but says so with its status.
    for (const url of ['/some/unknown/page', '/profile', '/profile/1/2', '/knowledgebase']) {
      const page = await withClient.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await withClient.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await withClient.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const api = await withClient.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
  });
});
