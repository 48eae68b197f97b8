import { sql } from 'drizzle-orm';
import type { SessionStatus } from '../../../common/constants';
import type { LearningSessionRow } from '../../infra/db/schema';
import { learningSessions } from '../../infra/db/schema';

/**
 * A session's status follows the clock, so none can stay "in progress" forever: upcoming until it starts,
 * in progress for its duration, completed after; a cancelled session stays cancelled. Nothing stores it: the
 * DTO computes it from the row, and queries use the SQL forms below, which say the same thing.
 */
export function sessionStatusAt(
  session: Pick<LearningSessionRow, 'scheduledFor' | 'duration' | 'cancelledAt'>,
  now = new Date(),
): SessionStatus {
  if (session.cancelledAt) return 'cancelled';
  const start = session.scheduledFor.getTime();
  if (now.getTime() < start) return 'upcoming';
  if (now.getTime() < start + session.duration * 60_000) return 'in-progress';
  return 'completed';
}

/** SQL end of a session (start plus its duration in minutes). */
export const sessionEndSql = sql`(${learningSessions.scheduledFor} + ${learningSessions.duration} * interval '1 minute')`;

/** SQL: the session has not started and is not cancelled (people may join, leave and reschedule). */
export const sessionIsUpcomingSql = sql`(${learningSessions.cancelledAt} IS NULL AND ${learningSessions.scheduledFor} > now())`;
