import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_QUERY_STATE_ID } from '../../common/app-routes';
import { DEMO_WORKSPACE } from '../../common/constants';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../infra/rate-limits/rate-limits';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { DEMO_COLLEAGUE_ID } from '../test/workspace-fixtures';
import { MANIFEST_PATH, RENDERER_ENTRY } from './app-pages';

/**
 * A profile's first screen is drawn on the server per request, from the answers the API would give the same
 * visitor, and that data travels in the page for the browser's cache. The client's real renderer is tried in
 * the browser tests (e2e/first-paint.spec.ts); here a stand-in with the same interface shows what the server
 * does around it: whom it draws, what data it sends, and that anything else gets the page drawn in the browser.
 */

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;

const index = `<!doctype html>
<html lang="en">
  <head><title>Skillweave</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Draws the name and whether the viewer is signed in; a person named "Renderer Breaks" makes it fail. */
const standInRenderer = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderProfilePage(path, { currentUser, user }) {
  if (user.fullName === 'Renderer Breaks') throw new Error('the renderer failed');
  return {
    html: '<main><h1>' + escape(user.fullName) + '</h1><p>' + (currentUser.signedIn ? 'signed in as ' + escape(currentUser.user.fullName) : 'visitor') + ' at ' + path + '</p></main>',
    queryState: { queries: [{ queryKey: ['identity', 'current-user'], state: { data: currentUser } }, { queryKey: ['profile', 'user', user.id], state: { data: user } }] },
  };
}
`;

const profilePath = (id: string) => `/profile/${id}`;

/** The data block the page carries, parsed as the browser reads it, or undefined without one. */
function queryStateOf(page: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | undefined {
  const match = new RegExp(`<script type="application/json" id="${SERVER_QUERY_STATE_ID}">(.*?)</script>`).exec(page);
  return match ? JSON.parse(match[1]!) : undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-profile-page-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), index);
  fs.mkdirSync(path.dirname(path.join(clientDir, RENDERER_ENTRY)), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, MANIFEST_PATH),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true },
      'src/app/routes/profile.tsx': { file: 'assets/profile-p1.js', isDynamicEntry: true, imports: ['index.html'] },
    }),
  );
  fs.writeFileSync(path.join(clientDir, RENDERER_ENTRY), standInRenderer);
  app = await buildApp({ database: t.database, clientDir });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('a profile drawn on the server', () => {
  it("draws the demo user's profile for a visitor, with the API's own answers as the cache's first data", async () => {
    const response = await app.inject({ url: profilePath(DEMO_WORKSPACE.userId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain(
      `<div id="root"><main><h1>Alex Morgan</h1><p>visitor at /profile/${DEMO_WORKSPACE.userId}</p>`,
    );
    const state = queryStateOf(page);
    const me = await app.inject({ url: '/api/me' });
    const user = await app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}` });
    expect(state?.queries.map((query) => query.state.data)).toEqual([me.json(), user.json()]);
  });

  it("names only the entry's code: the drawn page's own chunks would compete with its stylesheet for the first paint", async () => {
    const drawn = await app.inject({ url: profilePath(DEMO_WORKSPACE.userId) });
    expect(drawn.body).toContain('<h1>Alex Morgan</h1>');
    expect(drawn.body).not.toContain('profile-p1.js');
    // A profile the browser draws itself still has its code named, to fetch alongside the entry.
    const undrawn = await app.inject({ url: profilePath('00000000-0000-4000-8000-00000000ffff') });
    expect(undrawn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/profile-p1.js">');
  });

  it('is kept by no shared cache and varies with the cookie; compressed as the browser accepts', async () => {
    const response = await app.inject({
      url: profilePath(DEMO_COLLEAGUE_ID),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Priya');
    const gzipped = await app.inject({ url: profilePath(DEMO_COLLEAGUE_ID), headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>Priya');
  });

  it('draws it for the signed-in person who asks, with what they may see', async () => {
    const person = await signUp(app, { fullName: 'Sam Signed' });
    const own = await app.inject({ url: profilePath(person.user.id), cookies: person.cookies });
    expect(own.body).toContain('<h1>Sam Signed</h1><p>signed in as Sam Signed');
    const state = queryStateOf(own.body);
    const answer = await app.inject({ url: `/api/users/${person.user.id}`, cookies: person.cookies });
    expect(state?.queries[1]?.state.data).toEqual(answer.json());
    expect(answer.json()).toMatchObject({ email: person.user.email });
  });

  it("never draws, nor sends the data of, a person the visitor may not see: the browser's page says User Not Found", async () => {
    const hidden = await signUp(app, { fullName: 'Hidden Person' });
    const viewer = await signUp(app, { fullName: 'Other Viewer' });
    for (const cookies of [viewer.cookies, undefined]) {
      const response = await app.inject({ url: profilePath(hidden.user.id), cookies });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Hidden Person');
      expect(response.body).not.toContain(hidden.user.email);
      expect(queryStateOf(response.body)).toBeUndefined();
    }
  });

  it('leaves unknown people, ids that are not ids, other spellings of an id and addresses with a query to the browser', async () => {
    // The page's cache is keyed by the address's id, so the id must be written as the person's own.
    const person = await signUp(app, { fullName: 'Upper Case' });
    const otherSpelling = person.user.id.replace(/[a-f]/, (letter) => letter.toUpperCase());
    expect(otherSpelling).not.toBe(person.user.id);
    for (const url of [
      profilePath('00000000-0000-4000-8000-00000000ffff'),
      profilePath('not-an-id'),
      profilePath(otherSpelling),
      `${profilePath(DEMO_WORKSPACE.userId)}?tab=skills`,
    ]) {
      const response = await app.inject({ url, cookies: person.cookies });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(queryStateOf(response.body), url).toBeUndefined();
    }
  });

  it('keeps any text of the data from ending its element: a name holding </script> stays data', async () => {
    const person = await signUp(app, { fullName: 'Eve </script><script>alert(1)</script>' });
    const response = await app.inject({ url: profilePath(person.user.id), cookies: person.cookies });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(queryStateOf(response.body)?.queries[1]?.state.data).toMatchObject({
      fullName: 'Eve </script><script>alert(1)</script>',
    });
  });

  it('falls back to the page drawn in the browser when the renderer fails', async () => {
    const person = await signUp(app, { fullName: 'Renderer Breaks' });
    const response = await app.inject({ url: profilePath(person.user.id), cookies: person.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(queryStateOf(response.body)).toBeUndefined();
  });
});

describe("a profile's page and the request budget", () => {
  it("counts against the visitor's budget like the API reads it stands for, while other pages stay free", async () => {
    const limited = await buildApp({
      database: t.database,
      clientDir,
      rateLimits: { ...DEFAULT_RATE_LIMITS, global: { max: 2, windowSeconds: 60 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.inject({ url: profilePath(DEMO_WORKSPACE.userId) })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.inject({ url: '/knowledge' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
