import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { LearningSession } from '../../../common/schemas/sessions';
import type { AppError } from '../../http/errors';
import { conflict, forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import type { LearningSessionRow } from '../../infra/db/schema';
import { learningSessions } from '../../infra/db/schema';
import { refuseSeededSessionChange } from '../demo';
import { inVisibleWorkspace } from '../workspaces';
import { toSessionDtoWithRatings } from './session-feedback';
import { LIFECYCLE_MESSAGES } from './session-messages';
import { mailSessionEvent, recordSessionEvent, type SessionEvent, type SessionMailer } from './session-notices';
import { getSessionRow } from './session-rows';
import { sessionIsUpcomingSql, sessionStatusAt } from './session-status';

/**
 * Joining, leaving, cancelling and rescheduling a session. Each change is one UPDATE whose WHERE clause holds
 * its rules, so concurrent requests are serialised by the row lock and each re-checked against the latest row.
 * A change that frees seats promotes the first waiting people in the same transaction, while the row is still
 * locked: nobody can take a freed seat ahead of the line, and the seat limit is never passed.
 */

const ls = learningSessions;
const isIn = (actorId: string, column: typeof ls.learnerIds | typeof ls.waitlistIds) =>
  sql`${actorId}::uuid = ANY(${column})`;

/**
 * Moves the first waiting people into the free seats of a row this transaction has locked (by updating it),
 * as many as fit: all of them when seats are unlimited.
 */
async function promoteWaiting(tx: Database, row: LearningSessionRow) {
  const free = row.maxLearners === null ? row.waitlistIds.length : Math.max(row.maxLearners - row.learnerIds.length, 0);
  const promoted = row.waitlistIds.slice(0, free);
  if (promoted.length === 0) return { row, promoted };
  const [updated] = await tx
    .update(ls)
    .set({ learnerIds: [...row.learnerIds, ...promoted], waitlistIds: row.waitlistIds.slice(promoted.length) })
    .where(eq(ls.id, row.id))
    .returning();
  return { row: updated!, promoted };
}

async function notifyAfterCommit(
  db: Database,
  mailer: SessionMailer,
  row: LearningSessionRow,
  events: SessionEvent[],
): Promise<void> {
  const worthMailing = events.filter((event) => !('userIds' in event) || event.userIds.length > 0);
  if (worthMailing.length > 0) await mailSessionEvent(db, mailer, row, worthMailing);
}

/** POST …/leave: a learner gives up their seat (the first waiting person gets it), or a waiting person leaves the line. */
export async function leaveSession(
  db: Database,
  mailer: SessionMailer,
  actorId: string,
  id: string,
): Promise<LearningSession> {
  const result = await db.transaction(async (tx) => {
    const [left] = await tx
      .update(ls)
      .set({
        learnerIds: sql`array_remove(${ls.learnerIds}, ${actorId}::uuid)`,
        waitlistIds: sql`array_remove(${ls.waitlistIds}, ${actorId}::uuid)`,
      })
      .where(
        and(
          eq(ls.id, id),
          inVisibleWorkspace(tx, ls.companyId, actorId),
          sessionIsUpcomingSql,
          or(isIn(actorId, ls.learnerIds), isIn(actorId, ls.waitlistIds)),
        ),
      )
      .returning();
    if (!left) return null;
    const { row, promoted } = await promoteWaiting(tx, left);
    if (promoted.length > 0) await recordSessionEvent(tx, row, { kind: 'promoted', userIds: promoted }, actorId);
    return { row, promoted };
  });
  if (!result) {
    const session = await getSessionRow(db, actorId, id);
    if (!session.learnerIds.includes(actorId) && !session.waitlistIds.includes(actorId))
      throw conflict('not_in_session', LIFECYCLE_MESSAGES.notInSession);
    throw conflict('session_not_upcoming', LIFECYCLE_MESSAGES.notUpcomingToLeave);
  }
  await notifyAfterCommit(db, mailer, result.row, [{ kind: 'promoted', userIds: result.promoted }]);
  return toSessionDtoWithRatings(db, result.row);
}

/** Why a host-only change of an upcoming session matched no row: unknown (404), not the host (403), too late (409). */
async function explainRefusedChange(
  db: Database,
  actorId: string,
  id: string,
  hostsOnlyMessage: string,
): Promise<{ session: LearningSessionRow; error: AppError | null }> {
  const session = await getSessionRow(db, actorId, id);
  if (session.mentorId !== actorId) return { session, error: forbidden('session_hosts_only', hostsOnlyMessage) };
  if (sessionStatusAt(session) !== 'upcoming')
    return { session, error: conflict('session_not_upcoming', LIFECYCLE_MESSAGES.notUpcomingToChange) };
  return { session, error: null };
}

const hostsUpcoming = (db: Database, actorId: string, id: string): SQL =>
  and(eq(ls.id, id), inVisibleWorkspace(db, ls.companyId, actorId), eq(ls.mentorId, actorId), sessionIsUpcomingSql)!;

/** POST …/cancel: the host calls an upcoming session off with a reason; calendars get a cancellation. */
export async function cancelSession(
  db: Database,
  mailer: SessionMailer,
  actorId: string,
  id: string,
  reason: string,
): Promise<LearningSession> {
  refuseSeededSessionChange(id);
  const where = hostsUpcoming(db, actorId, id);
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(ls)
      .set({ cancelledAt: sql`now()`, cancelReason: reason, sequence: sql`${ls.sequence} + 1` })
      .where(where)
      .returning();
    if (cancelled) await recordSessionEvent(tx, cancelled, { kind: 'cancelled' }, actorId);
    return cancelled ?? null;
  });
  if (!row) {
    const { error } = await explainRefusedChange(db, actorId, id, LIFECYCLE_MESSAGES.hostsOnlyCancel);
    throw error ?? conflict('session_not_upcoming', LIFECYCLE_MESSAGES.notUpcomingToChange);
  }
  await notifyAfterCommit(db, mailer, row, [{ kind: 'cancelled' }]);
  return toSessionDtoWithRatings(db, row);
}

