import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SessionListQuery } from '../../../common/schemas/session-lists';
import type {
  CreateSessionData,
  LearningSession,
  LearningSessionDetail,
  SessionPerson,
} from '../../../common/schemas/sessions';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { institutionalKnowledge, learningSessions, users } from '../../infra/db/schema';
import { requireVisibleUser, inVisibleWorkspace, requireWorkspace } from '../workspaces';
import { reserveHostingPlace } from './hosting-cap';
import { JOIN_MESSAGES, takeSeat } from './joining';
import { toSessionDto } from './session-dto';
import { ratingBy, toSessionDtoWithRatings } from './session-feedback';
import { type SessionMailer } from './session-notices';
import { readSessionPage, type SessionPage } from './session-pages';
import { getSessionRow } from './session-rows';

/** Creates a session hosted by the current user; it starts upcoming with no learners. */
export async function createSession(db: Database, actorId: string, data: CreateSessionData): Promise<LearningSession> {
  if (data.mentorId !== undefined && data.mentorId !== actorId)
    throw forbidden('acting_as_another_user', 'You can only host a session as yourself');
  await requireWorkspace(db, data.companyId, actorId);

  const resourceIds = [...new Set(data.knowledgeResourceIds)];
  if (resourceIds.length > 0) {
    const found = await db
      .select({ id: institutionalKnowledge.id })
      .from(institutionalKnowledge)
      .where(
        and(inArray(institutionalKnowledge.id, resourceIds), eq(institutionalKnowledge.companyId, data.companyId)),
      );
    if (found.length !== resourceIds.length) {
      const message = 'Each knowledge resource must be an article of this company';
      throw badRequest('unknown_knowledge_resource', `knowledgeResourceIds: ${message}`, [
        { path: 'knowledgeResourceIds', message },
      ]);
    }
  }

  const row = await db.transaction(async (tx) => {
    await reserveHostingPlace(tx, actorId);
    const [inserted] = await tx
      .insert(learningSessions)
      .values({
        companyId: data.companyId,
        mentorId: actorId,
        title: data.title,
        description: data.description,
        skillTopic: data.skillTopic,
        sessionType: data.sessionType,
        scheduledFor: new Date(data.scheduledFor),
        duration: data.duration,
        maxLearners: data.maxLearners,
        learnerIds: [],
        knowledgeResourceIds: resourceIds,
      })
      .returning();
    return inserted!;
  });
  return toSessionDto(row);
}

/** A page of a company's sessions, in the screens' order (session-pages.ts). */
export async function listCompanySessions(
  db: Database,
  actorId: string,
  companyId: string,
  page: SessionListQuery,
): Promise<SessionPage> {
  await requireWorkspace(db, companyId, actorId);
  return readSessionPage(db, eq(learningSessions.companyId, companyId), page);
}

/** A page of the sessions the user hosts or has joined, in workspaces the caller may see. */
export async function listUserSessions(
  db: Database,
  actorId: string,
  userId: string,
  page: SessionListQuery,
): Promise<SessionPage> {
  await requireVisibleUser(db, actorId, userId);
  const where = and(
    or(eq(learningSessions.mentorId, userId), sql`${userId}::uuid = ANY(${learningSessions.learnerIds})`),
    inVisibleWorkspace(db, learningSessions.companyId, actorId),
  )!;
  return readSessionPage(db, where, page);
}

/**
 * One session of a visible workspace with its host, learners and waiting people (name and role only: no
 * email), each in the order they joined, and the caller's own rating. A session of a workspace the caller may not see answers 404, like an unknown id.
 */
export async function getSessionDetail(db: Database, actorId: string, id: string): Promise<LearningSessionDetail> {
  const session = await getSessionRow(db, actorId, id);
  const peopleIds = [...new Set([session.mentorId, ...session.learnerIds, ...session.waitlistIds])];
  const people = await db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(inArray(users.id, peopleIds));
  const byId = new Map<string, SessionPerson>(people.map((person) => [person.id, person]));
  return {
    ...(await toSessionDtoWithRatings(db, session)),
    // The host is a foreign key (a deleted host deletes the session), so it is always found.
    mentor: byId.get(session.mentorId)!,
    // Learner ids carry no foreign key: someone whose account was deleted is left out rather than shown blank.
    learners: session.learnerIds.flatMap((learnerId) => byId.get(learnerId) ?? []),
    waitlist: session.waitlistIds.flatMap((waitingId) => byId.get(waitingId) ?? []),
    myRating: await ratingBy(db, session.id, actorId),
  };
}

/**
 * Applies the screens' "existing learners plus me" as an atomic "add me". Learners missing from a
 * stale list are kept (someone else joined meanwhile); anyone other than the current user being
 * added is refused.
 */
export async function updateSessionLearners(
  db: Database,
  actorId: string,
  id: string,
  learnerIds: string[],
  mailer?: SessionMailer,
): Promise<LearningSession> {
  const session = await getSessionRow(db, actorId, id);
  const added = [...new Set(learnerIds)].filter((learnerId) => !session.learnerIds.includes(learnerId));
  if (added.some((learnerId) => learnerId !== actorId))
    throw forbidden('acting_as_another_user', JOIN_MESSAGES.othersOnly);
  if (added.length === 0) {
    if (session.learnerIds.includes(actorId)) throw conflict('already_joined', JOIN_MESSAGES.alreadyJoined);
    throw badRequest('nothing_to_join', JOIN_MESSAGES.nothingToAdd, [
      { path: 'learnerIds', message: JOIN_MESSAGES.nothingToAdd },
    ]);
  }
  return takeSeat(db, actorId, id, mailer);
}
