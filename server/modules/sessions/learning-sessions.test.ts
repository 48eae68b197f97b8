import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { LearningSession, LearningSessionDetail } from '../../../common/schemas/sessions';
import { learningSessions } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { createWorkspace } from '../../test/workspace-fixtures';
import { JOIN_MESSAGES } from './joining';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** A valid create body, in the form the screens send it. */
function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Intro to SQL window functions',
    description: 'Hands-on with ROW_NUMBER and friends',
    skillTopic: 'SQL',
    sessionType: 'workshop',
    companyId: DEMO_WORKSPACE.companyId,
    mentorId: DEMO_WORKSPACE.userId,
    scheduledFor: inDays(3),
    duration: 60,
    maxLearners: 10,
    status: 'upcoming',
    learnerIds: [],
    knowledgeResourceIds: [],
    ...overrides,
  };
}

async function createSession(overrides: Record<string, unknown> = {}, cookies?: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    payload: sessionBody(overrides),
    cookies,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as LearningSession;
}

const join = (session: LearningSession, learnerIds: string[], cookies?: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/learning-sessions/${session.id}`, payload: { learnerIds }, cookies });

describe(`learning sessions API (${testEngine})`, () => {
  describe('GET /api/companies/:companyId/learning-sessions', () => {
    it("lists the company's sessions, running and upcoming soonest first, then past latest first, in the screens' shape", async () => {
      const response = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions` });
      expect(response.statusCode).toBe(200);
      const sessions = response.json() as LearningSession[];
      expect(sessions.length).toBeGreaterThanOrEqual(8);
      // The whole demo list fits the first page.
      expect(response.headers['x-total-count']).toBe(String(sessions.length));
      expect(response.headers.link).toBeUndefined();
      const rank = { 'in-progress': 0, upcoming: 1, completed: 2, cancelled: 3 } as const;
      const ranks = sessions.map((session) => rank[session.status]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const status of ['upcoming', 'completed'] as const) {
        const times = sessions.filter((item) => item.status === status).map((item) => Date.parse(item.scheduledFor));
        expect(times).toEqual([...times].sort((a, b) => (status === 'upcoming' ? a - b : b - a)));
      }
      expect(Object.keys(sessions[0]!).sort()).toEqual(
        [
          'companyId',
          'createdAt',
          'description',
          'duration',
          'id',
          'knowledgeResourceIds',
          'learnerIds',
          'waitlistIds',
          'cancelReason',
          'attendeeIds',
          'averageRating',
          'ratingCount',
          'swapId',
          'maxLearners',
          'mentorId',
          'scheduledFor',
          'sessionNotes',
          'sessionType',
          'skillTopic',
          'status',
          'title',
        ].sort(),
      );
      expect(new Set(sessions.map((session) => session.status))).toEqual(
        new Set(['upcoming', 'in-progress', 'completed']),
      );
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      const missing = await t.app.inject({
        url: '/api/companies/00000000-0000-4000-8000-0000000000ff/learning-sessions',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Workspace not found', code: 'workspace_not_found' });
      const malformed = await t.app.inject({ url: '/api/companies/not-a-uuid/learning-sessions' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('companyId: Must be a valid id (uuid)');
    });
  });

  describe('GET /api/users/:userId/learning-sessions', () => {
    it('lists the sessions a user hosts or has joined', async () => {
      const response = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/learning-sessions` });
      expect(response.statusCode).toBe(200);
      const sessions = response.json() as LearningSession[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        expect(session.mentorId === DEMO_WORKSPACE.userId || session.learnerIds.includes(DEMO_WORKSPACE.userId)).toBe(
          true,
        );
      }
    });

    it('answers 404 for an unknown user', async () => {
      const response = await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-0000000000ff/learning-sessions' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
    });
  });

  describe('GET /api/learning-sessions/:id (detail)', () => {
    const detail = (id: string, cookies?: Record<string, string>) =>
      t.app.inject({ url: `/api/learning-sessions/${id}`, cookies });

    it('answers the session with its host and learners in joining order, name and role only', async () => {
      const host = await signUp(t.app, { fullName: 'Hana Host', role: 'Staff Engineer' });
      const first = await signUp(t.app, { fullName: 'Lea Learner', role: null });
      const second = await signUp(t.app, { fullName: 'Ken Learner', role: 'Analyst' });
      const session = await createSession({ mentorId: undefined }, host.cookies);
      expect((await join(session, [first.user.id], first.cookies)).statusCode).toBe(200);
      expect((await join(session, [first.user.id, second.user.id], second.cookies)).statusCode).toBe(200);

      const response = await detail(session.id);
      expect(response.statusCode).toBe(200);
      const body = response.json() as LearningSessionDetail;
      expect(body).toMatchObject({ id: session.id, title: session.title, description: session.description });
      expect(body.mentor).toEqual({ id: host.user.id, fullName: 'Hana Host', role: 'Staff Engineer' });
      expect(body.learners).toEqual([
        { id: first.user.id, fullName: 'Lea Learner', role: null },
        { id: second.user.id, fullName: 'Ken Learner', role: 'Analyst' },
      ]);
      expect(JSON.stringify(body)).not.toContain('@');
    });

    it('answers a seeded demo session to an anonymous visitor', async () => {
      const [seeded] = (
        await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions` })
      ).json() as LearningSession[];
      const response = await detail(seeded!.id);
      expect(response.statusCode).toBe(200);
      const body = response.json() as LearningSessionDetail;
      expect(body.mentor.id).toBe(seeded!.mentorId);
      expect(body.learners.map((learner) => learner.id)).toEqual(seeded!.learnerIds);
    });

    it("answers 404 'Learning session not found' for an unknown id and for another workspace's session", async () => {
      const missing = await detail('00000000-0000-4000-8000-0000000000ff');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Learning session not found', code: 'learning_session_not_found' });

      const { workspace, owner } = await createWorkspace(t.app);
      const privateSession = await createSession({ companyId: workspace.id, mentorId: undefined }, owner.cookies);
      expect((await detail(privateSession.id, owner.cookies)).statusCode).toBe(200);
      const outsider = await detail(privateSession.id);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json()).toEqual({ message: 'Learning session not found', code: 'learning_session_not_found' });

      expect((await detail('nope')).statusCode).toBe(400);
    });
  });

  describe('POST /api/learning-sessions', () => {
    it('creates an upcoming session with no learners, hosted by the current user', async () => {
      const session = await createSession();
      expect(session).toMatchObject({
        title: 'Intro to SQL window functions',
        mentorId: DEMO_WORKSPACE.userId,
        status: 'upcoming',
        learnerIds: [],
        duration: 60,
        maxLearners: 10,
        sessionType: 'workshop',
      });
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('takes the host from the session cookie when mentorId is left out', async () => {
      const { user, cookies } = await signUp(t.app);
      const session = await createSession({ mentorId: undefined }, cookies);
      expect(session.mentorId).toBe(user.id);
    });

    it('accepts a session almost 5 years ahead', async () => {
      const session = await createSession({ scheduledFor: inDays(5 * 365) });
      expect(Date.parse(session.scheduledFor)).toBeGreaterThan(Date.now() + 4.9 * 365 * 24 * 60 * 60 * 1000);
    });

    it('stores an unlimited session when maxLearners is null', async () => {
      const session = await createSession({ maxLearners: null });
      expect(session.maxLearners).toBeNull();
    });

    it.each([
      ['title', { title: '' }, 'title: Title is required'],
      ['title missing', { title: undefined }, 'title: Title is required'],
      ['skillTopic', { skillTopic: '  ' }, 'skillTopic: Skill topic is required'],
      ['sessionType', { sessionType: undefined }, 'sessionType: Session type is required'],
      [
        'sessionType unknown',
        { sessionType: 'lecture' },
        'sessionType: Choose one of: workshop, mentoring, presentation, discussion, hands-on',
      ],
      ['scheduledFor', { scheduledFor: undefined }, 'scheduledFor: Scheduled time is required'],
      ['scheduledFor invalid', { scheduledFor: 'next tuesday' }, 'scheduledFor: Enter a valid date and time'],
      ['scheduledFor past', { scheduledFor: inDays(-2) }, 'scheduledFor: Scheduled time must be in the future'],
      [
        'scheduledFor year 10000',
        { scheduledFor: '+010000-01-01T00:00:00Z' },
        'scheduledFor: Scheduled time must be within the next 5 years',
      ],
      [
        'scheduledFor year 9999',
        { scheduledFor: '9999-12-31T23:59:59Z' },
        'scheduledFor: Scheduled time must be within the next 5 years',
      ],
      [
        'scheduledFor 6 years ahead',
        { scheduledFor: inDays(6 * 366) },
        'scheduledFor: Scheduled time must be within the next 5 years',
      ],
      [
        'scheduledFor before year 0',
        { scheduledFor: '-000001-01-01T00:00:00Z' },
        'scheduledFor: Scheduled time must be in the future',
      ],
      ['duration', { duration: undefined }, 'duration: Duration is required'],
      ['duration fraction', { duration: 12.5 }, 'duration: Duration must be a whole number of minutes from 5 to 1440'],
      ['maxLearners', { maxLearners: undefined }, 'maxLearners: Max learners is required'],
      ['maxLearners zero', { maxLearners: 0 }, 'maxLearners: Max learners must be a whole number from 1 to 1000'],
      ['status', { status: 'completed' }, 'status: A new session starts as upcoming'],
      [
        'learnerIds',
        { learnerIds: [DEMO_WORKSPACE.userId] },
        'learnerIds: A new session starts with no learners: people join it themselves',
      ],
      ['companyId', { companyId: 'x' }, 'companyId: Must be a valid id (uuid)'],
    ])('answers 400 for an invalid %s', async (_name, overrides, message) => {
      const before = await t.database.db.select().from(learningSessions);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: sessionBody(overrides),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().issues[0].path).toBe(message.split(':')[0]);
      expect(await t.database.db.select().from(learningSessions)).toHaveLength(before.length);
    });

    it('refuses to host as someone else (403) and stores nothing', async () => {
      const { user } = await signUp(t.app);
      const before = await t.database.db.select().from(learningSessions);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: sessionBody({ mentorId: user.id }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You can only host a session as yourself',
        code: 'acting_as_another_user',
      });
      expect(await t.database.db.select().from(learningSessions)).toHaveLength(before.length);
    });

    it('answers 404 for an unknown company and 400 for knowledge resources of nobody', async () => {
      const company = await t.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: sessionBody({ companyId: '00000000-0000-4000-8000-0000000000ff' }),
      });
      expect(company.statusCode).toBe(404);
      expect(company.json()).toEqual({ message: 'Workspace not found', code: 'workspace_not_found' });
      const resources = await t.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: sessionBody({ knowledgeResourceIds: ['00000000-0000-4000-8000-0000000000ff'] }),
      });
      expect(resources.statusCode).toBe(400);
      expect(resources.json().message).toBe(
        'knowledgeResourceIds: Each knowledge resource must be an article of this company',
      );
    });

    it('ignores fields the server owns (id, createdAt)', async () => {
      const id = '00000000-0000-4000-8000-00000000abcd';
      const session = await createSession({ id, createdAt: '2001-01-01T00:00:00.000Z' });
      expect(session.id).not.toBe(id);
      expect(session.createdAt.startsWith('2001')).toBe(false);
    });
  });

  describe('PATCH /api/learning-sessions/:id (join)', () => {
    it('adds the current user to the learners', async () => {
      const session = await createSession();
      const { user, cookies } = await signUp(t.app);
      const response = await join(session, [...session.learnerIds, user.id], cookies);
      expect(response.statusCode).toBe(200);
      expect((response.json() as LearningSession).learnerIds).toEqual([user.id]);
    });

    it('keeps learners a stale list leaves out (someone joined meanwhile)', async () => {
      const session = await createSession();
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      expect((await join(session, [first.user.id], first.cookies)).statusCode).toBe(200);
      const response = await join(session, [second.user.id], second.cookies); // stale: lacks first
      expect(response.statusCode).toBe(200);
      expect((response.json() as LearningSession).learnerIds).toEqual([first.user.id, second.user.id]);
    });

    it('refuses the mentor with 403', async () => {
      const session = await createSession();
      const response = await join(session, [DEMO_WORKSPACE.userId]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: JOIN_MESSAGES.mentor, code: 'mentor_cannot_join' });
    });

    it('refuses a second join with 409', async () => {
      const session = await createSession();
      const { user, cookies } = await signUp(t.app);
      await join(session, [user.id], cookies);
      const again = await join(session, [user.id], cookies);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: JOIN_MESSAGES.alreadyJoined, code: 'already_joined' });
    });

    it('refuses a full session with 409 and leaves it as it was', async () => {
      const session = await createSession({ maxLearners: 1 });
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      await join(session, [first.user.id], first.cookies);
      const response = await join(session, [first.user.id, second.user.id], second.cookies);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: JOIN_MESSAGES.full, code: 'session_full' });
      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      expect(row!.learnerIds).toEqual([first.user.id]);
    });

    it('refuses a session that is not upcoming with 409', async () => {
      const session = await createSession();
      await t.database.db
        .update(learningSessions)
        .set({ cancelledAt: new Date(), cancelReason: 'The host is away' })
        .where(eq(learningSessions.id, session.id));
      const { user, cookies } = await signUp(t.app);
      const response = await join(session, [user.id], cookies);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: JOIN_MESSAGES.notUpcoming, code: 'session_not_upcoming' });
    });

    it('refuses adding someone else with 403 and stores nothing', async () => {
      const session = await createSession();
      const { user } = await signUp(t.app);
      const other = await signUp(t.app);
      const response = await join(session, [user.id, other.user.id], other.cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: JOIN_MESSAGES.othersOnly, code: 'acting_as_another_user' });
      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      expect(row!.learnerIds).toEqual([]);
    });

    it('answers 400 when nothing would change, 400 for bad ids, 404 for an unknown session', async () => {
      const session = await createSession();
      const empty = await join(session, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(JOIN_MESSAGES.nothingToAdd);
      const bad = await join(session, ['nope']);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('learnerIds.0: Each learner id must be a valid id (uuid)');
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/learning-sessions/00000000-0000-4000-8000-0000000000ff',
        payload: { learnerIds: [DEMO_WORKSPACE.userId] },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Learning session not found', code: 'learning_session_not_found' });
    });
  });

  describe('concurrent joins', () => {
    const SEATS = 10;
    const JOINERS = 50;

    async function raceSetup() {
      const session = await createSession({ maxLearners: SEATS });
      const people = [];
      for (let index = 0; index < JOINERS; index += 1) people.push(await signUp(t.app));
      return { session, people };
    }

    it(`${JOINERS} simultaneous joins of a ${SEATS}-seat session end with exactly ${SEATS} learners, none lost or doubled`, async () => {
      const { session, people } = await raceSetup();
      // Each request sends what the screen saw (no learners yet) plus its own id, all at once.
      const responses = await Promise.all(
        people.map(({ user, cookies }) => join(session, [...session.learnerIds, user.id], cookies)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(SEATS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(JOINERS - SEATS);
      for (const response of responses.filter((item) => item.statusCode === 409))
        expect(response.json()).toEqual({ message: JOIN_MESSAGES.full, code: 'session_full' });

      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      expect(row!.learnerIds).toHaveLength(SEATS);
      expect(new Set(row!.learnerIds).size).toBe(SEATS);
      const winners = responses.flatMap((response, index) =>
        response.statusCode === 200 ? [people[index]!.user.id] : [],
      );
      expect(new Set(row!.learnerIds)).toEqual(new Set(winners));
    });

    it('the same race against a naive read-modify-write loses joins (proves the test can fail)', async () => {
      const { session, people } = await raceSetup();
      // The naive way: read the row, check the rules in code, write back the list the client sent.
      const naiveJoin = async (userId: string) => {
        const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
        if (
          row!.learnerIds.includes(userId) ||
          (row!.maxLearners !== null && row!.learnerIds.length >= row!.maxLearners)
        )
          return false;
        await t.database.db
          .update(learningSessions)
          .set({ learnerIds: [...row!.learnerIds, userId] })
          .where(eq(learningSessions.id, session.id));
        return true;
      };
      const accepted = (await Promise.all(people.map(({ user }) => naiveJoin(user.id)))).filter(Boolean).length;
      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      // Every request read an empty list, so far more than 10 were told "joined" while the row kept only one.
      expect(accepted).toBeGreaterThan(SEATS);
      expect(row!.learnerIds.length).toBeLessThan(accepted);
    });
  });
});
