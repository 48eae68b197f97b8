import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ErrorCode } from '../../common/error-codes';
import type { ApiError } from '../../common/schemas/errors';
import { isDiskFull } from '../infra/db/disk-space';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../infra/db/unavailable';
import { loggableError } from './error-log';
import { AppError, postgresError } from './errors';
import { securityHeaders } from './security';

type Issue = { path: string; message: string };
type Answer = { status: number; code: ErrorCode; message: string };

/** Fastify's own request errors, answered with a sentence instead of its internal text. */
const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'empty_body',
    message: 'The request body is empty: send a JSON object',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The request body is too large (the limit is 1 MB)',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'content_length_mismatch',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url', message: 'The address is not valid: check its %-escapes' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'unreadable_request', message: 'The request could not be routed' },
};

const DISK_FULL_MESSAGE =
  "The server's disk is full, so this change was not stored; reading still works. Ask an administrator to free some space";

const UNREADABLE: Answer = { status: 400, code: 'unreadable_request', message: 'The request could not be read' };

const body = ({ code, message }: Answer): ApiError => ({ message, code });

/** The status and sentence for one of Fastify's own error codes, if it is one we know. */
export function frameworkErrorAnswer(code: string | undefined): Answer | undefined {
  return code ? FRAMEWORK_ERRORS[code] : undefined;
}

/**
 * Errors Fastify raises before any hook has run (an undecodable URL): answered in the API's shape
 * with the headers every other answer carries.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(securityHeaders()).header('x-request-id', request.id);
  const answer = frameworkErrorAnswer(error.code) ?? UNREADABLE;
  void reply.code(answer.status).send(body(answer));
}

/** Node's HTTP parser errors that mean the client sent something that is not a readable request. */
const CLIENT_ERROR_ANSWERS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' },
};

/**
 * Answers a request Node could not even parse (before Fastify sees it) in the API's shape, with the
 * same security headers, then closes the connection. Fastify's default answers its own JSON shape.
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return void socket.destroy();
  const answer = (error.code && CLIENT_ERROR_ANSWERS[error.code]) || UNREADABLE;
  const { status } = answer;
  const text = JSON.stringify(body(answer));
  const headers = {
    ...securityHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'x-request-id': randomUUID(),
    connection: 'close',
  };
  if (socket.writable && socket.bytesWritten === 0) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n${head}\r\n\r\n${text}`);
  }
  socket.destroy();
}

/** PostgreSQL errors that can only come from the input, never from a fault of ours. */
const INPUT_DATABASE_ERRORS: Record<string, Answer> = {
  '22021': { status: 400, code: 'invalid_text', message: 'Text must not contain NUL characters or invalid UTF-8' },
  '22P05': { status: 400, code: 'invalid_text', message: 'Text must not contain NUL characters or invalid UTF-8' },
  '23503': { status: 400, code: 'unknown_reference', message: 'The request refers to a record that does not exist' },
  '54000': { status: 400, code: 'text_too_long_to_index', message: 'The text is too long to be indexed' },
  '23505': { status: 409, code: 'duplicate_record', message: 'This conflicts with an existing record' },
  '23514': { status: 409, code: 'data_rule_broken', message: 'This change would break a rule of the data' },
};

function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : (context ?? 'input'));
}

function validationAnswer(issues: Issue[]): ApiError {
  const message = issues
    .map((issue) =>
      issue.path === 'body' ? 'The request body must be a JSON object' : `${issue.path}: ${issue.message}`,
    )
    .join('; ');
  return { message, code: 'validation_failed', issues };
}

/**
 * One error contract for the whole API: JSON { message, code, issues? }. Invalid input is 400 with
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
      const answer: ApiError = { message: error.message, code: error.code };
      return reply.code(error.statusCode).send(error.issues ? { ...answer, issues: error.issues } : answer);
    }
    const known = frameworkErrorAnswer(error.code);
    if (known) return reply.code(known.status).send(body(known));

    if (isDatabaseUnavailable(error)) {
      // One line per outage comes from the watch (server/infra/db/postgres-watch.ts), which this asks to look now;
      // a stack per request would fill the disk in minutes.
      app.databaseStatus.suspect();
      request.log.debug('database unavailable');
      return reply
        .code(503)
        .send(body({ status: 503, code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }));
    }
    if (isDiskFull(error)) {
      app.databaseStatus.suspect();
      request.log.warn('a write found the disk full');
      const problem = app.databaseStatus.status().problem;
      return reply.code(507).send(body({ status: 507, code: 'disk_full', message: problem ?? DISK_FULL_MESSAGE }));
    }

    const pgError = postgresError(error);
    const databaseAnswer = pgError ? INPUT_DATABASE_ERRORS[pgError.code] : undefined;
    if (databaseAnswer) return reply.code(databaseAnswer.status).send(body(databaseAnswer));
    if (pgError?.code === '57014') {
      // statement_timeout cancelled a query (PostgreSQL): the request asked for too much work.
      request.log.warn('database statement cancelled by statement_timeout');
      return reply.code(503).send(
        body({
          status: 503,
          code: 'database_timeout',
          message: 'The database took too long to answer this request; try again, or ask for less',
        }),
      );
    }

    // Other 4xx errors raised by Fastify or its plugins carry safe, short messages; plugins of ours (the rate
    // limit) put one of our codes on the error.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(body({ status, code: isErrorCode(error.code) ? error.code : 'request_failed', message: error.message }));
    }

    // Never { err: error }: a database error's message and fields carry the statement and its parameters.
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.code(500).send(body({ status: 500, code: 'internal_error', message: 'Internal Server Error' }));
  });
}
