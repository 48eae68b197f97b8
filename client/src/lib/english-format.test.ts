import { describe, expect, it } from 'vitest';
import { formatCount, formatDayMonth, formatMonthDayYear, formatMonthYear, formatOrdinal } from './english-format';

/** Every day of three years around a leap day, at an hour near midnight UTC where clocks disagree on the day. */
const days = Array.from({ length: 3 * 366 }, (_, index) => new Date(Date.UTC(2023, 0, 1 + index, 23, 30)));

describe('the product formats agree with Intl for English', () => {
  it('writes counts as en-US does', () => {
    const values = [0, 7, 42, 999, 1000, 1284, 12_345, 999_999, 1_000_000, 123_456_789, -1284, 3.5, 1234.25, 0.125];
    for (const value of values)
      expect(formatCount(value), String(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });

  it('writes "March 5, 2025" and "Mar 5, 2025" on the reader\'s clock as en-US does', () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const day of days) {
      expect(formatMonthDayYear(day, 'long')).toBe(long.format(day));
      expect(formatMonthDayYear(day, 'short')).toBe(medium.format(day));
    }
  });

  it('writes "12 Mar" and "Mar 2026" in UTC as en-GB does, with the same month abbreviations everywhere', () => {
    // Newer locale data abbreviates September as "Sept" in en-GB only (and older browsers do not): the product
    // writes "Sep" on every screen, so the charts' dates match the rest of the page.
    const sameMonths = (text: string) => text.replace('Sept', 'Sep');
    const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const day of days) {
      expect(formatDayMonth(day, 'utc')).toBe(sameMonths(dayMonth.format(day)));
      expect(formatMonthYear(day, 'utc')).toBe(sameMonths(monthYear.format(day)));
    }
  });

  it('reads the day on the clock it is given', () => {
    // 23:30 UTC on March 4 is already March 5 east of Greenwich.
    const lateUtc = new Date(Date.UTC(2026, 2, 4, 23, 30));
    expect(formatDayMonth(lateUtc, 'utc')).toBe('4 Mar');
    expect(formatMonthDayYear(lateUtc, 'short', 'utc')).toBe('Mar 4, 2026');
  });

  it('writes ordinals as English plural rules do', () => {
    const rules = new Intl.PluralRules('en', { type: 'ordinal' });
    const suffixes = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
    for (let value = 0; value <= 250; value++)
      expect(formatOrdinal(value)).toBe(`${value}${suffixes[rules.select(value)]}`);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1284)).toBe('1,284');
    expect(formatCount(7)).toBe('7');
  });
});
