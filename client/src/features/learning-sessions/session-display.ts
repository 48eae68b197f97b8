import { formatOrdinal } from '@/lib/english-format';
import type { SessionStatus } from '@common/constants';
import type { LearningSession } from '@common/schemas/sessions';
import type { JoinBlockReason } from './join-state';

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  upcoming: 'Upcoming',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What a disabled Join button says instead of "Join Session"; hosting and joined show a badge, not a button. */
export const JOIN_BLOCKED_LABELS: Record<
  Exclude<JoinBlockReason, 'hosting' | 'joined' | 'waitlisted' | 'full'>,
  string
> = {
  // Not "In progress": the status badge says that already; the button says why joining is closed.
  'in-progress': 'Already started',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Waitlisted (2nd)": the reader's place in line (1 is next to get a seat). */
export function formatWaitlistPlace(position: number): string {
  return `Waitlisted (${formatOrdinal(position)})`;
}

/** "4.5 / 5 · 2 ratings", or null when nobody rated the session yet. */
export function formatRating(averageRating: number | null, ratingCount: number): string | null {
  if (averageRating === null || ratingCount === 0) return null;
  return `${averageRating.toFixed(1)} / 5 · ${plural(ratingCount, 'rating', 'ratings')}`;
}

/** "3 / 8 learners", or "4 learners · unlimited" when no maximum is set. */
export function formatSeats(learnerCount: number, maxLearners: number | null): string {
  if (maxLearners === null) return `${plural(learnerCount, 'learner', 'learners')} · unlimited`;
  return `${learnerCount} / ${maxLearners} ${maxLearners === 1 ? 'learner' : 'learners'}`;
}

/**
 * "21 sessions · 18 active": the list's size, and how many are upcoming or in progress when some are over, so the
 * figure reads the same as the hub's "Active sessions" card rather than competing with it. `total` is the whole
 * list's size when only its first pages are loaded; the active ones are then not all known, so only it is said.
 */
export function formatSessionCount(
  sessions: readonly Pick<LearningSession, 'status'>[],
  total = sessions.length,
): string {
  const count = plural(total, 'session', 'sessions');
  if (total > sessions.length) return count;
  const active = sessions.filter((session) => session.status !== 'completed').length;
  return active === sessions.length ? count : `${count} · ${active} active`;
}

/** "60 min"; durations are stored in minutes. */
export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** The scheduled date and time in the reader's locale and time zone. */
export function formatScheduledFor(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Date to be announced';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

interface DateOptions {
  locale?: string;
  /** The reader's own zone unless given (tests pin one). */
  timeZone?: string;
}

/**
 * When a session runs, start to end, in the reader's time zone: "Tue, 4 Mar 2031, 10:00 – 11:00" (the
 * end's date is written out too when the session runs past midnight).
 */
export function formatSessionTime(iso: string, minutes: number, { locale, timeZone }: DateOptions = {}): string {
  const start = new Date(iso);
  if (Number.isNaN(start.getTime())) return 'Date to be announced';
  const end = new Date(start.getTime() + minutes * 60_000);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).formatRange(start, end);
}

/**
 * The reader's time zone by name on that date, with its IANA id when that says more:
 * "Central European Summer Time (Europe/Berlin)", "Coordinated Universal Time (UTC)".
 */
export function formatTimeZone(iso: string, { locale, timeZone }: DateOptions = {}): string {
  const date = Number.isNaN(Date.parse(iso)) ? new Date() : new Date(iso);
  const format = new Intl.DateTimeFormat(locale, { timeZoneName: 'long', timeZone });
  const zoneId = format.resolvedOptions().timeZone;
  const zoneName = format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  if (!zoneName || zoneName === zoneId) return zoneId;
  return `${zoneName} (${zoneId})`;
}

const statusRank: Record<SessionStatus, number> = { 'in-progress': 0, upcoming: 1, completed: 2, cancelled: 3 };

/**
 * What is happening now first, then what is coming soonest, then the past with the most recent first.
 * The API answers soonest first, which would open the list on sessions that ended weeks ago.
 */
export function sortSessions(sessions: readonly LearningSession[]): LearningSession[] {
  return [...sessions].sort((a, b) => {
    const byStatus = statusRank[a.status] - statusRank[b.status];
    if (byStatus !== 0) return byStatus;
    const byTime = Date.parse(a.scheduledFor) - Date.parse(b.scheduledFor);
    return a.status === 'upcoming' || a.status === 'in-progress' ? byTime : -byTime;
  });
}
