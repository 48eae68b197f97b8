import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/schemas/errors';
import { AppError, postgresError } from '../errors';

type Issue = { path: string; message: string };

/** Fastify's own request errors, answered with a sentence instead of its internal text. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty: send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large (the limit is 1 MB)' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body' },
};

/** PostgreSQL errors that can only come from the input, never from a fault of ours. */
const INPUT_DATABASE_ERRORS: Record<string, string> = {
  '22021': 'Text must not contain NUL characters or invalid UTF-8',
  '22P05': 'Text must not contain NUL characters or invalid UTF-8',
  '23503': 'The request refers to a record that does not exist',
  '54000': 'The text is too long to be indexed',
};

function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : context ?? 'input');
}

function validationAnswer(issues: Issue[]): ApiError {
  const message = issues
    .map((issue) => (issue.path === 'body' ? 'The request body must be a JSON object' : `${issue.path}: ${issue.message}`))
    .join('; ');
  return { message, issues };
}

/**
 * One error contract for the whole API: JSON { message, issues? }. Invalid input is 400 with
 * per-field issues, rules answer their own status, and anything unexpected is logged with the
 * request's id and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        path: issuePath(item.instancePath, error.validationContext),
        message: item.message ?? 'Invalid value',
      }));
      return reply.code(400).send(validationAnswer(issues));
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });

    const pgError = postgresError(error);
    const inputMessage = pgError ? INPUT_DATABASE_ERRORS[pgError.code] : undefined;
    if (inputMessage) return reply.code(400).send({ message: inputMessage });
    if (pgError?.code === '23505') return reply.code(409).send({ message: 'This conflicts with an existing record' });
    if (pgError?.code === '23514') return reply.code(409).send({ message: 'This change would break a rule of the data' });
    if (pgError?.code === '57014') {
      // statement_timeout cancelled a query (PostgreSQL): the request asked for too much work.
      request.log.warn('database statement cancelled by statement_timeout');
      return reply.code(503).send({ message: 'The database took too long to answer this request; try again, or ask for less' });
    }

    // Other 4xx errors raised by Fastify or its plugins carry safe, short messages.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });

}
