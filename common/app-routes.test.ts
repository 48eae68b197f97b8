import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './app-routes';

describe('the app routes the server knows', () => {
  it('are exactly the pages the client router draws', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, '../client/src/app/router.tsx'), 'utf8');
    const routed = [...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]);
    expect([...routed].sort()).toEqual([...APP_ROUTES].sort());
  });

  it.each([
    ['/', true],
    ['/knowledge', true],
    ['/knowledge/', true],
    ['/profile/0b6e', true],
    ['/invite/token-123', true],
    ['/profile', false],
    ['/profile/a/b', false],
    ['/knowledgebase', false],
    ['/no/such/page', false],
  ])('%s is a page: %s', (pathname, expected) => {
    expect(isAppRoute(pathname)).toBe(expected);
  });
});
