import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { PAGE_OFFSET_MAX } from '../../common/schemas/fields';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';

/**
 * Every list the API pages, found in the OpenAPI document by its `offset` and `limit` query parameters: a value out
 * of range is a 400 with a sentence naming the bound, never a 500 (OFFSET 2147483648 reached the database as an
 * int and failed there), and the bounds themselves are served. Lists are read in the demo workspace, open to everyone.
 */

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { maximum?: number };
}
interface PagedList {
  path: string;
  /** The list's URL with the query parameters it requires besides paging. */
  url: string;
  /** The parameters it pages by, with the largest value each accepts. */
  maxima: Record<string, number>;
}

const PAGING = ['offset', 'limit'];
/** Values for the other query parameters a paged list requires. */
const REQUIRED_VALUES: Record<string, string> = { q: 'data' };

let t: TestApp;
let lists: PagedList[];
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, { get?: { parameters?: Parameter[] } }>;
  };
  lists = Object.entries(document.paths).flatMap(([path, methods]) => {
    const query = (methods.get?.parameters ?? []).filter((item) => item.in === 'query');
    const paging = query.filter((item) => PAGING.includes(item.name));
    if (paging.length === 0) return [];
    const required = query
      .filter((item) => item.required && !PAGING.includes(item.name))
      .map((item) => `${item.name}=${REQUIRED_VALUES[item.name] ?? ''}`);
    const url = `${path}?${required.join('&')}`
      .replace('{companyId}', DEMO_WORKSPACE.companyId)
      .replace('{userId}', DEMO_WORKSPACE.userId)
      .replace('{id}', DEMO_WORKSPACE.userId);
    const maxima = Object.fromEntries(paging.map((item) => [item.name, item.schema?.maximum ?? Infinity]));
    return [{ path, url, maxima }];
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (list: PagedList, query: string) => t.app.inject({ url: `${list.url}&${query}` });

describe(`paged lists (${testEngine})`, () => {
  it('finds the paged lists, the skill matrix and the knowledge list among them', () => {
    expect(lists.map((list) => list.path)).toEqual(
      expect.arrayContaining(['/api/companies/{companyId}/analytics/matrix', '/api/companies/{companyId}/knowledge']),
    );
  });

  it('documents a bound for every offset and limit, none past PostgreSQL’s int', () => {
    for (const list of lists)
      for (const [name, maximum] of Object.entries(list.maxima)) {
        expect(maximum, `${list.path} ${name}`).toBeLessThanOrEqual(2_147_483_647);
        if (name === 'offset') expect(maximum, list.path).toBe(PAGE_OFFSET_MAX);
      }
  });

  it.each([
    ['offset=2147483648', 'offset: offset must be at most 1000000'],
    ['offset=9223372036854775808', 'offset: offset must be at most 1000000'],
    [`offset=${PAGE_OFFSET_MAX + 1}`, 'offset: offset must be at most 1000000'],
    ['offset=-1', 'offset: offset must be 0 or more'],
    ['offset=1.5', 'offset: offset must be a whole number'],
    ['offset=ten', 'offset: offset must be a whole number'],
    ['limit=0', 'limit: limit must be at least 1'],
    ['limit=2147483648', 'limit: limit must be at most'],
    ['limit=one', 'limit: limit must be a whole number'],
  ])('answers %s with a 400 and a sentence, on every paged list', async (query, message) => {
    for (const list of lists) {
      const name = query.split('=')[0]!;
      if (!(name in list.maxima)) continue;
      const response = await get(list, query);
      expect(response.statusCode, `${list.path}?${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(message) });
    }
  });

  it('serves each bound itself: the last offset (an empty page) and the largest limit', async () => {
    for (const list of lists) {
      const query = Object.entries(list.maxima)
        .map(([name, maximum]) => `${name}=${maximum}`)
        .join('&');
      const response = await get(list, query);
      expect(response.statusCode, `${list.path}?${query}: ${response.body}`).toBe(200);
    }
  });
});
