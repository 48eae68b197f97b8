import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, getErrorMessage } from './api-errors';

const fallback = 'Failed to create account. Please try again.';

describe('getErrorMessage', () => {
  it('prefers the server message, then the status line for 4xx, then the fallback', () => {
    expect(getErrorMessage(new ApiError(409, '{"message":"Taken"}', { message: 'Taken' }), fallback)).toBe('Taken');
    expect(getErrorMessage(new ApiError(404, 'Not Found', undefined), fallback)).toBe('404: Not Found');
    expect(getErrorMessage(new ApiError(502, 'Bad Gateway', undefined), fallback)).toBe(fallback);
    expect(getErrorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('applyServerFieldErrors', () => {
  it('maps 400 issues onto known fields and 409 onto the conflict field', () => {
    const setError = vi.fn();
    const bad = new ApiError(400, '', { message: 'x', issues: [{ path: 'body.email', message: 'Bad email' }, { path: 'other', message: 'n/a' }] });
    expect(applyServerFieldErrors(bad, setError, ['email', 'fullName'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Bad email' }, { shouldFocus: true });

    setError.mockClear();
    const conflict = new ApiError(409, '', { message: 'An account with this email already exists' });
    expect(applyServerFieldErrors(conflict, setError, ['email'], { conflictField: 'email' })).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'An account with this email already exists' }, { shouldFocus: true });

    expect(applyServerFieldErrors(new Error('x'), setError, ['email'])).toBe(false);
  });
});
