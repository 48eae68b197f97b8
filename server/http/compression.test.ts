import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { precompressDirectory } from '../../scripts/precompress';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** Bytes on the wire: the build's compressed copies of the client, and JSON answers compressed per request. */

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;

const script = `export const greeting = ${JSON.stringify('Skillweave '.repeat(400))};\n`;
const html = `<!doctype html><html><head><title>Skillweave</title></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const knowledgeList = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;
const vary = (value: string | string[] | number | undefined) => String(value).toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-wire-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), html);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'font-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  await precompressDirectory(clientDir);
  app = await buildApp({ database: t.database, clientDir });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes brotli and gzip copies of text files that decode to the original, and leaves woff2 alone', () => {
    const file = path.join(clientDir, 'assets', 'app-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(clientDir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'assets', 'font-abc123.woff2.br'))).toBe(false);
  });
});

describe('the client files', () => {
  it('answers a hashed asset asked with br with the .br bytes, kept for a year, varying by encoding', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(response.headers.vary)).toContain('accept-encoding');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br')))).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('answers gzip to a client that takes only gzip', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file, still immutable and varying, to a client that takes no compression', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const response = await app.inject({ url: '/assets/app-abc123.js', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(vary(response.headers.vary)).toContain('accept-encoding');
    }
  });

  it('compresses the app page of client routes, and keeps it uncached and on its status', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/knowledge', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(vary(response.headers.vary)).toContain('accept-encoding');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(html);
    }
  });

  it('does not hand out the compressed copies by name', async () => {
    expect((await app.inject({ url: '/assets/app-abc123.js.br' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/index.html.gz' })).statusCode).toBe(404);
  });

  it('answers a revalidation with 304 and no body, compressed or not', async () => {
    const first = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('JSON answers', () => {
  it('compresses a list above the threshold with brotli, decoding to the same JSON as the plain answer', async () => {
    const plain = await app.inject({ url: knowledgeList, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await app.inject({ url: knowledgeList, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(vary(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['x-request-id']).toBeTruthy();
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await app.inject({ url: knowledgeList, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toBeInstanceOf(Array);
  });

  it('answers HEAD for a compressible list without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: knowledgeList, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it('leaves small answers and errors plain', async () => {
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const missing = await app.inject({ url: '/api/nope', headers: { 'accept-encoding': 'br, gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toEqual({ message: 'No route for GET /api/nope', code: 'route_not_found' });

    const invalid = await app.inject({ url: '/api/users/not-a-uuid', headers: { 'accept-encoding': 'br' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-encoding']).toBeUndefined();
    expect(invalid.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('never decompresses request bodies: a compressed body is refused, not inflated', async () => {
    const body = zlib.gzipSync(JSON.stringify({ name: 'x' }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
  });
});
