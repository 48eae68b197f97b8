import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { Company } from '../../../common/schemas/companies';
import type { LearningSession } from '../../../common/schemas/sessions';
import {
  companies,
  institutionalKnowledge,
  knowledgeInteractions,
  learningSessions,
  workspaceMembers,
} from '../../infra/db/schema';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';

/**
 * A company on the waitlist is not a workspace: every call scoped to it answers like a company
 * that does not exist, and nothing is stored. Rows for the lead are inserted straight into the
 * database (as an older server let a visitor store them), so reads and joins of existing content
 * are proved too, not only writes.
 */

let t: TestApp;
let lead: Company;
let leadArticleId: string;
let leadSessionId: string;
let mentor: Awaited<ReturnType<typeof signUp>>;

const UNKNOWN_COMPANY = '00000000-0000-4000-8000-0000000000ff';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signUp(t.app, { fullName: 'Mentor Of A Lead' });
  const waitlist = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    payload: { name: 'Lead Co', contactName: 'Lee Lead', contactEmail: uniqueEmail('lead'), size: '11-50' },
  });
  expect(waitlist.statusCode, waitlist.body).toBe(201);
  lead = waitlist.json() as Company;
  expect(lead.isActive).toBe(false);

  const [article] = await t.database.db
    .insert(institutionalKnowledge)
    .values({
      companyId: lead.id,
      title: 'Planted guide',
      content: 'Planted onboarding text',
      category: 'General',
      authorId: mentor.user.id,
    })
    .returning({ id: institutionalKnowledge.id });
  leadArticleId = article!.id;
  const [session] = await t.database.db
    .insert(learningSessions)
    .values({
      companyId: lead.id,
      mentorId: mentor.user.id,
      title: 'Planted session',
      skillTopic: 'SQL',
      sessionType: 'workshop',
      scheduledFor: inDays(3),
      duration: 60,
      maxLearners: 10,
      learnerIds: [DEMO_WORKSPACE.userId],
    })
    .returning({ id: learningSessions.id });
  leadSessionId = session!.id;
});
afterAll(async () => {
  await t?.close();
});

const articleBody = { title: 'Onboarding', content: 'Start with the handbook.', category: 'General', tags: [] };
const sessionBody = (companyId: string) => ({
  title: 'Intro to SQL',
  skillTopic: 'SQL',
  sessionType: 'workshop',
  companyId,
  scheduledFor: inDays(2).toISOString(),
  duration: 60,
  maxLearners: 10,
});

/** Every call that names a company, for a given company id. */
const companyScopedCalls = (companyId: string): Record<string, InjectOptions> => ({
  'list knowledge': { method: 'GET', url: `/api/companies/${companyId}/knowledge` },
  'search knowledge': { method: 'GET', url: `/api/companies/${companyId}/knowledge/search?q=onboarding` },
  'create knowledge': { method: 'POST', url: `/api/companies/${companyId}/knowledge`, payload: articleBody },
  'generate knowledge': {
    method: 'POST',
    url: `/api/companies/${companyId}/knowledge/generate`,
    payload: { prompt: 'How we onboard new engineers', category: 'Processes' },
  },
  'list sessions': { method: 'GET', url: `/api/companies/${companyId}/learning-sessions` },
  'create a session': { method: 'POST', url: '/api/learning-sessions', payload: sessionBody(companyId) },
});
const CALL_NAMES = Object.keys(companyScopedCalls(UNKNOWN_COMPANY));

async function storedCounts() {
  const db = t.database.db;
  const [articles] = await db.select({ n: count() }).from(institutionalKnowledge);
  const [sessions] = await db.select({ n: count() }).from(learningSessions);
  const [interactions] = await db.select({ n: count() }).from(knowledgeInteractions);
  return { articles: articles!.n, sessions: sessions!.n, interactions: interactions!.n };
}

