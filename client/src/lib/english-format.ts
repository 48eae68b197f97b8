/**
 * Numbers and dates as the product writes them, in its one language, without the browser's Intl.
 *
 * Why not Intl: the first Intl formatter a page makes loads the browser's locale data, 70-140 ms of main thread
 * on a phone (measured in Chromium at 4x CPU), and the dashboard, the hub and the profile each made one while
 * loading, only to write "1,284" or "Mar 4, 2026". These few fixed formats need no locale data. Anything that
 * depends on a time zone other than the reader's or UTC still goes through Intl, where it is drawn later.
 * The tests hold each function to Intl's own output.
 */

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Which clock a date is read on: the reader's own, or UTC (the server's day and month buckets). */
export type Clock = 'local' | 'utc';

/** The calendar day an instant falls on, as read on some clock. */
export interface CalendarDay {
  year: number;
  /** 0-11. */
  month: number;
  day: number;
  /** 0 is Sunday. */
  weekday: number;
}

/** The calendar day of `date` on `clock`, read from the Date itself. */
export function calendarDay(date: Date, clock: Clock): CalendarDay {
  return clock === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() };
}

/** 0 -> "Jan", 8 -> "Sep". */
export const shortMonth = (month: number): string => MONTHS[month]!.slice(0, 3);

/** 1284 -> "1,284"; -1284.5 -> "-1,284.5". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Up to three decimals, as Intl writes them by default.
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "March 5, 2025" (long) or "Mar 5, 2025" (short), on the reader's clock unless told otherwise. */
export function formatMonthDayYear(date: Date, month: 'long' | 'short', clock: Clock = 'local'): string {
  const parts = calendarDay(date, clock);
  const name = month === 'long' ? MONTHS[parts.month]! : shortMonth(parts.month);
  return `${name} ${parts.day}, ${parts.year}`;
}

/** "12 Mar". */
export function formatDayMonth(date: Date, clock: Clock = 'local'): string {
  const parts = calendarDay(date, clock);
  return `${parts.day} ${shortMonth(parts.month)}`;
}

/** "Mar 2026". */
export function formatMonthYear(date: Date, clock: Clock = 'local'): string {
  const parts = calendarDay(date, clock);
  return `${shortMonth(parts.month)} ${parts.year}`;
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd", 113 -> "113th". */
export function formatOrdinal(value: number): string {
  const lastTwo = Math.abs(value) % 100;
  const last = Math.abs(value) % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}