/**
 * PATCH …/schedule: a new time, length or seat limit. A new time or length raises the invitation's sequence;
 * more seats (or unlimited) promote waiting people at once; fewer seats than people joined is refused.
 */
export async function rescheduleSession(
  db: Database,
  mailer: SessionMailer,
  actorId: string,
  id: string,
  changes: { scheduledFor?: string; duration?: number; maxLearners?: number | null },
): Promise<LearningSession> {
  refuseSeededSessionChange(id);
  const where = hostsUpcoming(db, actorId, id);
  const moves = changes.scheduledFor !== undefined || changes.duration !== undefined;
  const seatsFit =
    typeof changes.maxLearners === 'number' ? sql`cardinality(${ls.learnerIds}) <= ${changes.maxLearners}` : undefined;
  const result = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(ls)
      .set({
        ...(changes.scheduledFor !== undefined ? { scheduledFor: new Date(changes.scheduledFor) } : {}),
        ...(changes.duration !== undefined ? { duration: changes.duration } : {}),
        ...(changes.maxLearners !== undefined ? { maxLearners: changes.maxLearners } : {}),
        ...(moves ? { sequence: sql`${ls.sequence} + 1` } : {}),
      })
      .where(and(where, seatsFit))
      .returning();
    if (!changed) return null;
    const { row, promoted } = await promoteWaiting(tx, changed);
    if (moves) await recordSessionEvent(tx, row, { kind: 'rescheduled' }, actorId);
    if (promoted.length > 0) await recordSessionEvent(tx, row, { kind: 'promoted', userIds: promoted }, actorId);
    return { row, promoted };
  });
  if (!result) {
    const { session, error } = await explainRefusedChange(db, actorId, id, LIFECYCLE_MESSAGES.hostsOnlyReschedule);
    if (error) throw error;
    throw conflict('seats_below_learners', LIFECYCLE_MESSAGES.seatsBelowLearners(session.learnerIds.length));
  }
  const events: SessionEvent[] = [{ kind: 'promoted', userIds: result.promoted }];
  if (moves) events.push({ kind: 'rescheduled' });
  await notifyAfterCommit(db, mailer, result.row, events);
  return toSessionDtoWithRatings(db, result.row);
}
