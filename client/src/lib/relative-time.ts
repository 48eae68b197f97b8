import { formatMonthDayYear } from './english-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Made on first use, not when the module loads: the first Intl formatter a page makes loads the browser's locale
// data, tens of milliseconds on a phone, and pages import this module for lists that are often drawn later or not
// at all.
let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/**
 * When something happened, as people say it: "just now", "5 minutes ago", "yesterday", and for anything a week
 * old or more the date ("Mar 4, 2026").
 */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeFormat().format(-Math.floor(ago / DAY), 'day');
  return formatMonthDayYear(at, 'short');
}

/** "Mar 4, 2026"; an unreadable timestamp shows as an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMonthDayYear(date, 'short');
}
