/**
 * How a recommendation card names an upcoming session: by the day, in the reader's time zone, as people say it —
 * "today's", "tomorrow's", "Thursday's" within the coming week, and the date ("on 3 Dec") further out, where a
 * weekday alone would be ambiguous.
 */

interface DayOptions {
  /** Now, in milliseconds (tests pin it). */
  now?: number;
  /** The reader's own zone unless given (tests pin one). */
  timeZone?: string;
}

const DAY_MS = 86_400_000;
/** Beyond this many days ahead, a weekday could mean this week's or next week's. */
const WEEKDAY_HORIZON_DAYS = 6;

/** The calendar day of an instant in a zone, as a count of days (differences between two are whole days). */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS;
}

/** "Join Thursday's session", "Join today's session", "Join the session on 3 Dec". */
export function joinSessionLabel(scheduledFor: string, { now = Date.now(), timeZone }: DayOptions = {}): string {
  const at = new Date(scheduledFor);
  if (Number.isNaN(at.getTime())) return 'Join the session';
  const daysAhead = dayNumber(at, timeZone) - dayNumber(new Date(now), timeZone);
  if (daysAhead === 0) return "Join today's session";
  if (daysAhead === 1) return "Join tomorrow's session";
  if (daysAhead > 1 && daysAhead <= WEEKDAY_HORIZON_DAYS) {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(at);
    return `Join ${weekday}'s session`;
  }
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(at);
  return `Join the session on ${date}`;
}
