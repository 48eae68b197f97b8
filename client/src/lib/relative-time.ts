const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * When something happened, as people say it: "just now", "5 minutes ago", "yesterday", and for anything a week
 * old or more the date ("Mar 4, 2026").
 */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return calendarDate.format(at);
}

/** "Mar 4, 2026". */
export const formatDate = (iso: string): string => calendarDate.format(new Date(iso));
