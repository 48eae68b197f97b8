import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { DEMO_PEOPLE } from '../../../common/demo-people';
import type { LearningSession } from '../../../common/schemas/sessions';
import type { User } from '../../../common/schemas/users';
import { buildApp } from '../../app';
import { readEnv } from '../../env';
import { ANALYTICS_TOPIC } from '../../infra/change-bus/write-announcer';
import { demoResets, institutionalKnowledge, learningSessions, personSkills, users } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { createWorkspace } from '../../test/workspace-fixtures';
import { demoUsers } from './demo-data';
import { resetDemoWorkspace } from './demo-reset';
import { scheduleDemoResets } from './demo-reset-plugin';

/**
 * Item 19 of the outside security test: anonymous visitors act as the demo user, so one of them could rewrite the
 * demo profile for every later visitor. The demo's people and settings are put back on a schedule.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const DEMO_USER = DEMO_WORKSPACE.userId;
const seededAlex = demoUsers.find((user) => user.id === DEMO_USER)!;
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR_MS).toISOString();

/** What a visitor sees of the demo profile. */
async function demoProfile(app: FastifyInstance = t.app) {
  const user = (await app.inject({ url: `/api/users/${DEMO_USER}` })).json<User>();
  return {
    fullName: user.fullName,
    role: user.role,
    industry: user.industry,
    mainGoal: user.mainGoal,
    skills: user.skills,
  };
}

const seededProfile = {
  fullName: seededAlex.fullName,
  role: seededAlex.role,
  industry: seededAlex.industry,
  mainGoal: seededAlex.mainGoal,
  skills: seededAlex.skills,
};

/**
 * A visitor (no cookie: the demo user) rewrites the demo profile and its skill levels. (The demo account's email
 * is refused over the API; a database older than that rule may hold a changed one, which test 1 sets directly.)
 */
