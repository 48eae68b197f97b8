import { describe, expect, it } from 'vitest';
import { answer, apiError, installFakeApi } from './fake-api';

const get = (url: string) =>
  fetch(url).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

describe('the fake API', () => {
  it('answers by method and path, and by query when a route asks for one', async () => {
    installFakeApi()
      .get('/api/items', answer(['all']))
      .get('/api/items', answer(['tools']), { query: { category: 'Tools' } })
      .post('/api/items', answer({ created: true }, 201));

    expect(await get('/api/items')).toEqual({ status: 200, body: ['all'] });
    expect(await get('/api/items?category=Tools&page=2')).toEqual({ status: 200, body: ['tools'] });
    expect(await get('/api/items?category=Guides')).toEqual({ status: 200, body: ['all'] });
    const created = await fetch('/api/items', { method: 'POST', body: '{}' });
    expect(created.status).toBe(201);
  });

  it('lets a later route replace an earlier one', async () => {
    const api = installFakeApi().get('/api/items', answer([1]));
    expect((await get('/api/items')).body).toEqual([1]);
    api.get('/api/items', ({ query }) => answer([Number(query.n)]));
    expect((await get('/api/items?n=2')).body).toEqual([2]);
  });

  it("records every request and answers unknown ones with the server's 404", async () => {
    const api = installFakeApi().on('PATCH', '/api/items/1', apiError(409, { message: 'Taken', code: 'email_taken' }));
    const refused = await fetch('/api/items/1', {
      method: 'PATCH',
      body: JSON.stringify({ a: 1 }),
      credentials: 'include',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Taken', code: 'email_taken' });
    expect(await get('/api/nothing?x=1')).toEqual({
      status: 404,
      body: { message: 'No route for GET /api/nothing', code: 'route_not_found' },
    });

    expect(
      api.calls.map(({ method, path, query, body, credentials }) => ({ method, path, query, body, credentials })),
    ).toEqual([
      { method: 'PATCH', path: '/api/items/1', query: {}, body: { a: 1 }, credentials: 'include' },
      { method: 'GET', path: '/api/nothing', query: { x: '1' }, body: undefined, credentials: undefined },
    ]);
    expect(api.callsTo('PATCH', '/api/items/1')).toHaveLength(1);
  });

  it('rejects like fetch when the caller aborts a pending request', async () => {
    installFakeApi().get('/api/slow', () => new Promise(() => undefined));
    const controller = new AbortController();
    const request = fetch('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