describe(`a waitlisted company is not a workspace (${testEngine})`, () => {
  it.each(CALL_NAMES)('%s answers 404 "Workspace not found" and stores nothing', async (name) => {
    const before = await storedCounts();
    const response = await t.app.inject({ ...companyScopedCalls(lead.id)[name]!, cookies: mentor.cookies });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: 'Workspace not found', code: 'workspace_not_found' });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers exactly as for a company that does not exist', async () => {
    for (const [name, call] of Object.entries(companyScopedCalls(UNKNOWN_COMPANY))) {
      const response = await t.app.inject({ ...call, cookies: mentor.cookies });
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Workspace not found', code: 'workspace_not_found' });
    }
  });

  it('hides its articles: reading one is the same 404 as an unknown article, and no interaction is stored', async () => {
    const before = await storedCounts();
    const read = await t.app.inject({ url: `/api/knowledge/${leadArticleId}` });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Knowledge article not found', code: 'knowledge_article_not_found' });
    for (const action of ['view', 'like']) {
      const interaction = await t.app.inject({
        method: 'POST',
        url: `/api/knowledge/${leadArticleId}/interactions`,
        payload: { action },
        cookies: mentor.cookies,
      });
      expect(interaction.statusCode).toBe(404);
      expect(interaction.json()).toEqual({
        message: 'Knowledge article not found',
        code: 'knowledge_article_not_found',
      });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('hides its sessions: joining one is the same 404 as an unknown session, and no one is added', async () => {
    const joiner = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/learning-sessions/${leadSessionId}`,
      payload: { learnerIds: [DEMO_WORKSPACE.userId, joiner.user.id] },
      cookies: joiner.cookies,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Learning session not found', code: 'learning_session_not_found' });
    const [row] = await t.database.db
      .select({ learnerIds: learningSessions.learnerIds })
      .from(learningSessions)
      .where(eq(learningSessions.id, leadSessionId));
    expect(row!.learnerIds).toEqual([DEMO_WORKSPACE.userId]);
  });

  it("leaves its sessions out of a person's session list, for the host and for a learner", async () => {
    for (const [userId, cookies] of [
      [mentor.user.id, mentor.cookies],
      [DEMO_WORKSPACE.userId, undefined],
    ] as const) {
      const response = await t.app.inject({ url: `/api/users/${userId}/learning-sessions`, cookies });
      expect(response.statusCode).toBe(200);
      const sessions = response.json() as LearningSession[];
      expect(sessions.map((session) => session.companyId)).not.toContain(lead.id);
      expect(sessions.map((session) => session.id)).not.toContain(leadSessionId);
    }
    const demo = (
      await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}/learning-sessions` })
    ).json() as LearningSession[];
    expect(demo.length).toBeGreaterThan(0);
  });

  it('opens to its members once the company is made a workspace, and to nobody else', async () => {
    await t.database.db.update(companies).set({ isActive: true }).where(eq(companies.id, lead.id));
    await t.database.db.insert(workspaceMembers).values({ companyId: lead.id, userId: mentor.user.id, role: 'owner' });
    const asMentor = { cookies: mentor.cookies };
    try {
      expect((await t.app.inject({ url: `/api/companies/${lead.id}/knowledge`, ...asMentor })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/knowledge/${leadArticleId}`, ...asMentor })).statusCode).toBe(200);
      const mine = (
        await t.app.inject({ url: `/api/users/${mentor.user.id}/learning-sessions`, ...asMentor })
      ).json() as LearningSession[];
      expect(mine.map((session) => session.id)).toContain(leadSessionId);
      // Active is not enough: an anonymous visitor (the demo user) is no member.
      expect((await t.app.inject({ url: `/api/companies/${lead.id}/knowledge` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/knowledge/${leadArticleId}` })).statusCode).toBe(404);
    } finally {
      await t.database.db.delete(workspaceMembers).where(eq(workspaceMembers.companyId, lead.id));
      await t.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, lead.id));
    }
  });
});
