import type { ErrorCode } from '../../../common/error-codes';
import { AppError } from '../../http/errors';
import type { CodeTry } from './stored-code';

/** Better Auth's error codes for the calls we expose, as this API's codes and sentences. */
const TRANSLATIONS: Record<string, { code: ErrorCode; message: string }> = {
  INVALID_OTP: { code: 'invalid_sign_in_code', message: 'That code is not right: check it and try again' },
  OTP_EXPIRED: { code: 'sign_in_code_expired', message: 'That code has expired: ask for a new one' },
  TOO_MANY_ATTEMPTS: { code: 'sign_in_code_spent', message: 'Too many wrong codes: ask for a new one' },
  USER_NOT_FOUND: { code: 'invalid_sign_in_code', message: 'That code is not right: check it and try again' },
};

const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'validation_failed', message: 'The request is not valid' },
  401: { code: 'not_signed_in', message: 'Sign in first' },
  403: { code: 'request_failed', message: 'This is not allowed' },
  404: { code: 'route_not_found', message: 'Not found' },
};

/**
 * One error contract for the whole API: an error Better Auth answers becomes { message, code } with our
 * sentence; its own wording and codes never reach a client.
 */
export function translateAuthError(status: number, body: unknown): { message: string; code: ErrorCode } {
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  const known = TRANSLATIONS[code];
  if (known) return known;
  // Passkey failures come with their own codes; they all mean the passkey could not be used.
  if (
    code.includes('PASSKEY') ||
    code.includes('CHALLENGE') ||
    code.includes('AUTHENTICATION') ||
    code.includes('REGISTRATION')
  ) {
    return { code: 'passkey_failed', message: 'That passkey could not be used: try again, or sign in with a code' };
  }
  return BY_STATUS[status] ?? { code: 'request_failed', message: 'The request could not be completed' };
}

const REFUSED_CODES: Record<Exclude<CodeTry, 'right'>, keyof typeof TRANSLATIONS> = {
  wrong: 'INVALID_OTP',
  none: 'INVALID_OTP',
  expired: 'OTP_EXPIRED',
  spent: 'TOO_MANY_ATTEMPTS',
};

/** The 400 for a sign-in code that did not work, in the same words as Better Auth's refusals above. */
export function codeRefusal(outcome: Exclude<CodeTry, 'right'>): AppError {
  const { code, message } = TRANSLATIONS[REFUSED_CODES[outcome]]!;
  return new AppError(400, code, message);
}
