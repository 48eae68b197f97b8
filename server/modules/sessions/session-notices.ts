import { inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import type { LearningSessionRow } from '../../infra/db/schema';
import { users } from '../../infra/db/schema';
import type { SendMail } from '../../infra/mail/mailer';
import { notify } from '../notifications';
import { invitationFilename, invitationFor } from './session-calendar';

/**
 * Telling people what happened to a session. Inbox entries are written inside the change's transaction (they
 * exist exactly when the change does); mail goes after the commit, one per person with the invitation as they
 * may see it, and a mail that fails is logged, never turned into a failed request: the change already happened.
 */

export interface SessionMailer {
  sendMail: SendMail;
  /** Where a failed mail is reported. */
  logFailure: (message: string, error: unknown) => void;
}

export type SessionEvent =
  | { kind: 'joined'; userIds: string[] }
  | { kind: 'promoted'; userIds: string[] }
  | { kind: 'rescheduled' }
  | { kind: 'cancelled' };

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
export const sessionTime = (session: Pick<LearningSessionRow, 'scheduledFor'>) =>
  `${WHEN.format(session.scheduledFor)} UTC`;

/** Who hears about an event: the joiner or promoted people; on a change, the host and every learner. */
function recipients(session: LearningSessionRow, event: SessionEvent): string[] {
  if (event.kind === 'joined' || event.kind === 'promoted') return event.userIds;
  return [session.mentorId, ...session.learnerIds];
}

/** The inbox entries of an event, written in the caller's transaction. Joining oneself needs none. */
export async function recordSessionEvent(
  tx: Database,
  session: LearningSessionRow,
  event: SessionEvent,
  actorId: string,
): Promise<void> {
  const base = { companyId: session.companyId, sessionId: session.id, actorId };
  if (event.kind === 'promoted') {
    await notify(
      tx,
      event.userIds.map((userId) => ({
        ...base,
        // The promotion is nobody's own doing, even when a host's change freed the seat.
        actorId: null,
        userId,
        kind: 'session_promoted' as const,
        text: `A seat freed up in "${session.title}": you are now a learner`,
      })),
    );
  } else if (event.kind === 'rescheduled') {
    await notify(
      tx,
      session.learnerIds.map((userId) => ({
        ...base,
        userId,
        kind: 'session_rescheduled' as const,
        text: `"${session.title}" now takes place on ${sessionTime(session)} (${session.duration} min)`,
      })),
    );
  } else if (event.kind === 'cancelled') {
    // People still waiting hear about it too: they will never get their seat.
    await notify(
      tx,
      [...session.learnerIds, ...session.waitlistIds].map((userId) => ({
        ...base,
        userId,
        kind: 'session_cancelled' as const,
        text: `"${session.title}" was cancelled: ${session.cancelReason ?? ''}`,
      })),
    );
  }
}

function mailText(session: LearningSessionRow, event: SessionEvent, hostName: string) {
  const what = `"${session.title}" with ${hostName}, ${sessionTime(session)}, ${session.duration} min`;
  switch (event.kind) {
    case 'joined':
      return {
        subject: `You joined "${session.title}"`,
        text: `You have a seat in ${what}.\n\nThe calendar invitation is attached.`,
      };
    case 'promoted':
      return {
        subject: `A seat freed up: you joined "${session.title}"`,
        text: `You were on the waitlist and now have a seat in ${what}.\n\nThe calendar invitation is attached.`,
      };
    case 'rescheduled':
      return {
        subject: `"${session.title}" was rescheduled`,
        text: `The session moved: ${what}.\n\nThe updated calendar invitation is attached.`,
      };
    case 'cancelled':
      return {
        subject: `"${session.title}" was cancelled`,
        text: `${hostName} cancelled ${what}.\n\nReason: ${session.cancelReason ?? ''}\n\nThe attached cancellation removes it from your calendar.`,
      };
  }
}

/** Mails the event to everyone it concerns, after the commit. Never throws. */
export async function mailSessionEvent(
  db: Database,
  mailer: SessionMailer,
  session: LearningSessionRow,
  events: SessionEvent[],
): Promise<void> {
  const ids = [...new Set([session.mentorId, ...events.flatMap((event) => recipients(session, event))])];
  const people = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const hostName = byId.get(session.mentorId)?.fullName ?? 'The host';
  // One mail per person: someone promoted by a reschedule hears of the promotion, which carries the new time.
  const mailed = new Set<string>();
  for (const event of events) {
    for (const userId of recipients(session, event)) {
      const person = byId.get(userId);
      if (!person || mailed.has(userId)) continue;
      mailed.add(userId);
      try {
        const { subject, text } = mailText(session, event, hostName);
        await mailer.sendMail({
          to: person.email,
          subject,
          text,
          calendar: {
            filename: invitationFilename(session),
            method: session.cancelledAt ? 'CANCEL' : 'REQUEST',
            content: await invitationFor(db, session, userId),
          },
        });
      } catch (error) {
        mailer.logFailure(`Session mail (${event.kind}) to a person of session ${session.id} was not sent`, error);
      }
    }
  }
}
