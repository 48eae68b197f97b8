import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PAGES, APP_ROUTES, NOT_FOUND_PAGE, isAppRoute, pageModuleOf } from './app-routes';

describe('the app routes the server knows', () => {
  it('are exactly the pages the client router draws', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, '../client/src/app/router.tsx'), 'utf8');
    const routed = [...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]);
    expect([...routed].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('name the module the router draws for each of them, and for any other path', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, '../client/src/app/router.tsx'), 'utf8');
    const modules = new Map(
      [...router.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    const drawn = Object.fromEntries(
      [...router.matchAll(/<Route path="([^"]+)" component=\{(\w+)\}/g)].map((match) => [
        match[1],
        modules.get(match[2]!),
      ]),
    );
    expect(drawn).toEqual(APP_ROUTE_PAGES);
    const catchAll = /<Route component=\{(\w+)\} \/>/.exec(router)?.[1];
    expect(modules.get(catchAll!)).toBe(NOT_FOUND_PAGE);
    expect(pageModuleOf('/profile/0b6e')).toBe('profile');
    expect(pageModuleOf('/knowledgebase')).toBe(NOT_FOUND_PAGE);
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
