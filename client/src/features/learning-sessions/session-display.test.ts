import { describe, expect, it } from 'vitest';
import type { LearningSession } from '@common/schemas/sessions';
import {
  formatDuration,
  formatSessionCount,
  formatScheduledFor,
  formatSeats,
  formatSessionTime,
  formatTimeZone,
  sortSessions,
} from './session-display';

describe('formatSeats', () => {
  it('shows taken seats over the maximum', () => {
    expect(formatSeats(3, 8)).toBe('3 / 8 learners');
    expect(formatSeats(0, 1)).toBe('0 / 1 learner');
  });

  it('shows an unset maximum as unlimited', () => {
    expect(formatSeats(4, null)).toBe('4 learners · unlimited');
    expect(formatSeats(1, null)).toBe('1 learner · unlimited');
  });
});

describe('formatDuration and formatScheduledFor', () => {
  it('formats minutes and a locale date', () => {
    expect(formatDuration(90)).toBe('90 min');
    expect(formatScheduledFor('2030-03-04T09:30:00.000Z', 'en-GB')).toMatch(/4 Mar 2030/);
    expect(formatScheduledFor('not a date')).toBe('Date to be announced');
  });
});

describe('formatSessionTime and formatTimeZone', () => {
  it('shows start and end in the given time zone, and names the zone', () => {
    const berlin = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
    expect(formatSessionTime('2031-03-04T09:30:00.000Z', 90, berlin)).toMatch(/^Tue,? 4 Mar 2031, 10:30\s*–\s*12:00$/);
    expect(formatTimeZone('2031-03-04T09:30:00.000Z', berlin)).toBe('Central European Standard Time (Europe/Berlin)');
    expect(formatTimeZone('2031-07-04T09:30:00.000Z', berlin)).toBe('Central European Summer Time (Europe/Berlin)');
  });

  it('follows the reader: the same instant reads differently in Tokyo', () => {
    const tokyo = { locale: 'en-GB', timeZone: 'Asia/Tokyo' };
    expect(formatSessionTime('2031-03-04T09:30:00.000Z', 30, tokyo)).toMatch(/^Tue,? 4 Mar 2031, 18:30\s*–\s*19:00$/);
    expect(formatTimeZone('2031-03-04T09:30:00.000Z', tokyo)).toBe('Japan Standard Time (Asia/Tokyo)');
  });

  it('says so for a date it cannot read', () => {
    expect(formatSessionTime('not a date', 30)).toBe('Date to be announced');
  });
});

describe('formatSessionCount', () => {
  it('counts the sessions, and the active ones when some are over', () => {
    const of = (...statuses: LearningSession['status'][]) => statuses.map((status) => ({ status }));
    expect(formatSessionCount(of('upcoming', 'in-progress'))).toBe('2 sessions');
    expect(formatSessionCount(of('upcoming'))).toBe('1 session');
    expect(formatSessionCount(of('upcoming', 'completed', 'in-progress'))).toBe('3 sessions · 2 active');
  });

  it("says the whole list's size while only its first pages are loaded", () => {
    const of = (...statuses: LearningSession['status'][]) => statuses.map((status) => ({ status }));
    expect(formatSessionCount(of('upcoming', 'completed'), 130)).toBe('130 sessions');
    expect(formatSessionCount(of('upcoming', 'completed'), 2)).toBe('2 sessions · 1 active');
  });
});

describe('sortSessions', () => {
  const at = (id: string, status: LearningSession['status'], scheduledFor: string) =>
    ({ id, status, scheduledFor }) as LearningSession;

  it('puts live sessions first, then upcoming soonest first, then completed most recent first', () => {
    const sorted = sortSessions([
      at('old', 'completed', '2020-01-01T10:00:00Z'),
      at('later', 'upcoming', '2031-02-01T10:00:00Z'),
      at('recent', 'completed', '2020-06-01T10:00:00Z'),
      at('live', 'in-progress', '2025-01-01T10:00:00Z'),
      at('soon', 'upcoming', '2031-01-01T10:00:00Z'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['live', 'soon', 'later', 'recent', 'old']);
  });
});
