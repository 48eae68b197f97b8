import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { LearningSession } from '../../../common/schemas/sessions';
import { conflict, forbidden, postgresError } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import type { LearningSessionRow } from '../../infra/db/schema';
import { learningSessions, sessionRatings } from '../../infra/db/schema';
import { NO_RATINGS, toSessionDto, type RatingSummary } from './session-dto';
import { LIFECYCLE_MESSAGES } from './session-messages';
import { getSessionRow } from './session-rows';
import { sessionEndSql } from './session-status';

/**
 * What happens after a session: the host marks who came, attendees rate it once, and a host's hours
 * contributed count only sessions that really took place (over, not cancelled, someone marked present).
 */

/** Average (one decimal) and count of the ratings of each session given. */
export async function ratingSummaries(db: Database, sessionIds: string[]): Promise<Map<string, RatingSummary>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: sessionRatings.sessionId,
      average: sql<string>`round(avg(${sessionRatings.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(sessionRatings)
    .where(inArray(sessionRatings.sessionId, sessionIds))
    .groupBy(sessionRatings.sessionId);
  return new Map(rows.map((row) => [row.sessionId, { average: Number(row.average), count: Number(row.count) }]));
}

/** Session rows as the API answers them, with their ratings (one query for the whole list). */
export async function toSessionDtos(db: Database, rows: LearningSessionRow[]): Promise<LearningSession[]> {
  const summaries = await ratingSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSessionDto(row, summaries.get(row.id) ?? NO_RATINGS));
}

export async function toSessionDtoWithRatings(db: Database, row: LearningSessionRow): Promise<LearningSession> {
  const [dto] = await toSessionDtos(db, [row]);
  return dto!;
}

/** The caller's own rating of a session, if any. */
export async function ratingBy(db: Database, sessionId: string, userId: string) {
  const [row] = await db
    .select({ rating: sessionRatings.rating, comment: sessionRatings.comment })
    .from(sessionRatings)
    .where(and(eq(sessionRatings.sessionId, sessionId), eq(sessionRatings.userId, userId)));
  return row ?? null;
}

/**
 * Records the host's attendance list. Allowed from the start of the session on (people may stay late and the
 * host mark it later), never for a cancelled one; everyone marked must have joined.
 */
export async function markAttendance(
  db: Database,
  actorId: string,
  id: string,
  attendeeIds: string[],
): Promise<LearningSession> {
  const session = await getSessionRow(db, actorId, id);
  if (session.mentorId !== actorId) throw forbidden('session_hosts_only', LIFECYCLE_MESSAGES.hostsOnlyAttendance);
  if (session.cancelledAt) throw conflict('session_not_started', LIFECYCLE_MESSAGES.cancelledAttendance);
  if (session.scheduledFor.getTime() > Date.now())
    throw conflict('session_not_started', LIFECYCLE_MESSAGES.notStartedAttendance);
  const unique = [...new Set(attendeeIds)];
  if (unique.some((id) => !session.learnerIds.includes(id)))
    throw conflict('not_in_session', LIFECYCLE_MESSAGES.attendeesMustBeLearners);
  const [row] = await db
    .update(learningSessions)
    // In the order they joined, whatever order the screen sent.
    .set({ attendeeIds: session.learnerIds.filter((id) => unique.includes(id)) })
    .where(and(eq(learningSessions.id, session.id), isNull(learningSessions.cancelledAt)))
    .returning();
  // A cancellation between the read and this write leaves the row as it was.
  if (!row) throw conflict('session_not_started', LIFECYCLE_MESSAGES.cancelledAttendance);
  return toSessionDtoWithRatings(db, row);
}

/** An attendee's one rating; a second answers 409 (the primary key settles a double click). */
export async function rateSession(
  db: Database,
  actorId: string,
  id: string,
  input: { rating: number; comment: string | null },
): Promise<LearningSession> {
  const session = await getSessionRow(db, actorId, id);
  if (session.attendeeIds === null) {
    if (!session.learnerIds.includes(actorId)) throw forbidden('not_an_attendee', LIFECYCLE_MESSAGES.notAnAttendee);
    throw conflict('attendance_not_marked', LIFECYCLE_MESSAGES.attendanceNotMarked);
  }
  if (!session.attendeeIds.includes(actorId)) throw forbidden('not_an_attendee', LIFECYCLE_MESSAGES.notAnAttendee);
  try {
    await db
      .insert(sessionRatings)
      .values({ sessionId: session.id, userId: actorId, rating: input.rating, comment: input.comment });
  } catch (error) {
    if (postgresError(error)?.code === '23505') throw conflict('already_rated', LIFECYCLE_MESSAGES.alreadyRated);
    throw error;
  }
  return toSessionDtoWithRatings(db, session);
}

/**
 * Hours each host contributed: the durations of their sessions that are over, were not cancelled and had at
 * least one attendee marked. Hosts with none are left out of the map (read them as 0). Scoped to one workspace
 * when companyId is given.
 */
export async function hoursContributed(
  db: Database,
  options: { hostIds?: string[]; companyId?: string } = {},
): Promise<Map<string, number>> {
  if (options.hostIds?.length === 0) return new Map();
  const rows = await db
    .select({ hostId: learningSessions.mentorId, minutes: sql<number>`sum(${learningSessions.duration})::int` })
    .from(learningSessions)
    .where(
      and(
        options.hostIds ? inArray(learningSessions.mentorId, options.hostIds) : undefined,
        options.companyId ? eq(learningSessions.companyId, options.companyId) : undefined,
        isNull(learningSessions.cancelledAt),
        lte(sessionEndSql, sql`now()`),
        gt(sql`coalesce(cardinality(${learningSessions.attendeeIds}), 0)`, 0),
      ),
    )
    .groupBy(learningSessions.mentorId);
  return new Map(rows.map((row) => [row.hostId, Math.round((Number(row.minutes) / 60) * 10) / 10]));
}
