import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_WORKSPACE } from '../../common/constants';
import type { ErrorCode } from '../../common/error-codes';
import { institutionalKnowledge, knowledgeVersions, learningSessions, skillSwaps } from '../infra/db/schema';
import { uniqueEmail } from './test-app';
import { addPerson, DEMO_COLLEAGUE_ID, storedInvitation } from './workspace-fixtures';

/**
 * Who may call each route on a workspace. Every operation of the OpenAPI document is listed here, either with
 * its membership case or with the reason it is not scoped to a workspace; server/tests/membership.test.ts fails for
 * an operation missing from this file, so a new company-scoped route cannot ship without its rule.
 *
 * A case builds a request against a workspace, then the test sends it as a signed-in outsider (must answer
 * 404 and reveal nothing), a plain member, an admin, and an anonymous visitor against the demo workspace.
 */

export interface ScopedRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
}

export interface MembershipCase {
  /** A request on the workspace; may create what it needs in it (an article, a session, a member). */
  request(companyId: string, callerId: string): Promise<ScopedRequest>;
  /** What an outsider gets: 404 with this code (the workspace's, or the resource's, which hides it the same). */
  outsider: ErrorCode;
  /** Statuses for a plain member, an admin, and an anonymous visitor on the demo workspace. */
  member: number;
  admin: number;
  anonymousOnDemo: number;
}

