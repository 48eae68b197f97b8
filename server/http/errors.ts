import type { ErrorCode } from '../../common/error-codes';

type Issue = { path: string; message: string };

/**
 * An error with an HTTP status, a stable machine-readable code and a sentence a person understands; the error
 * handler answers it as is. The code is required, so no error reaches a client without one.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string, issues?: Issue[]) =>
  new AppError(400, code, message, issues);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** The PostgreSQL error behind a Drizzle error (same shape on PGlite and node-postgres), if any. */
export function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
