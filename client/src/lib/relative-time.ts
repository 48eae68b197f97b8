const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Made on first use, not when the module loads: the first Intl formatter of a kind loads its locale data, tens of
// milliseconds on a phone, and pages import this module for lists that are often drawn later or not at all.
let formatters: { relative: Intl.RelativeTimeFormat; calendarDate: Intl.DateTimeFormat } | undefined;
function formattersOnce() {
  formatters ??= {
    relative: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
    calendarDate: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  };
  return formatters;
}

/**
 * When something happened, as people say it: "just now", "5 minutes ago", "yesterday", and for anything a week
 * old or more the date ("Mar 4, 2026").
 */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const { relative, calendarDate } = formattersOnce();
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return calendarDate.format(at);
}

/** "Mar 4, 2026". */
export const formatDate = (iso: string): string => formattersOnce().calendarDate.format(new Date(iso));