async function vandalise(app: FastifyInstance = t.app) {
  const edit = await app.inject({
    method: 'PATCH',
    url: `/api/users/${DEMO_USER}`,
    payload: {
      fullName: 'Defaced Demo',
      role: 'Vandal',
      industry: 'other',
      mainGoal: 'career-transition',
      skills: ['Graffiti'],
    },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const levels = await app.inject({
    method: 'PUT',
    url: `/api/users/${DEMO_USER}/skill-levels`,
    payload: { skills: [{ skill: 'Graffiti', level: 5, canTeach: true }] },
  });
  expect(levels.statusCode, levels.body).toBe(200);
}

async function createSession(companyId: string, title: string, cookies?: Record<string, string>, mentorId?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    cookies,
    payload: {
      title,
      description: null,
      skillTopic: 'SQL',
      sessionType: 'workshop',
      companyId,
      mentorId: mentorId ?? DEMO_USER,
      scheduledFor: inDays(3),
      duration: 60,
      maxLearners: 10,
      status: 'upcoming',
      learnerIds: [],
      knowledgeResourceIds: [],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LearningSession>();
}

async function createArticle(companyId: string, title: string, cookies?: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/knowledge`,
    cookies,
    payload: {
      title,
      content: 'Written by a visitor.',
      category: 'General',
      tags: [],
      isActive: true,
      aiGenerated: false,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

/** Moves a row's creation back, as if it had been made that long ago. */
async function age(table: typeof learningSessions | typeof institutionalKnowledge, id: string, ms: number) {
  await t.database.db
    .update(table)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(table.id, id));
}

/** Dates the last reset a day back, so the next call may reset whatever the period. */
const forgetLastReset = () =>
  t.database.db
    .insert(demoResets)
    .values({ name: 'demo', resetAt: sql`now() - interval '1 day'` })
    .onConflictDoUpdate({ target: demoResets.name, set: { resetAt: sql`now() - interval '1 day'` } });

const demoSkillLevels = async () =>
  (await t.app.inject({ url: `/api/users/${DEMO_USER}/skill-levels` })).json<{ skill: string; level: number }[]>();

describe(`demo reset (item 19, ${testEngine})`, () => {
  it('puts the seeded profile and skill levels back, removes old visitor content, and touches nothing else', async () => {
    const seededLevels = await demoSkillLevels();
    // Someone with a workspace of their own, and a signed-in person who made a session in the demo.
    const { workspace, owner } = await createWorkspace(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.user.id}`,
      cookies: owner.cookies,
      payload: { fullName: 'Olive Changed', role: 'Founder' },
    });
    const theirArticle = await createArticle(workspace.id, 'Our onboarding', owner.cookies);
    const theirSession = await createSession(workspace.id, 'Our own session', owner.cookies, owner.user.id);
    await age(learningSessions, theirSession.id, 3 * HOUR_MS);
    await age(institutionalKnowledge, theirArticle.id, 3 * HOUR_MS);
    const guest = await signUp(t.app, { fullName: 'Signed In Guest' });
    const guestSession = await createSession(
      DEMO_WORKSPACE.companyId,
      'A signed-in guest hosts',
      guest.cookies,
      guest.user.id,
    );
    await age(learningSessions, guestSession.id, 3 * HOUR_MS);
    const before = {
      owner: (await t.app.inject({ url: `/api/users/${owner.user.id}`, cookies: owner.cookies })).json<User>(),
      articles: (await t.app.inject({ url: `/api/companies/${workspace.id}/knowledge`, cookies: owner.cookies })).body,
      sessions: (
        await t.app.inject({ url: `/api/companies/${workspace.id}/learning-sessions`, cookies: owner.cookies })
      ).body,
    };

    // Visitors deface the demo, and leave an old and a fresh session and article behind.
    await vandalise();
    await t.database.db.update(users).set({ email: 'visitor@elsewhere.example' }).where(eq(users.id, DEMO_USER));
    const oldSession = await createSession(DEMO_WORKSPACE.companyId, 'Old visitor session');
    const freshSession = await createSession(DEMO_WORKSPACE.companyId, 'Fresh visitor session');
    const oldArticle = await createArticle(DEMO_WORKSPACE.companyId, 'Old visitor article');
    await age(learningSessions, oldSession.id, 2 * HOUR_MS);
    await age(institutionalKnowledge, oldArticle.id, 2 * HOUR_MS);
    expect(await demoProfile()).not.toEqual(seededProfile);

    await forgetLastReset();
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(true);

    expect(await demoProfile()).toEqual(seededProfile);
    const [alex] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, DEMO_USER));
    expect(alex!.email).toBe(seededAlex.email);
    expect(await demoSkillLevels()).toEqual(seededLevels);
    const remaining = await t.database.db
      .select({ id: learningSessions.id })
      .from(learningSessions)
      .where(inArray(learningSessions.id, [oldSession.id, freshSession.id, guestSession.id]));
    expect(remaining.map((row) => row.id).sort()).toEqual([freshSession.id, guestSession.id].sort());
    const oldArticles = await t.database.db
      .select({ id: institutionalKnowledge.id })
      .from(institutionalKnowledge)
      .where(eq(institutionalKnowledge.id, oldArticle.id));
    expect(oldArticles).toEqual([]);

    // The other workspace and the signed-in people are as they were.
    expect((await t.app.inject({ url: `/api/users/${owner.user.id}`, cookies: owner.cookies })).json<User>()).toEqual(
      before.owner,
    );
    expect((await t.app.inject({ url: `/api/companies/${workspace.id}/knowledge`, cookies: owner.cookies })).body).toBe(
      before.articles,
    );
    expect(
      (await t.app.inject({ url: `/api/companies/${workspace.id}/learning-sessions`, cookies: owner.cookies })).body,
    ).toBe(before.sessions);
  });

  it('resets once per period however many servers ask at once', async () => {
    await forgetLastReset();
    const answers = await Promise.all([1, 2, 3, 4].map(() => resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Within the period nobody resets again, even after a visitor's edit; the next period's first call does.
    await vandalise();
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(false);
    expect((await demoProfile()).fullName).toBe('Defaced Demo');
    await t.database.db.update(demoResets).set({ resetAt: sql`now() - interval '61 minutes'` });
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(true);
    expect(await demoProfile()).toEqual(seededProfile);
  });

  it('the same four claims as a read then a write would all reset (proves the test can fail)', async () => {
    await forgetLastReset();
    const naiveClaim = async () => {
      const [last] = await t.database.db.select({ resetAt: demoResets.resetAt }).from(demoResets);
      if (last && Date.now() - last.resetAt.getTime() < HOUR_MS) return false;
      await t.database.db.update(demoResets).set({ resetAt: new Date() });
      return true;
    };
    expect((await Promise.all([1, 2, 3, 4].map(naiveClaim))).filter(Boolean).length).toBeGreaterThan(1);
  });

  it('starts the first period when no server has reset yet, rather than resetting at once', async () => {
    await t.database.db.delete(demoResets);
    await vandalise();
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(false);
    expect((await demoProfile()).fullName).toBe('Defaced Demo');
    expect(await t.database.db.select({ name: demoResets.name }).from(demoResets)).toEqual([{ name: 'demo' }]);
    await forgetLastReset();
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(true);
  });

  it('keeps a seeded email that someone else has since signed up with', async () => {
    await vandalise();
    // The demo address was freed by the edit, and a real account took it.
    await t.database.db.update(users).set({ email: 'taken-demo-address@example.test' }).where(eq(users.id, DEMO_USER));
    const taker = await signUp(t.app, { email: seededAlex.email, fullName: 'Address Taker' });
    await forgetLastReset();
    expect(await resetDemoWorkspace(t.database.db, { periodMs: HOUR_MS })).toBe(true);
    const rows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [DEMO_USER, taker.user.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.email]))).toEqual({
      [DEMO_USER]: 'taken-demo-address@example.test',
      [taker.user.id]: seededAlex.email,
    });
    expect(await demoProfile()).toEqual(seededProfile);
    await t.database.db.delete(users).where(eq(users.id, taker.user.id));
  });

  it('the scheduler fires on its own, and the app runs it every DEMO_RESET_MINUTES', async () => {
    await vandalise();
    await forgetLastReset();
    // Directly: a short period, the real reset on the real database.
    await new Promise<void>((resolve, reject) => {
      const stop = scheduleDemoResets({
        periodMs: 20,
        reset: () => resetDemoWorkspace(t.database.db, { periodMs: 20 }),
        onReset: () => {
          stop();
          resolve();
        },
        onError: reject,
      });
    });
    expect(await demoProfile()).toEqual(seededProfile);

    // Through the app: a fraction of a minute, announced on the change bus so caches drop the demo's answers.
    await vandalise();
    const app = await buildApp({ database: t.database, demoResetMinutes: 0.0005 });
    try {
      await new Promise<void>((resolve) => {
        const stop = app.changes.subscribe((topic) => {
          if (topic !== ANALYTICS_TOPIC) return;
          stop();
          resolve();
        });
      });
      expect(await demoProfile(app)).toEqual(seededProfile);
    } finally {
      await app.close();
    }
    const levels = await t.database.db
      .select({ skill: personSkills.skill })
      .from(personSkills)
      .where(eq(personSkills.userId, DEMO_PEOPLE.alex.id));
    expect(levels.map((row) => row.skill)).not.toContain('Graffiti');
  });

  it('is every 60 minutes unless DEMO_RESET_MINUTES says otherwise; 0 turns it off', () => {
    expect(readEnv({}).demoResetMinutes).toBe(60);
    expect(readEnv({ DEMO_RESET_MINUTES: '0' }).demoResetMinutes).toBe(0);
    expect(readEnv({ DEMO_RESET_MINUTES: '15' }).demoResetMinutes).toBe(15);
    expect(() => readEnv({ DEMO_RESET_MINUTES: 'hourly' })).toThrowError(
      /DEMO_RESET_MINUTES="hourly": must be a number of minutes/,
    );
    expect(() => readEnv({ DEMO_RESET_MINUTES: '-5' })).toThrowError(/must be 0 \(never\) or more/);
  });
});
