import { describe, expect, it } from 'vitest';
import { toDateTimeLocal, tomorrowAt } from './datetime-local';

describe('datetime-local values', () => {
  it('write a moment in local time, to the minute', () => {
    expect(toDateTimeLocal(new Date(2026, 0, 5, 9, 7, 45))).toBe('2026-01-05T09:07');
  });

  it('read an ISO instant in the local zone', () => {
    const instant = new Date(2026, 10, 23, 17, 30).toISOString();
    expect(toDateTimeLocal(instant)).toBe('2026-11-23T17:30');
  });

  it('suggest tomorrow at an hour, across a month end', () => {
    expect(tomorrowAt(10, new Date(2026, 0, 31, 22, 15))).toBe('2026-02-01T10:00');
  });
});
