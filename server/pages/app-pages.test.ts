import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { chooseEncoding, MANIFEST_PATH, PRERENDERED_PATH } from './app-pages';

/**
 * Each page's HTML names the page's own code (modulepreload links from Vite's build manifest), so a phone
 * fetches it alongside the entry script instead of after it; made and compressed once, at start.
 */

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;

const html = `<!doctype html>
<html lang="en">
  <head>
    <title>Skillweave</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A manifest shaped as Vite writes it: the entry, pages as dynamic entries, shared chunks keyed by "_name". */
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js', imports: ['_shared-s1.js', '_radix-r1.js'] },
  '_radix-r1.js': { file: 'assets/radix-r1.js' },
  'src/app/routes/knowledge.tsx': {
    file: 'assets/knowledge-k1.js',
    isDynamicEntry: true,
    imports: ['_tabs-t1.js', 'index.html', '_shared-s1.js'],
  },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-d1.js',
    isDynamicEntry: true,
    imports: ['_tabs-t1.js', 'index.html'],
  },
  'src/app/routes/landing.tsx': { file: 'assets/landing-l1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/profile.tsx': { file: 'assets/profile-p1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found-n1.js', isDynamicEntry: true, imports: ['index.html'] },
};

/** The landing page as the build renders it (scripts/prerender.ts); "$&" must reach the page as written. */
const prerenderedLanding = '<main><h1>Grow T-shaped professionals</h1><p>Save $& more</p></main>';
const prerenderedDashboard =
  '<main><h1>Enterprise Dashboard</h1><button disabled="">Request Enterprise Demo</button></main>';

const preloadsIn = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

beforeAll(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-pages-'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), html);
  fs.writeFileSync(path.join(clientDir, MANIFEST_PATH), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(clientDir, PRERENDERED_PATH),
    JSON.stringify({ '/': prerenderedLanding, '/dashboard': prerenderedDashboard }),
  );
  app = await buildApp({ database: t.database, clientDir });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("a page's HTML", () => {
  it("names the page's chunk and the chunks it imports, after the entry's own, brotli-compressed", async () => {
    const response = await app.inject({ url: '/knowledge', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    const page = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(preloadsIn(page)).toEqual([
      '/assets/shared-s1.js',
      '/assets/knowledge-k1.js',
      '/assets/tabs-t1.js',
      '/assets/radix-r1.js',
    ]);
    // Everything else is index.html as built: the links are added, nothing is taken away.
    expect(page.replace(/\n\s*<link rel="modulepreload" crossorigin href="\/assets\/(?!shared)[^"]+">/g, '')).toBe(
      html,
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('names the page the router draws: the landing page at /, the profile for any id, "Page Not Found" elsewhere', async () => {
    const cases = [
      ['/', 200, '/assets/landing-l1.js'],
      ['/profile/' + DEMO_WORKSPACE.userId, 200, '/assets/profile-p1.js'],
      ['/no-such-page', 404, '/assets/not-found-n1.js'],
    ] as const;
    for (const [url, status, chunk] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(preloadsIn(response.body)).toContain(chunk);
    }
  });

  it('is the same page in every encoding, each with its own validator, and answers a revalidation with 304', async () => {
    const plain = await app.inject({ url: '/knowledge', headers: { 'accept-encoding': 'identity' } });
    const gzip = await app.inject({ url: '/knowledge', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);

    const again = await app.inject({
      url: '/knowledge',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/knowledge', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it('does not serve the build manifest', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it("puts the landing page's build-time HTML inside the root at / only, with the page's chunks still named", async () => {
    const landing = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const body = zlib.brotliDecompressSync(landing.rawPayload).toString();
    expect(body).toContain(`<div id="root">${prerenderedLanding}</div>`);
    expect(preloadsIn(body)).toContain('/assets/landing-l1.js');
    // No script comes with it: the content security policy allows none inline.
    expect(body.match(/<script/g)).toHaveLength(1);

    // /home draws the same page from another address, which the HTML was not rendered for.
    const home = await app.inject({ url: '/home' });
    expect(home.body).toContain('<div id="root"></div>');
    expect((await app.inject({ url: '/.vite/prerendered.json' })).statusCode).toBe(404);
  });

  it("sends the dashboard drawn at build time with only the entry's code named, and its chunks when drawn in the browser", async () => {
    const drawn = await app.inject({ url: '/dashboard' });
    expect(drawn.body).toContain(`<div id="root">${prerenderedDashboard}</div>`);
    // The page's text paints first; its code is fetched once the entry asks for it.
    expect(drawn.body).toBe(html.replace('<div id="root"></div>', `<div id="root">${prerenderedDashboard}</div>`));

    const withQuery = await app.inject({ url: '/dashboard?days=7' });
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(preloadsIn(withQuery.body)).toEqual([
      '/assets/shared-s1.js',
      '/assets/dashboard-d1.js',
      '/assets/tabs-t1.js',
      '/assets/radix-r1.js',
    ]);
  });

  it('sends the client-drawn page when the address carries a query, which the build-time HTML was not drawn from', async () => {
    const withQuery = await app.inject({ url: '/?ref=mail' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(preloadsIn(withQuery.body)).toContain('/assets/landing-l1.js');
  });
});

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
