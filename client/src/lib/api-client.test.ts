import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, urlFromQueryKey } from './api-client';

const realFetch = globalThis.fetch;

function stubFetch(response: Response) {
  const fn = vi.fn<typeof fetch>(async () => response);
  globalThis.fetch = fn;
  return fn;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 'u1' }), { status: 201 }));
    await expect(apiRequest('POST', '/api/users', { email: 'a@b.co' })).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('throws "<status>: <body text>" with the status and parsed body attached', async () => {
    const body = JSON.stringify({ message: 'An account with this email already exists' });
    stubFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps plain-text bodies in the message and leaves body undefined', async () => {
    stubFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream exploded');
    expect(error.body).toBeUndefined();
  });

  it('parses 400 issues', async () => {
    const payload = { message: 'email: Enter a valid email address', issues: [{ path: 'email', message: 'Enter a valid email address' }] };
    stubFetch(new Response(JSON.stringify(payload), { status: 400 }));
    const error = (await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.body?.issues).toEqual(payload.issues);
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as unknown as Parameters<ReturnType<typeof getQueryFn>>[0];

  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/users', 'me']))).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/users', 'me']))).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('builds URLs from query keys', () => {
    expect(urlFromQueryKey(['/api/users', 'abc', 'recommendations'])).toBe('/api/users/abc/recommendations');
    expect(urlFromQueryKey(['/api/dashboard/stats', { days: 30 }])).toBe('/api/dashboard/stats?days=30');
  });
});
