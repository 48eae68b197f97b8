import { describe, expect, it } from 'vitest';
import { answer, apiError, installFakeApi } from '@/test/fake-api';
import { ApiError, apiPath, apiRequest } from './api-client';

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed answer', async () => {
    const api = installFakeApi().post('/api/users', answer({ id: 'u1' }, 201));
    await expect(apiRequest('POST', '/api/users', { email: 'a@b.co' })).resolves.toEqual({ id: 'u1' });
    const [call] = api.calls;
    expect(call?.path).toBe('/api/users');
    expect(call?.method).toBe('POST');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ email: 'a@b.co' });
  });

  it('adds the query parameters that are set', async () => {
    const api = installFakeApi().get('/api/x', answer([]));
    await apiRequest('GET', '/api/x', undefined, { query: { days: 30, category: null, q: '', tag: 'a b' } });
    expect(api.calls[0]?.query).toEqual({ days: '30', tag: 'a b' });
  });

  it('throws "<status>: <body text>" with the status, parsed body and code attached', async () => {
    const body = { message: 'An account with this email already exists', code: 'email_taken' } as const;
    installFakeApi().post('/api/users', apiError(409, body));
    const error = await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiFailure = error as ApiError;
    expect(apiFailure.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiFailure.status).toBe(409);
    expect(apiFailure.body).toEqual(body);
    expect(apiFailure.code).toBe('email_taken');
  });

  it('still parses an error body without a code (an older server), and ignores a code that is not text', async () => {
    const api = installFakeApi().get('/api/old', answer({ message: 'Not found' }, 404));
    api.get('/api/odd', answer({ message: 'Odd', code: 42 }, 400));
    const old = (await apiRequest('GET', '/api/old').catch((e: unknown) => e)) as ApiError;
    expect(old.body).toEqual({ message: 'Not found' });
    expect(old.code).toBeUndefined();
    const odd = (await apiRequest('GET', '/api/odd').catch((e: unknown) => e)) as ApiError;
    expect(odd.body).toEqual({ message: 'Odd' });
    expect(odd.code).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    installFakeApi().get('/api/x', { status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps plain-text bodies in the message and leaves body undefined', async () => {
    installFakeApi().get('/api/x', { status: 502, statusText: 'Bad Gateway', text: 'upstream exploded' });
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream exploded');
    expect(error.body).toBeUndefined();
  });

  it('parses 400 issues', async () => {
    const payload = {
      message: 'email: Enter a valid email address',
      code: 'validation_failed' as const,
      issues: [{ path: 'email', message: 'Enter a valid email address' }],
    };
    installFakeApi().post('/api/users', apiError(400, payload));
    const error = (await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.body?.issues).toEqual(payload.issues);
  });
});

describe('apiPath', () => {
  it('escapes every interpolated part, so an id from the address bar stays one path segment', () => {
    expect(apiPath`/api/users/${'abc'}/recommendations`).toBe('/api/users/abc/recommendations');
    expect(apiPath`/api/users/${'../admin?x=1#y'}`).toBe('/api/users/..%2Fadmin%3Fx%3D1%23y');
  });
});
