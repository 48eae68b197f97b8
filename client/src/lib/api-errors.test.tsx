import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from './api-client';
import { apiErrorMessage, showApiError } from './api-errors';

const fallback = 'Failed to create account. Please try again.';

/** An ApiError as apiRequest builds it from the server's `{ message, code, issues? }` answer. */
function refused(
  status: number,
  body: { message: string; code: string; issues?: { path: string; message: string }[] },
) {
  return new ApiError(status, JSON.stringify(body), body);
}

const toastOnScreen = () => within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');

const shownToast = () => {
  render(<Toaster />);
  return toastOnScreen();
};

describe('apiErrorMessage', () => {
  it('prefers the server message, then the status line for 4xx, then the fallback', () => {
    expect(apiErrorMessage(refused(409, { message: 'Taken', code: 'email_taken' }), fallback)).toBe('Taken');
    expect(apiErrorMessage(new ApiError(404, 'Not Found', undefined), fallback)).toBe('404: Not Found');
    expect(apiErrorMessage(new ApiError(502, 'Bad Gateway', undefined), fallback)).toBe(fallback);
    expect(apiErrorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('showApiError', () => {
  it('maps 400 issues onto known fields, focusing the first, and 409 onto the conflict field', () => {
    const setError = vi.fn();
    const bad = refused(400, {
      message: 'x',
      code: 'validation_failed',
      issues: [
        { path: 'body.email', message: 'Bad email' },
        { path: 'other', message: 'n/a' },
      ],
    });
    showApiError(bad, { sentence: fallback, form: { setError, fields: ['email', 'fullName'] } });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Bad email' }, { shouldFocus: true });

    setError.mockClear();
    const conflict = refused(409, { message: 'An account with this email already exists', code: 'email_taken' });
    showApiError(conflict, { sentence: fallback, form: { setError, fields: ['email'], conflictField: 'email' } });
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'An account with this email already exists' },
      { shouldFocus: true },
    );

    setError.mockClear();
    showApiError(new Error('x'), { sentence: fallback, form: { setError, fields: ['email'], conflictField: 'email' } });
    expect(setError).not.toHaveBeenCalled();
  });

  it("puts the server's reason instead of the sentence when asked, but never a 5xx's", async () => {
    showApiError(refused(409, { message: 'Taken', code: 'email_taken' }), {
      sentence: fallback,
      serverReason: 'instead',
    });
    const toast = shownToast();
    expect(toast).toHaveTextContent(/^Error/);
    expect(toast).toHaveTextContent('Taken');
    expect(toast).not.toHaveTextContent(fallback);

    showApiError(refused(500, { message: 'Internal Server Error', code: 'internal_error' }), {
      sentence: fallback,
      serverReason: 'instead',
    });
    await waitFor(() => expect(toastOnScreen()).toHaveTextContent(fallback));
  });

  it("puts the server's reason on a second line below the sentence, once", async () => {
    showApiError(refused(409, { message: 'This session is full', code: 'session_full' }), {
      sentence: 'Failed to join learning session',
      serverReason: 'below',
    });
    const toast = shownToast();
    expect(toast).toHaveTextContent('Failed to join learning session');
    expect(screen.getByText('This session is full')).toHaveClass('block');

    // The server saying the same sentence shows it once.
    showApiError(refused(409, { message: 'Failed to join learning session', code: 'session_full' }), {
      sentence: 'Failed to join learning session',
      serverReason: 'below',
    });
    await waitFor(() => expect(toastOnScreen()).not.toHaveTextContent('This session is full'));
    expect(toastOnScreen()).toHaveTextContent(/^ErrorFailed to join learning session$/);
  });

  it('shows only the sentence by default', () => {
    showApiError(refused(400, { message: 'title: Too long', code: 'validation_failed' }), {
      sentence: 'Failed to create knowledge',
    });
    const toast = shownToast();
    expect(toast).toHaveTextContent('Failed to create knowledge');
    expect(toast).not.toHaveTextContent('Too long');
  });
});
