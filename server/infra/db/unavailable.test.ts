import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable, unavailableReason } from './unavailable';

/** What counts as "the database cannot be reached" (503) rather than a fault of ours (500) or of the input. */
describe('telling an outage from other database errors', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: SELECT ... params: secret'), { cause });

  it('knows refused and lost connections, behind the query error that wraps them', () => {
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('stopped'))).toBe(true);
  });

  it('knows the server going away by its SQL state', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code }))), code).toBe(
        true,
      );
  });

  it('leaves the input and our own faults alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('canceling statement'), { code: '57014' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('names the reason by its code, never by a statement', () => {
    expect(unavailableReason(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe(
      'ECONNREFUSED',
    );
    expect(unavailableReason(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'Connection terminated unexpectedly',
    );
  });
});
