import { calendarDay, shortMonth, WEEKDAYS, type CalendarDay } from '@/lib/english-format';

/**
 * How a recommendation card names an upcoming session: by the day, in the reader's time zone, as people say it —
 * "today's", "tomorrow's", "Thursday's" within the coming week, and the date ("on 3 Dec") further out, where a
 * weekday alone would be ambiguous.
 */

/** Reads the calendar day of an instant on one clock. */
export type ReadCalendarDay = (at: Date) => CalendarDay;

/**
 * The reader's own clock: the browser's time zone, read from the Date itself. Not through Intl, whose first use
 * costs a phone tens of milliseconds of locale data while the profile loads (see lib/english-format).
 */
export const readersCalendar: ReadCalendarDay = (at) => calendarDay(at, 'local');

interface DayOptions {
  /** Now, in milliseconds (tests pin it). */
  now?: number;
  /** The reader's own clock unless given (tests read other time zones). */
  calendar?: ReadCalendarDay;
}

const DAY_MS = 86_400_000;
/** Beyond this many days ahead, a weekday could mean this week's or next week's. */
const WEEKDAY_HORIZON_DAYS = 6;

/** A calendar day as a count of days, so that the difference between two is a whole number of days. */
const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month, day) / DAY_MS;

/** "Join Thursday's session", "Join today's session", "Join the session on 3 Dec". */
export function joinSessionLabel(
  scheduledFor: string,
  { now = Date.now(), calendar = readersCalendar }: DayOptions = {},
): string {
  const at = new Date(scheduledFor);
  if (Number.isNaN(at.getTime())) return 'Join the session';
  const day = calendar(at);
  const daysAhead = dayNumber(day) - dayNumber(calendar(new Date(now)));
  if (daysAhead === 0) return "Join today's session";
  if (daysAhead === 1) return "Join tomorrow's session";
  if (daysAhead > 1 && daysAhead <= WEEKDAY_HORIZON_DAYS) return `Join ${WEEKDAYS[day.weekday]}'s session`;
  return `Join the session on ${day.day} ${shortMonth(day.month)}`;
}
