import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { loggableError } from './error-log';

/**
 * A forced database error on a real database, logged by the real logger (pino writing JSON lines
 * to a stream the test reads): the line names the fault and never carries the statement or its
 * parameters.
 */

let t: TestApp;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logStream } });
  // Break the table under the running app, so the next profile edit fails inside the database.
  await t.database.db.execute(sql`ALTER TABLE users RENAME COLUMN role TO role_renamed_by_test`);
});
afterAll(async () => {
  await t?.close();
});

// A parameter that also tries to pass for a stack frame, so "keep only the frames" cannot let it through. (A role
// may not hold a line break any more, so the frame follows on the same line.)
const SECRET = 'secret-param-5c1e    at leaked (parameter.js:1:1)';

describe(`logging an unexpected error (${testEngine})`, () => {
  it('answers 500 without internals and logs class, code and stack, never the SQL or its parameters', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${DEMO_WORKSPACE.userId}`,
      payload: { role: SECRET },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'internal_error' });

    const everything = lines.join('\n');
    expect(everything).not.toContain('secret-param-5c1e');
    expect(everything).not.toContain('leaked');
    expect(everything).not.toMatch(/Failed query|params:|update "users"|role_renamed_by_test/i);

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; error?: Record<string, unknown> });
    const logged = entries.find((entry) => entry.msg === 'unhandled error');
    expect(logged, lines.join('\n')).toBeDefined();
    expect(logged!.error).toMatchObject({ type: 'DrizzleQueryError', cause: { type: 'DatabaseError', code: '42703' } });
    expect(logged!.error!.stack).toMatch(/^\s+at /);
  });
});

describe('loggableError', () => {
  it('keeps the message of an error that did not come from the database', () => {
    const described = loggableError(new TypeError('Cannot read properties of undefined'));
    expect(described).toMatchObject({ type: 'TypeError', message: 'Cannot read properties of undefined' });
    expect(described.stack).toContain('TypeError: Cannot read properties of undefined');
  });

  it('keeps no message anywhere in the chain of an error that has a SQL state code', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type uuid: "someone@example.test"'), {
      code: '22P02',
      table: 'users',
    });
    const wrapper = new Error('wrapped', { cause: driverError });
    const described = loggableError(wrapper);
    expect(JSON.stringify(described)).not.toContain('someone@example.test');
    expect(JSON.stringify(described)).not.toContain('wrapped');
    expect(described.cause).toMatchObject({ type: 'DatabaseError', code: '22P02', table: 'users' });
  });

  it('describes a thrown value that is not an Error by its type only', () => {
    expect(loggableError('a string with data')).toEqual({ type: 'string' });
  });
});
