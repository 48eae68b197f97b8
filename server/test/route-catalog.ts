import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_WORKSPACE } from '../../common/constants';
import { authVerifications, learningSessions, skillSwaps } from '../infra/db/schema';
import { signUp, uniqueEmail } from './test-app';
import { addPerson, createWorkspace, DEMO_COLLEAGUE_ID, storedInvitation, verifiedPerson } from './workspace-fixtures';

export { membershipCatalog, type MembershipCase } from './membership-catalog';

/**
 * Every operation of the OpenAPI document, and for each write a valid request plus how it must
 * treat forged identity and server-owned fields. Security and fuzz tests enumerate the document and
 * fail for any write this file does not describe, so a new route cannot be forgotten.
 *
 * Who may call each route on a workspace (outsider, member, admin, anonymous on the demo) is the other half of
 * the catalogue, in membership-catalog.ts: server/tests/membership.test.ts fails for any operation missing there.
 */

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/users/{id} */
  path: string;
}

export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/openapi.json' });
  const document = response.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

export const isWrite = (operation: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
export const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;

export interface WriteCase {
  /** A URL and body the route accepts (2xx): as the demo user, or as the user of `cookies`. */
  valid(): Promise<{ url: string; body?: Record<string, unknown>; cookies?: Record<string, string> }>;
  /**
   * The same write claiming to be someone else (another author, mentor, learner, profile), which
   * must answer 403; null where the route carries no identity.
   */
  forged: null | (() => Promise<{ url: string; body?: Record<string, unknown> }>);
  /** Fields the client may not set, with values that must not end up in the answer. */
  serverOwned: Record<string, unknown>;
}

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
const FORGED_ID = '00000000-0000-4000-8000-00000000f00d';
const OLD_DATE = '2001-01-01T00:00:00.000Z';

/** Builds the write cases against a live app (some need a fresh session or another user). */
export function writeCases(app: FastifyInstance): Record<string, WriteCase> {
  const company = DEMO_WORKSPACE.companyId;
  /** A swap a demo colleague proposed to the demo user (whom an anonymous caller acts as). */
  const demoSwapToDemoUser = async (status: 'pending' | 'accepted') => {
    const [row] = await app.db
      .insert(skillSwaps)
      .values({
        companyId: company,
        fromUserId: DEMO_COLLEAGUE_ID,
        toUserId: DEMO_WORKSPACE.userId,
        fromSkill: 'Go',
        toSkill: 'SQL',
        status,
      })
      .returning({ id: skillSwaps.id });
    return row!.id;
  };
  const newSession = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/learning-sessions',
      payload: {
        title: 'Catalog session',
        skillTopic: 'SQL',
        sessionType: 'workshop',
        companyId: company,
        scheduledFor: inThreeDays(),
        duration: 30,
        maxLearners: 5,
      },
    });
    return response.json() as { id: string };
  };
  /** A session of the demo user's that started yesterday, with a signed-up learner (who may be marked present). */
  const pastSession = async (attended: boolean) => {
    const person = await signUp(app);
    const [row] = await app.db
      .insert(learningSessions)
      .values({
        companyId: company,
        mentorId: DEMO_WORKSPACE.userId,
        title: 'Catalog past session',
        skillTopic: 'SQL',
        sessionType: 'workshop',
        scheduledFor: new Date(Date.now() - 24 * 60 * 60 * 1000),
        duration: 30,
        maxLearners: 5,
        learnerIds: [person.user.id],
        attendeeIds: attended ? [person.user.id] : null,
      })
      .returning({ id: learningSessions.id });
    return { id: row!.id, person };
  };
  const sessionServerOwned = {
    id: FORGED_ID,
    mentorId: FORGED_ID,
    createdAt: OLD_DATE,
    cancelReason: 'injected',
    waitlistIds: [FORGED_ID],
    averageRating: 0.5,
  };
  /** An article written by a new signed-in person, who may then edit and delete it. */
  const ownArticle = async () => {
    const { cookies } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/companies/${company}/knowledge`,
      payload: { title: 'Mine to change', content: 'Body', category: 'General', tags: [] },
      cookies,
    });
    return { id: (response.json() as { id: string }).id, cookies };
  };
  const anArticle = async () => {
    const response = await app.inject({ url: `/api/companies/${company}/knowledge?limit=1` });
    return (response.json() as { id: string }[])[0]!;
  };

  return {
    'DELETE /api/account/sessions/{id}': {
      valid: async () => {
        const { cookies } = await signUp(app);
        const sessions = (await app.inject({ url: '/api/account/sessions', cookies })).json<{ id: string }[]>();
        return { url: `/api/account/sessions/${sessions[0]!.id}`, cookies };
      },
      // Another person's session is answered 404, like an unknown one (server/modules/accounts/account-routes.test.ts).
      forged: null,
      serverOwned: {},
    },
    'POST /api/account/sign-out-everywhere': {
      valid: async () => ({ url: '/api/account/sign-out-everywhere', cookies: (await signUp(app)).cookies }),
      forged: null,
      serverOwned: {},
    },
    'POST /api/workspaces': {
      valid: async () => ({
        url: '/api/workspaces',
        body: { name: 'Catalog Works' },
        // Creating a workspace needs a proven address.
        cookies: (await verifiedPerson(app)).cookies,
      }),
      forged: null,
      serverOwned: { id: FORGED_ID, role: 'member', isDemo: true },
    },
    'PATCH /api/workspaces/{companyId}': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        return { url: `/api/workspaces/${workspace.id}`, body: { name: 'Renamed Works' }, cookies: owner.cookies };
      },
      forged: null,
      serverOwned: { id: FORGED_ID, role: 'member', isDemo: true },
    },
    'PATCH /api/workspaces/{companyId}/members/{userId}': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        const member = await addPerson(app, workspace.id, 'member');
        return {
          url: `/api/workspaces/${workspace.id}/members/${member.user.id}`,
          body: { role: 'admin' },
          cookies: owner.cookies,
        };
      },
      forged: null,
      serverOwned: { userId: FORGED_ID, joinedAt: OLD_DATE, fullName: 'Injected' },
    },
    'DELETE /api/workspaces/{companyId}/members/{userId}': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        const member = await addPerson(app, workspace.id, 'member');
        return { url: `/api/workspaces/${workspace.id}/members/${member.user.id}`, cookies: owner.cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/workspaces/{companyId}/invitations': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        return {
          url: `/api/workspaces/${workspace.id}/invitations`,
          body: { email: uniqueEmail('catalog-invite'), role: 'member' },
          cookies: owner.cookies,
        };
      },
      forged: null,
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, expiresAt: OLD_DATE, invitedBy: 'Injected' },
    },
    'POST /api/workspaces/{companyId}/invitations/{id}/resend': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        const { invitation } = await storedInvitation(app, workspace.id);
        return { url: `/api/workspaces/${workspace.id}/invitations/${invitation.id}/resend`, cookies: owner.cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'DELETE /api/workspaces/{companyId}/invitations/{id}': {
      valid: async () => {
        const { workspace, owner } = await createWorkspace(app);
        const { invitation } = await storedInvitation(app, workspace.id);
        return { url: `/api/workspaces/${workspace.id}/invitations/${invitation.id}`, cookies: owner.cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/invitations/{token}/accept': {
      valid: async () => {
        const { workspace } = await createWorkspace(app);
        const invitee = await verifiedPerson(app);
        const { token } = await storedInvitation(app, workspace.id, { email: invitee.user.email, role: 'member' });
        return { url: `/api/invitations/${token}/accept`, cookies: invitee.cookies };
      },
      // The invitation names the person: accepting someone else's is refused (server/modules/workspaces/invitations.test.ts).
      forged: null,
      serverOwned: { id: FORGED_ID, role: 'owner', isDemo: true },
    },
    'POST /api/users': {
      valid: async () => ({ url: '/api/users', body: { email: uniqueEmail('catalog'), fullName: 'Catalog Person' } }),
      forged: null,
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE },
    },
    'PATCH /api/users/{id}': {
      valid: async () => ({ url: `/api/users/${DEMO_WORKSPACE.userId}`, body: { role: 'Staff Engineer' } }),
      // A person the anonymous visitor can see (a demo colleague) but is not: someone it cannot see answers 404.
      forged: async () => ({ url: `/api/users/${DEMO_COLLEAGUE_ID}`, body: { fullName: 'Hijacked' } }),
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, companyId: FORGED_ID },
    },
    'POST /api/users/{id}/email-change': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        return { url: `/api/users/${user.id}/email-change`, body: { email: uniqueEmail('moving') }, cookies };
      },
      forged: async () => ({ url: `/api/users/${DEMO_COLLEAGUE_ID}/email-change`, body: { email: uniqueEmail() } }),
      serverOwned: { pendingEmail: 'forged@example.test', expiresAt: OLD_DATE },
    },
    'POST /api/users/{id}/email-change/confirm': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        await app.inject({
          method: 'POST',
          url: `/api/users/${user.id}/email-change`,
          payload: { email: uniqueEmail('moving') },
          cookies,
        });
        // The real code only travels by mail: put one the test knows in its place.
        await app.db
          .update(authVerifications)
          .set({ value: `${app.mailedCodes.hash('123456')}:0` })
          .where(like(authVerifications.identifier, `email-change-otp:${user.id}:%`));
        return { url: `/api/users/${user.id}/email-change/confirm`, body: { code: '123456' }, cookies };
      },
      forged: async () => ({ url: `/api/users/${DEMO_COLLEAGUE_ID}/email-change/confirm`, body: { code: '123456' } }),
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, companyId: FORGED_ID },
    },
    'DELETE /api/users/{id}/email-change': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        return { url: `/api/users/${user.id}/email-change`, cookies };
      },
      forged: async () => ({ url: `/api/users/${DEMO_COLLEAGUE_ID}/email-change` }),
      serverOwned: {},
    },
    'PUT /api/users/{userId}/matching': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        return { url: `/api/users/${user.id}/matching`, body: { paused: true }, cookies };
      },
      forged: async () => ({ url: `/api/users/${DEMO_COLLEAGUE_ID}/matching`, body: { paused: true } }),
      serverOwned: {},
    },
    'PUT /api/users/{userId}/skill-levels': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        return {
          url: `/api/users/${user.id}/skill-levels`,
          body: { skills: [{ skill: 'k8s', level: 4, canTeach: true, wantsToLearn: false }] },
          cookies,
        };
      },
      forged: async () => ({
        url: `/api/users/${DEMO_COLLEAGUE_ID}/skill-levels`,
        body: { skills: [{ skill: 'SQL', level: 5, canTeach: true, wantsToLearn: false }] },
      }),
      serverOwned: {},
    },
    'POST /api/skill-swaps': {
      valid: async () => ({
        url: '/api/skill-swaps',
        body: {
          companyId: company,
          toUserId: DEMO_COLLEAGUE_ID,
          teachSkill: `Catalog skill ${randomUUID()}`,
          learnSkill: 'SQL',
        },
      }),
      // The proposer is always the caller: the body names no proposer to forge.
      forged: null,
      serverOwned: { id: FORGED_ID, status: 'accepted', createdAt: OLD_DATE },
    },
    'POST /api/skill-swaps/{id}/{action}': {
      valid: async () => ({ url: `/api/skill-swaps/${await demoSwapToDemoUser('pending')}/accept` }),
      // Acting on someone else's swap answers 404 (server/modules/matching/skill-swaps.test.ts).
      forged: null,
      serverOwned: {},
    },
    'POST /api/skill-swaps/{id}/sessions': {
      valid: async () => ({
        url: `/api/skill-swaps/${await demoSwapToDemoUser('accepted')}/sessions`,
        body: { scheduledFor: inThreeDays(), duration: 45 },
      }),
      forged: null,
      serverOwned: { id: FORGED_ID, status: 'completed', createdAt: OLD_DATE },
    },
    'POST /api/notifications/read': {
      valid: async () => ({ url: '/api/notifications/read', body: {} }),
      forged: null,
      serverOwned: {},
    },
    'POST /api/users/{id}/recommendations/refresh': {
      valid: async () => ({ url: `/api/users/${DEMO_WORKSPACE.userId}/recommendations/refresh` }),
      forged: null,
      serverOwned: {},
    },
    'POST /api/users/{id}/recommendations/feedback': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        return {
          url: `/api/users/${user.id}/recommendations/feedback`,
          body: { skillName: 'Kubernetes', verdict: 'interested' },
          cookies,
        };
      },
      // Only a signed-in person gives feedback: a forged request from a visitor is 401 before any identity check
      // (the owner rule, 403, is in recommendation-feedback.test.ts).
      forged: null,
      serverOwned: {},
    },
    'DELETE /api/users/{id}/recommendations/feedback': {
      valid: async () => {
        const { user, cookies } = await signUp(app);
        const url = `/api/users/${user.id}/recommendations/feedback`;
        const dismissed = await app.inject({
          method: 'POST',
          url,
          payload: { skillName: 'Kubernetes', verdict: 'not-interested' },
          cookies,
        });
        if (dismissed.statusCode !== 200) throw new Error(`feedback: ${dismissed.body}`);
        return { url: `${url}?skillName=Kubernetes`, cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/companies': {
      valid: async () => ({
        url: '/api/companies',
        body: { name: 'Catalog Co', contactName: 'C', contactEmail: uniqueEmail('co'), size: '1-10' },
      }),
      forged: null,
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, isActive: true },
    },
    'POST /api/companies/{companyId}/knowledge': {
      valid: async () => ({
        url: `/api/companies/${company}/knowledge`,
        body: { title: 'Catalog article', content: 'Body', category: 'General', tags: [] },
      }),
      forged: async () => {
        const { user } = await signUp(app);
        return {
          url: `/api/companies/${company}/knowledge`,
          body: { title: 'Forged', content: 'Body', category: 'General', authorId: user.id },
        };
      },
      serverOwned: {
        id: FORGED_ID,
        createdAt: OLD_DATE,
        updatedAt: OLD_DATE,
        aiPrompt: 'injected',
        companyId: FORGED_ID,
        viewCount: 999,
      },
    },
    'POST /api/companies/{companyId}/knowledge/generate': {
      valid: async () => ({
        url: `/api/companies/${company}/knowledge/generate`,
        body: { prompt: 'How to onboard a new engineer', category: 'Processes' },
      }),
      forged: null,
      // A generated article is always a draft: asking for it published or active changes nothing.
      serverOwned: {
        id: FORGED_ID,
        createdAt: OLD_DATE,
        authorId: FORGED_ID,
        isActive: true,
        status: 'published',
        draft: false,
        aiGenerated: false,
      },
    },
    'PATCH /api/knowledge/{id}': {
      valid: async () => {
        const { id, cookies } = await ownArticle();
        return { url: `/api/knowledge/${id}`, body: { title: 'Edited in the catalogue', expectedVersion: 1 }, cookies };
      },
      forged: null,
      serverOwned: {
        id: FORGED_ID,
        createdAt: OLD_DATE,
        authorId: FORGED_ID,
        companyId: FORGED_ID,
        editedBy: FORGED_ID,
        version: 99,
        viewCount: 999,
        aiGenerated: true,
      },
    },
    'DELETE /api/knowledge/{id}': {
      valid: async () => {
        const { id, cookies } = await ownArticle();
        return { url: `/api/knowledge/${id}`, cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/knowledge/{id}/publish': {
      valid: async () => {
        const { cookies } = await signUp(app);
        const response = await app.inject({
          method: 'POST',
          url: `/api/companies/${company}/knowledge/generate`,
          payload: { prompt: 'How to write a design document', category: 'Guidelines' },
          cookies,
        });
        return { url: `/api/knowledge/${(response.json() as { id: string }).id}/publish`, cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'DELETE /api/knowledge/{id}/like': {
      valid: async () => ({ url: `/api/knowledge/${(await anArticle()).id}/like` }),
      forged: null,
      serverOwned: {},
    },
    'POST /api/knowledge/{id}/interactions': {
      valid: async () => ({
        url: `/api/knowledge/${(await anArticle()).id}/interactions`,
        body: { action: 'view', metadata: {} },
      }),
      forged: async () => {
        const { user } = await signUp(app);
        return {
          url: `/api/knowledge/${(await anArticle()).id}/interactions`,
          body: { action: 'like', userId: user.id, metadata: {} },
        };
      },
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, knowledgeId: FORGED_ID },
    },
    'POST /api/learning-sessions': {
      valid: async () => ({
        url: '/api/learning-sessions',
        body: {
          title: 'Valid',
          skillTopic: 'Go',
          sessionType: 'discussion',
          companyId: company,
          scheduledFor: inThreeDays(),
          duration: 45,
          maxLearners: 3,
        },
      }),
      forged: async () => {
        const { user } = await signUp(app);
        return {
          url: '/api/learning-sessions',
          body: {
            title: 'Forged',
            skillTopic: 'Go',
            sessionType: 'discussion',
            companyId: company,
            mentorId: user.id,
            scheduledFor: inThreeDays(),
            duration: 45,
            maxLearners: 3,
          },
        };
      },
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, sessionNotes: 'injected' },
    },
    'PATCH /api/learning-sessions/{id}': {
      valid: async () => {
        // The demo user hosts the new session, so a valid join comes from another, signed-in user.
        const { id } = await newSession();
        const { user, cookies } = await signUp(app);
        return { url: `/api/learning-sessions/${id}`, body: { learnerIds: [user.id] }, cookies };
      },
      forged: async () => {
        const { id } = await newSession();
        const { user } = await signUp(app);
        return { url: `/api/learning-sessions/${id}`, body: { learnerIds: [user.id] } };
      },
      serverOwned: { id: FORGED_ID, createdAt: OLD_DATE, status: 'completed', mentorId: FORGED_ID },
    },
    'POST /api/learning-sessions/{id}/join': {
      valid: async () => {
        const { id } = await newSession();
        return { url: `/api/learning-sessions/${id}/join`, cookies: (await signUp(app)).cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/learning-sessions/{id}/leave': {
      valid: async () => {
        const { id } = await newSession();
        const { cookies } = await signUp(app);
        await app.inject({ method: 'POST', url: `/api/learning-sessions/${id}/join`, cookies });
        return { url: `/api/learning-sessions/${id}/leave`, cookies };
      },
      forged: null,
      serverOwned: {},
    },
    'POST /api/learning-sessions/{id}/cancel': {
      valid: async () => ({
        url: `/api/learning-sessions/${(await newSession()).id}/cancel`,
        body: { reason: 'The speaker is ill' },
      }),
      forged: null,
      serverOwned: { ...sessionServerOwned, cancelReason: 'injected', sequence: 99 },
    },
    'PATCH /api/learning-sessions/{id}/schedule': {
      valid: async () => ({
        url: `/api/learning-sessions/${(await newSession()).id}/schedule`,
        body: { duration: 90 },
      }),
      forged: null,
      serverOwned: sessionServerOwned,
    },
    'PUT /api/learning-sessions/{id}/attendance': {
      valid: async () => {
        const { id, person } = await pastSession(false);
        return { url: `/api/learning-sessions/${id}/attendance`, body: { attendeeIds: [person.user.id] } };
      },
      forged: null,
      serverOwned: sessionServerOwned,
    },
    'POST /api/learning-sessions/{id}/ratings': {
      valid: async () => {
        const { id, person } = await pastSession(true);
        return { url: `/api/learning-sessions/${id}/ratings`, body: { rating: 4 }, cookies: person.cookies };
      },
      forged: null,
      serverOwned: { ...sessionServerOwned, averageRating: 1 },
    },
  };
}
