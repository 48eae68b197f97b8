import { DrizzleQueryError } from 'drizzle-orm/errors';
import { postgresError } from './errors';

/**
 * What a log line keeps of an unexpected error. A database error's message is never kept: Drizzle
 * writes the whole statement and its parameters into it ("Failed query: ... params: ..."), and
 * PostgreSQL quotes input values in its own ("invalid input syntax for type uuid: \"...\""), so a
 * log line would carry people's data. What stays is enough to find the fault: the class, the SQL
 * state code, the constraint, table and column names, and the stack frames without the message.
 */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError;
}

const SQL_STATE = /^[0-9A-Z]{5}$/;

/** How far down a chain of causes to describe: Drizzle wraps the driver's error once. */
const MAX_CAUSES = 3;

export function loggableError(error: unknown): LoggedError {
  const fromDatabase = isDatabaseError(error);
  return describe(error, fromDatabase, 0);
}

/** True when the error or one of its causes came from the database layer. */
function isDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current; depth += 1) {
    if (current instanceof DrizzleQueryError) return true;
    current = causeOf(current);
  }
  return postgresError(error) !== undefined;
}

function describe(error: unknown, fromDatabase: boolean, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = stringField(error, 'code');
  const described: LoggedError = { type: typeName(error, code) };
  if (!fromDatabase) described.message = error.message;
  if (code) described.code = code;
  for (const field of ['constraint', 'table', 'column'] as const) {
    const text = stringField(error, field);
    if (text) described[field] = text;
  }
  const stack = fromDatabase ? framesOnly(error) : error.stack;
  if (stack) described.stack = stack;
  const cause = causeOf(error);
  if (cause !== undefined && depth < MAX_CAUSES) described.cause = describe(cause, fromDatabase, depth + 1);
  return described;
}

/**
 * The stack's frames without its header, which V8 writes as String(error) and so repeats the
 * message. A stack whose header is not exactly that is left out: the message could hide in it,
 * even in lines that look like frames (a parameter may hold "\n    at ...").
 */
function framesOnly(error: Error): string | undefined {
  const header = String(error);
  if (!error.stack?.startsWith(`${header}\n`)) return undefined;
  return error.stack.slice(header.length + 1);
}

/** The driver's error class is DatabaseError on both engines, but PGlite's bundle minifies its name. */
function typeName(error: Error, code: string | undefined): string {
  if (code && SQL_STATE.test(code)) return 'DatabaseError';
  return error.constructor.name || error.name;
}

function stringField(error: Error, name: string): string | undefined {
  const value: unknown = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
}
