import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const ORIGIN = 'https://skillweave.example';

describe('safeNextPath', () => {
  it.each([
    ['/account', '/account'],
    ['/knowledge?article=abc#top', '/knowledge?article=abc#top'],
    ['/profile/../account', '/account'],
  ])('keeps the path on this site: %s', (next, path) => {
    expect(safeNextPath(next, ORIGIN)).toBe(path);
  });

  it.each([
    null,
    '',
    'account',
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example/account',
    '/\t/evil.example/account',
    '/\n/evil.example/account',
    'javascript:alert(1)',
    '/signin',
    '/signin?next=/account',
  ])('refuses anything else: %s', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });
});
