import { inArray } from 'drizzle-orm';
import { createEvent, type EventAttributes } from 'ics';
import { forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import type { LearningSessionRow } from '../../infra/db/schema';
import { users } from '../../infra/db/schema';
import { emailShownTo } from '../workspaces';
import { calendarAddress, calendarParameter, calendarText, foldCalendarLines } from './calendar-text';
import { LIFECYCLE_MESSAGES } from './session-messages';
import { getSessionRow } from './session-rows';

/**
 * A session as a calendar invitation (RFC 5545, times in UTC). The UID never changes for a session, so a
 * calendar updates the event it already has: SEQUENCE rises with every reschedule and the cancellation, and a
 * cancelled session is sent as METHOD:CANCEL with STATUS:CANCELLED under the same UID.
 */

export const calendarUid = (sessionId: string) => `${sessionId}@skillweave`;

/**
 * Stands in for an address the reader may not see. A calendar entry needs an address for each person, but
 * addresses are private (only the person and their workspace admins read them): `.invalid` never delivers.
 */
const hiddenAddress = (userId: string) => `${userId}@hidden.skillweave.invalid`;

interface CalendarPerson {
  id: string;
  fullName: string;
  email: string;
}

/** The host and learners of a session as this reader may see them (an address only where they may read it). */
async function peopleAsSeenBy(db: Database, session: LearningSessionRow, readerId: string) {
  const ids = [session.mentorId, ...session.learnerIds];
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, emailShown: emailShownTo(readerId) })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map<string, CalendarPerson>(
    rows.map((row) => [
      row.id,
      { id: row.id, fullName: row.fullName, email: row.emailShown ? row.email : hiddenAddress(row.id) },
    ]),
  );
}

/**
 * The invitation text itself, from the session and its people. Every value from people goes through calendar-text.ts
 * (names as parameter values, titles and descriptions as text), and the lines are folded by octets afterwards.
 */
export function invitationText(session: LearningSessionRow, people: Map<string, CalendarPerson>): string {
  const host = people.get(session.mentorId);
  const cancelled = session.cancelledAt !== null;
  const description = [
    session.description ?? '',
    `Skill: ${session.skillTopic}`,
    cancelled ? `Cancelled: ${session.cancelReason ?? ''}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const attributes: EventAttributes = {
    productId: 'skillweave/learning-sessions',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: calendarUid(session.id),
    sequence: session.sequence,
    title: calendarText(cancelled ? `Cancelled: ${session.title}` : session.title),
    description: calendarText(description),
    start: session.scheduledFor.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: session.duration },
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: host ? { name: calendarParameter(host.fullName), email: calendarAddress(host.email) } : undefined,
    attendees: session.learnerIds.flatMap((id) => {
      const person = people.get(id);
      return person
        ? [
            {
              name: calendarParameter(person.fullName),
              email: calendarAddress(person.email),
              rsvp: false,
              partstat: 'ACCEPTED',
              role: 'REQ-PARTICIPANT',
            },
          ]
        : [];
    }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return foldCalendarLines(value);
}

/** The invitation as one reader may download or receive it. */
export async function invitationFor(db: Database, session: LearningSessionRow, readerId: string): Promise<string> {
  return invitationText(session, await peopleAsSeenBy(db, session, readerId));
}

/** GET …/invitation.ics: for the host and the learners only (the session itself was checked visible). */
export async function downloadInvitation(db: Database, actorId: string, id: string) {
  const session = await getSessionRow(db, actorId, id);
  if (session.mentorId !== actorId && !session.learnerIds.includes(actorId))
    throw forbidden('not_in_session', LIFECYCLE_MESSAGES.calendarForbidden);
  return { filename: invitationFilename(session), text: await invitationFor(db, session, actorId) };
}

/** "skillweave-intro-to-sql-window-functions.ics": readable, and safe in a Content-Disposition header. */
export function invitationFilename(session: Pick<LearningSessionRow, 'title'>): string {
  const slug = session.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `skillweave-${slug || 'session'}.ics`;
}
