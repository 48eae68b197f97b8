import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { JoinResult, LearningSession } from '../../../common/schemas/sessions';
import { conflict, forbidden, type AppError } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { learningSessions as ls, type LearningSessionRow } from '../../infra/db/schema';
import { inVisibleWorkspace } from '../workspaces';
import { toSessionDtoWithRatings } from './session-feedback';
import { LIFECYCLE_MESSAGES } from './session-messages';
import { mailSessionEvent, type SessionMailer } from './session-notices';
import { getSessionRow } from './session-rows';
import { sessionIsUpcomingSql, sessionStatusAt } from './session-status';

/**
 * Joining a learning session, decided here and nowhere else. Two calls reach it:
 * - POST /api/learning-sessions/{id}/join takes a seat when one is free and nobody is waiting, otherwise the end of
 *   the waitlist (`seat-or-waitlist`);
 * - the specification's PATCH /api/learning-sessions/{id} with `learnerIds` ("the learners I saw, plus me") takes
 *   a seat or is refused as full, since that older call knows nothing of a waitlist (`seat-only`).
 * One UPDATE decides, its WHERE clause holding every rule (visible workspace, upcoming, not the host, not already
 * in), so concurrent joins are serialised by the row lock and re-checked against the latest row: 50 people joining
 * 10 seats at once end as 10 learners and 40 waiting in the order the database applied them, and no seat limit is
 * ever passed. When no row qualifies, the current row says why, in the same sentences for both calls.
 */

export const JOIN_MESSAGES = {
  mentor: 'You host this session, so you cannot join it',
  alreadyJoined: 'You have already joined this session',
  notUpcoming: 'This session is no longer open to join',
  full: 'This session is full',
  othersOnly: 'You can only add yourself as a learner',
  nothingToAdd: 'To join, send the current learners plus your own id',
} as const;

export type JoinMode = 'seat-or-waitlist' | 'seat-only';

const isIn = (actorId: string, column: typeof ls.learnerIds | typeof ls.waitlistIds) =>
  sql`${actorId}::uuid = ANY(${column})`;

/** A seat is free when seats are unlimited, or some are left and nobody waits (a freed seat goes to the line). */
const seatFree = sql`(${ls.maxLearners} IS NULL OR (cardinality(${ls.learnerIds}) < ${ls.maxLearners} AND cardinality(${ls.waitlistIds}) = 0))`;

async function joinRow(db: Database, actorId: string, id: string, mode: JoinMode): Promise<LearningSessionRow> {
  const rules = and(
    eq(ls.id, id),
    inVisibleWorkspace(db, ls.companyId, actorId),
    sessionIsUpcomingSql,
    ne(ls.mentorId, actorId),
    not(isIn(actorId, ls.learnerIds)),
    not(isIn(actorId, ls.waitlistIds)),
  );
  const [row] =
    mode === 'seat-only'
      ? await db
          .update(ls)
          .set({ learnerIds: sql`array_append(${ls.learnerIds}, ${actorId}::uuid)` })
          .where(and(rules, seatFree))
          .returning()
      : await db
          .update(ls)
          .set({
            learnerIds: sql`CASE WHEN ${seatFree} THEN array_append(${ls.learnerIds}, ${actorId}::uuid) ELSE ${ls.learnerIds} END`,
            waitlistIds: sql`CASE WHEN ${seatFree} THEN ${ls.waitlistIds} ELSE array_append(${ls.waitlistIds}, ${actorId}::uuid) END`,
          })
          .where(rules)
          .returning();
  if (!row) throw await explainRefusedJoin(db, actorId, id, mode);
  return row;
}

/** Why the UPDATE found no row to change, read from the session as it is now. */
async function explainRefusedJoin(db: Database, actorId: string, id: string, mode: JoinMode): Promise<AppError> {
  const session = await getSessionRow(db, actorId, id);
  if (session.mentorId === actorId) return forbidden('mentor_cannot_join', JOIN_MESSAGES.mentor);
  if (session.learnerIds.includes(actorId)) return conflict('already_joined', JOIN_MESSAGES.alreadyJoined);
  // Seat-only: someone waiting keeps their place in line, and that call only ever finds the session full.
  if (mode === 'seat-or-waitlist' && session.waitlistIds.includes(actorId))
    return conflict('already_waitlisted', LIFECYCLE_MESSAGES.alreadyWaitlisted);
  if (sessionStatusAt(session) !== 'upcoming') return conflict('session_not_upcoming', JOIN_MESSAGES.notUpcoming);
  return conflict('session_full', JOIN_MESSAGES.full);
}

/** A seat comes with its calendar invitation by mail, whichever call took it. */
async function mailSeat(db: Database, mailer: SessionMailer | undefined, row: LearningSessionRow, actorId: string) {
  if (mailer && row.learnerIds.includes(actorId))
    await mailSessionEvent(db, mailer, row, [{ kind: 'joined', userIds: [actorId] }]);
}

/** POST …/join: a seat, or the end of the waitlist. */
export async function joinOrWaitlist(
  db: Database,
  mailer: SessionMailer,
  actorId: string,
  id: string,
): Promise<JoinResult> {
  const row = await joinRow(db, actorId, id, 'seat-or-waitlist');
  await mailSeat(db, mailer, row, actorId);
  const seated = row.learnerIds.includes(actorId);
  return {
    session: await toSessionDtoWithRatings(db, row),
    place: seated ? 'learner' : 'waitlist',
    waitlistPosition: seated ? null : row.waitlistIds.indexOf(actorId) + 1,
  };
}

/** The specification's PATCH: a seat, or 409 session_full. */
export async function takeSeat(
  db: Database,
  actorId: string,
  id: string,
  mailer?: SessionMailer,
): Promise<LearningSession> {
  const row = await joinRow(db, actorId, id, 'seat-only');
  await mailSeat(db, mailer, row, actorId);
  return toSessionDtoWithRatings(db, row);
}