export type CatalogEntry = MembershipCase | { notScoped: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export function membershipCatalog(app: FastifyInstance): Record<string, CatalogEntry> {
  const newArticle = async (companyId: string) => {
    const [row] = await app.db
      .insert(institutionalKnowledge)
      .values({ companyId, title: 'Scoped article', content: 'Body', category: 'General', isActive: true })
      .returning({ id: institutionalKnowledge.id });
    return row!.id;
  };
  /** A generated draft of the caller's, waiting for review. */
  const newDraft = async (companyId: string, authorId: string) => {
    const [row] = await app.db
      .insert(institutionalKnowledge)
      .values({
        companyId,
        authorId,
        title: 'Draft',
        content: 'Body',
        category: 'General',
        isActive: false,
        draft: true,
      })
      .returning({ id: institutionalKnowledge.id });
    return row!.id;
  };
  /** An article edited once, so version 1 is kept. */
  const editedArticle = async (companyId: string) => {
    const id = await newArticle(companyId);
    await app.db.insert(knowledgeVersions).values({
      knowledgeId: id,
      version: 1,
      title: 'First',
      content: 'Old',
      category: 'General',
      tags: [],
      writtenAt: new Date(),
    });
    await app.db.update(institutionalKnowledge).set({ version: 2 }).where(eq(institutionalKnowledge.id, id));
    return id;
  };
  /** An upcoming session hosted by a colleague (so the caller may join it). */
  const newSession = async (companyId: string) => {
    const mentorId =
      companyId === DEMO_WORKSPACE.companyId
        ? DEMO_COLLEAGUE_ID
        : (await addPerson(app, companyId, 'member', 'Host Person')).user.id;
    const [row] = await app.db
      .insert(learningSessions)
      .values({
        companyId,
        mentorId,
        title: 'Scoped session',
        skillTopic: 'SQL',
        sessionType: 'workshop',
        scheduledFor: new Date(Date.now() + 3 * DAY_MS),
        duration: 30,
        maxLearners: 50,
      })
      .returning({ id: learningSessions.id });
    return row!.id;
  };
  /** A session the caller is part of: hosting it, or learner in a colleague's; in the past when asked. */
  const sessionWithCaller = async (
    companyId: string,
    callerId: string,
    part: 'host' | 'learner' | 'attendee',
    when: 'upcoming' | 'past' = 'upcoming',
  ) => {
    const mentorId =
      part === 'host'
        ? callerId
        : await (async () => {
            const [row] = await app.db
              .select({ mentorId: learningSessions.mentorId })
              .from(learningSessions)
              .where(eq(learningSessions.id, await newSession(companyId)));
            return row!.mentorId;
          })();
    const [row] = await app.db
      .insert(learningSessions)
      .values({
        companyId,
        mentorId,
        title: 'Scoped session',
        skillTopic: 'SQL',
        sessionType: 'workshop',
        scheduledFor: new Date(Date.now() + (when === 'past' ? -3 : 3) * DAY_MS),
        duration: 30,
        maxLearners: 50,
        learnerIds: part === 'host' ? [] : [callerId],
        attendeeIds: part === 'attendee' ? [callerId] : null,
      })
      .returning({ id: learningSessions.id });
    return row!.id;
  };
  /** A member to act on: a fresh one in a private workspace, a demo colleague in the demo. */
  const targetMember = async (companyId: string) =>
    companyId === DEMO_WORKSPACE.companyId
      ? DEMO_COLLEAGUE_ID
      : (await addPerson(app, companyId, 'member', 'Target Person')).user.id;
  /** A swap between a colleague and the caller, in the given status (the caller is its partner). */
  const newSwap = async (companyId: string, callerId: string, status: 'pending' | 'accepted') => {
    const [row] = await app.db
      .insert(skillSwaps)
      .values({
        companyId,
        fromUserId: await targetMember(companyId),
        toUserId: callerId,
        fromSkill: 'Go',
        toSkill: 'SQL',
        status,
      })
      .returning({ id: skillSwaps.id });
    return row!.id;
  };
  let swapSkill = 0;
  const invitationId = async (companyId: string) =>
    companyId === DEMO_WORKSPACE.companyId
      ? '00000000-0000-4000-8000-00000000abcd'
      : (await storedInvitation(app, companyId)).invitation.id;

  const read = (url: (companyId: string) => string): MembershipCase => ({
    request: async (companyId) => ({ method: 'GET', url: url(companyId) }),
    outsider: 'workspace_not_found',
    member: 200,
    admin: 200,
    anonymousOnDemo: 200,
  });
  const adminOnly = (
    build: (companyId: string) => Promise<ScopedRequest>,
    success: number,
    outsider: ErrorCode = 'workspace_not_found',
  ): MembershipCase => ({ request: build, outsider, member: 403, admin: success, anonymousOnDemo: 403 });

  return {
    'GET /api/companies/{companyId}/knowledge': read((id) => `/api/companies/${id}/knowledge`),
    'GET /api/companies/{companyId}/knowledge/search': read((id) => `/api/companies/${id}/knowledge/search?q=scoped`),
    'GET /api/companies/{companyId}/knowledge/stats': read((id) => `/api/companies/${id}/knowledge/stats`),
    'POST /api/companies/{companyId}/knowledge': {
      request: async (id) => ({
        method: 'POST',
        url: `/api/companies/${id}/knowledge`,
        body: { title: 'Member article', content: 'Body', category: 'General', tags: [] },
      }),
      outsider: 'workspace_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'POST /api/companies/{companyId}/knowledge/generate': {
      request: async (id) => ({
        method: 'POST',
        url: `/api/companies/${id}/knowledge/generate`,
        body: { prompt: 'How we review code', category: 'Processes' },
      }),
      outsider: 'workspace_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'GET /api/knowledge/{id}': {
      request: async (id) => ({ method: 'GET', url: `/api/knowledge/${await newArticle(id)}` }),
      outsider: 'knowledge_article_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/knowledge/{id}/interactions': {
      request: async (id) => ({
        method: 'POST',
        url: `/api/knowledge/${await newArticle(id)}/interactions`,
        body: { action: 'view', metadata: {} },
      }),
      outsider: 'knowledge_article_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'GET /api/companies/{companyId}/knowledge/drafts': read((id) => `/api/companies/${id}/knowledge/drafts`),
    // Nobody is the author of newArticle's article: a member may not change it, an admin may, and the demo
    // user changes nothing in the demo workspace.
    'PATCH /api/knowledge/{id}': adminOnly(
      async (id) => ({
        method: 'PATCH',
        url: `/api/knowledge/${await newArticle(id)}`,
        body: { title: 'Edited title', expectedVersion: 1 },
      }),
      200,
      'knowledge_article_not_found',
    ),
    'DELETE /api/knowledge/{id}': adminOnly(
      async (id) => ({ method: 'DELETE', url: `/api/knowledge/${await newArticle(id)}` }),
      204,
      'knowledge_article_not_found',
    ),
    'POST /api/knowledge/{id}/publish': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/knowledge/${await newDraft(id, callerId)}/publish`,
      }),
      outsider: 'knowledge_article_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'GET /api/knowledge/{id}/versions': {
      request: async (id) => ({ method: 'GET', url: `/api/knowledge/${await editedArticle(id)}/versions` }),
      outsider: 'knowledge_article_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'GET /api/knowledge/{id}/versions/{version}': {
      request: async (id) => ({ method: 'GET', url: `/api/knowledge/${await editedArticle(id)}/versions/1` }),
      outsider: 'knowledge_article_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'DELETE /api/knowledge/{id}/like': {
      request: async (id) => ({ method: 'DELETE', url: `/api/knowledge/${await newArticle(id)}/like` }),
      outsider: 'knowledge_article_not_found',
      member: 204,
      admin: 204,
      anonymousOnDemo: 204,
    },
    'GET /api/companies/{companyId}/team': read((id) => `/api/companies/${id}/team`),
    'GET /api/companies/{companyId}/matches': read((id) => `/api/companies/${id}/matches`),
    'GET /api/companies/{companyId}/learning-sessions': read((id) => `/api/companies/${id}/learning-sessions`),
    'GET /api/companies/{companyId}/skill-swaps': read((id) => `/api/companies/${id}/skill-swaps`),
    'GET /api/companies/{companyId}/skill-swaps/recent': read((id) => `/api/companies/${id}/skill-swaps/recent`),
    'POST /api/skill-swaps': {
      request: async (id) => ({
        method: 'POST',
        url: '/api/skill-swaps',
        // A new pair of skills each time, so no call meets an open swap from an earlier one.
        body: {
          companyId: id,
          toUserId: await targetMember(id),
          teachSkill: `Skill ${(swapSkill += 1)}`,
          learnSkill: 'SQL',
        },
      }),
      outsider: 'workspace_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'POST /api/skill-swaps/{id}/{action}': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/skill-swaps/${await newSwap(id, callerId, 'pending')}/accept`,
      }),
      outsider: 'skill_swap_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/skill-swaps/{id}/sessions': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/skill-swaps/${await newSwap(id, callerId, 'accepted')}/sessions`,
        body: { scheduledFor: new Date(Date.now() + 3 * DAY_MS).toISOString(), duration: 45 },
      }),
      outsider: 'skill_swap_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'POST /api/learning-sessions': {
      request: async (id) => ({
        method: 'POST',
        url: '/api/learning-sessions',
        body: {
          title: 'Member session',
          skillTopic: 'Go',
          sessionType: 'discussion',
          companyId: id,
          scheduledFor: new Date(Date.now() + 3 * DAY_MS).toISOString(),
          duration: 45,
          maxLearners: 3,
        },
      }),
      outsider: 'workspace_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'GET /api/learning-sessions/{id}': {
      request: async (id) => ({ method: 'GET', url: `/api/learning-sessions/${await newSession(id)}` }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'PATCH /api/learning-sessions/{id}': {
      // Joining: the current learners (none yet) plus the caller.
      request: async (id, callerId) => ({
        method: 'PATCH',
        url: `/api/learning-sessions/${await newSession(id)}`,
        body: { learnerIds: [callerId] },
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/learning-sessions/{id}/join': {
      request: async (id) => ({ method: 'POST', url: `/api/learning-sessions/${await newSession(id)}/join` }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/learning-sessions/{id}/leave': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'learner')}/leave`,
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    // Host-only calls: any member may host, so any member may change the sessions they host.
    'POST /api/learning-sessions/{id}/cancel': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'host')}/cancel`,
        body: { reason: 'The room is taken' },
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'PATCH /api/learning-sessions/{id}/schedule': {
      request: async (id, callerId) => ({
        method: 'PATCH',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'host')}/schedule`,
        body: { duration: 45 },
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'GET /api/learning-sessions/{id}/invitation.ics': {
      request: async (id, callerId) => ({
        method: 'GET',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'learner')}/invitation.ics`,
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'PUT /api/learning-sessions/{id}/attendance': {
      request: async (id, callerId) => ({
        method: 'PUT',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'host', 'past')}/attendance`,
        body: { attendeeIds: [] },
      }),
      outsider: 'learning_session_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/learning-sessions/{id}/ratings': {
      request: async (id, callerId) => ({
        method: 'POST',
        url: `/api/learning-sessions/${await sessionWithCaller(id, callerId, 'attendee', 'past')}/ratings`,
        body: { rating: 5 },
      }),
      outsider: 'learning_session_not_found',
      member: 201,
      admin: 201,
      anonymousOnDemo: 201,
    },
    'GET /api/dashboard/stats': read((id) => `/api/dashboard/stats?companyId=${id}`),
    // Who holds which skill is for owners and admins; the demo's people are fictional, so its matrix is open.
    'GET /api/companies/{companyId}/analytics/matrix': {
      request: async (id) => ({ method: 'GET', url: `/api/companies/${id}/analytics/matrix` }),
      outsider: 'workspace_not_found',
      member: 403,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'GET /api/companies/{companyId}/analytics/coverage': read((id) => `/api/companies/${id}/analytics/coverage`),
    'GET /api/companies/{companyId}/analytics/demand': read((id) => `/api/companies/${id}/analytics/demand`),
    'GET /api/companies/{companyId}/analytics/activity': read(
      (id) => `/api/companies/${id}/analytics/activity?days=90`,
    ),
    'GET /api/workspaces/{companyId}': read((id) => `/api/workspaces/${id}`),
    'GET /api/workspaces/{companyId}/members': read((id) => `/api/workspaces/${id}/members`),
    'PATCH /api/workspaces/{companyId}': adminOnly(
      async (id) => ({ method: 'PATCH', url: `/api/workspaces/${id}`, body: { name: 'Renamed' } }),
      200,
    ),
    'PATCH /api/workspaces/{companyId}/members/{userId}': adminOnly(
      async (id) => ({
        method: 'PATCH',
        url: `/api/workspaces/${id}/members/${await targetMember(id)}`,
        body: { role: 'admin' },
      }),
      200,
    ),
    'DELETE /api/workspaces/{companyId}/members/{userId}': adminOnly(
      async (id) => ({ method: 'DELETE', url: `/api/workspaces/${id}/members/${await targetMember(id)}` }),
      204,
    ),
    'GET /api/workspaces/{companyId}/invitations': adminOnly(
      async (id) => ({ method: 'GET', url: `/api/workspaces/${id}/invitations` }),
      200,
    ),
    'POST /api/workspaces/{companyId}/invitations': adminOnly(
      async (id) => ({
        method: 'POST',
        url: `/api/workspaces/${id}/invitations`,
        body: { email: uniqueEmail('scoped-invite'), role: 'member' },
      }),
      201,
    ),
    'POST /api/workspaces/{companyId}/invitations/{id}/resend': adminOnly(
      async (id) => ({ method: 'POST', url: `/api/workspaces/${id}/invitations/${await invitationId(id)}/resend` }),
      200,
    ),
    'DELETE /api/workspaces/{companyId}/invitations/{id}': adminOnly(
      async (id) => ({ method: 'DELETE', url: `/api/workspaces/${id}/invitations/${await invitationId(id)}` }),
      204,
    ),

    'GET /api/health': { notScoped: 'the server is up' },
    'GET /api/health/ready': { notScoped: 'whether the database answers' },
    'POST /api/users': { notScoped: 'signing up creates a person, in no workspace' },
    'GET /api/users': { notScoped: 'people: scoped by who shares a workspace (server/modules/people/people.test.ts)' },
    'GET /api/me': { notScoped: 'the caller themself' },
    'GET /api/users/{id}': { notScoped: 'a person: visible to colleagues only (server/modules/people/people.test.ts)' },
    'PATCH /api/users/{id}': { notScoped: 'a profile: its owner only' },
    'GET /api/users/{id}/email-change': { notScoped: "a person's change of email: its owner only" },
    'POST /api/users/{id}/email-change': { notScoped: "a person's change of email: its owner only" },
    'POST /api/users/{id}/email-change/confirm': { notScoped: "a person's change of email: its owner only" },
    'DELETE /api/users/{id}/email-change': { notScoped: "a person's change of email: its owner only" },
    'GET /api/users/{userId}/matching': { notScoped: "a person's matching pause: its owner only" },
    'PUT /api/users/{userId}/matching': { notScoped: "a person's matching pause: its owner only" },
    'GET /api/users/{userId}/skill-levels': { notScoped: "a person's skills: visible to colleagues only" },
    'PUT /api/users/{userId}/skill-levels': { notScoped: "a person's skills: their owner only" },
    'GET /api/users/{id}/recommendations': { notScoped: 'a person: visible to colleagues only' },
    'POST /api/users/{id}/recommendations/refresh': { notScoped: "a person's own recommendations: its owner only" },
    // The caller's own recommendations, looked up in the workspace: only its members (and anyone, in the demo).
    'GET /api/users/{id}/recommendations/ways-to-learn': {
      request: async (companyId, callerId) => ({
        method: 'GET',
        url: `/api/users/${callerId}/recommendations/ways-to-learn?workspaceId=${companyId}`,
      }),
      outsider: 'workspace_not_found',
      member: 200,
      admin: 200,
      anonymousOnDemo: 200,
    },
    'POST /api/users/{id}/recommendations/feedback': {
      notScoped: "feedback on a person's own recommendations: its owner only, signed in",
    },
    'DELETE /api/users/{id}/recommendations/feedback': {
      notScoped: "feedback on a person's own recommendations: its owner only, signed in",
    },
    'GET /api/users/{userId}/learning-sessions': {
      notScoped: "a person's sessions, filtered to the caller's workspaces (server/modules/people/people.test.ts)",
    },
    'POST /api/companies': { notScoped: 'the waitlist: a lead, not a workspace' },
    'GET /api/notifications': { notScoped: "the caller's own inbox" },
    'GET /api/notifications/unread-count': { notScoped: "the caller's own inbox" },
    'POST /api/notifications/read': { notScoped: "the caller's own inbox" },
    'GET /api/workspaces': { notScoped: "the caller's own memberships" },
    'POST /api/workspaces': { notScoped: 'creates a new workspace' },
    'GET /api/invitations/{token}': {
      notScoped: 'the link itself is the key (server/modules/workspaces/invitations.test.ts)',
    },
    'POST /api/invitations/{token}/accept': { notScoped: 'the link plus the invited email (invitations.test.ts)' },
    'GET /api/account/sessions': { notScoped: "the caller's own sign-ins" },
    'DELETE /api/account/sessions/{id}': { notScoped: "the caller's own sign-ins" },
    'POST /api/account/sign-out-everywhere': { notScoped: "the caller's own sign-ins" },
  };
}
