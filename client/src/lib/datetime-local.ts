/**
 * Values for `<input type="datetime-local">`: "YYYY-MM-DDTHH:mm" in the reader's own time zone, which is what the
 * input shows and gives back (it has no zone of its own).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The moment as a datetime-local value, to the minute. */
export function toDateTimeLocal(moment: Date | string): string {
  const date = new Date(moment);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tomorrow at the given hour, local time: a sensible first suggestion for a meeting. */
export function tomorrowAt(hour: number, now: Date = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + 1);
  date.setHours(hour, 0, 0, 0);
  return toDateTimeLocal(date);
}
