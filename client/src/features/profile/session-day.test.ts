import { describe, expect, it } from 'vitest';
import { joinSessionLabel, readersCalendar, type ReadCalendarDay } from './session-day';

/** A clock in a named time zone, read through Intl, as a reader there would see it. */
function calendarIn(timeZone: string): ReadCalendarDay {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month) - 1,
      day: Number(parts.day),
      weekday: weekdays.indexOf(parts.weekday!),
    };
  };
}

// Monday 23 November 2026, 20:00 in UTC; already Tuesday in Tokyo.
const NOW = Date.parse('2026-11-23T20:00:00Z');

describe('joinSessionLabel', () => {
  it('names the weekday within the next six days, today and tomorrow by those words', () => {
    const utc = { now: NOW, calendar: calendarIn('UTC') };
    expect(joinSessionLabel('2026-11-23T22:00:00Z', utc)).toBe("Join today's session");
    expect(joinSessionLabel('2026-11-24T09:00:00Z', utc)).toBe("Join tomorrow's session");
    expect(joinSessionLabel('2026-11-26T10:00:00Z', utc)).toBe("Join Thursday's session");
    expect(joinSessionLabel('2026-11-29T23:30:00Z', utc)).toBe("Join Sunday's session");
  });

  it('gives the date from the seventh day on, where a weekday would be ambiguous', () => {
    expect(joinSessionLabel('2026-11-30T10:00:00Z', { now: NOW, calendar: calendarIn('UTC') })).toBe(
      'Join the session on 30 Nov',
    );
    expect(joinSessionLabel('2026-12-03T10:00:00Z', { now: NOW, calendar: calendarIn('UTC') })).toBe(
      'Join the session on 3 Dec',
    );
  });

  it("counts days in the reader's time zone", () => {
    // 02:00 UTC on Friday is still Thursday evening in New York.
    expect(joinSessionLabel('2026-11-27T02:00:00Z', { now: NOW, calendar: calendarIn('UTC') })).toBe(
      "Join Friday's session",
    );
    expect(joinSessionLabel('2026-11-27T02:00:00Z', { now: NOW, calendar: calendarIn('America/New_York') })).toBe(
      "Join Thursday's session",
    );
    // 03:00 UTC on Tuesday is tomorrow in UTC, but tonight in New York and this Tuesday's noon in Tokyo.
    expect(joinSessionLabel('2026-11-24T03:00:00Z', { now: NOW, calendar: calendarIn('UTC') })).toBe(
      "Join tomorrow's session",
    );
    expect(joinSessionLabel('2026-11-24T03:00:00Z', { now: NOW, calendar: calendarIn('America/New_York') })).toBe(
      "Join today's session",
    );
    expect(joinSessionLabel('2026-11-24T03:00:00Z', { now: NOW, calendar: calendarIn('Asia/Tokyo') })).toBe(
      "Join today's session",
    );
  });

  it("reads the reader's own clock by default, as the browser's zone gives it", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-11-23T22:00:00Z', '2026-11-24T03:00:00Z', '2026-11-27T02:00:00Z', '2026-12-03T10:00:00Z'])
      expect(joinSessionLabel(iso, { now: NOW }), iso).toBe(
        joinSessionLabel(iso, { now: NOW, calendar: calendarIn(zone) }),
      );
    expect(readersCalendar(new Date(2026, 10, 26, 12))).toEqual({ year: 2026, month: 10, day: 26, weekday: 4 });
  });
});
