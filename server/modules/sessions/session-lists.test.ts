import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { SESSION_PAGE } from '../../../common/schemas/session-lists';
import type { LearningSession } from '../../../common/schemas/sessions';
import { buildApp } from '../../app';
import { learningSessions } from '../../infra/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limits';
import type { signUp, TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { createWorkspace, verifiedPerson } from '../../test/workspace-fixtures';
import { HOSTING_LIMIT_MESSAGE, UPCOMING_HOSTED_MAX } from './hosting-cap';
import { sessionIsUpcomingSql } from './session-status';

/**
 * Item 18 of the outside security test: 500 sessions made a 1.4 MB list answer, and nothing bounded how many one
 * person could create. The lists are paged (the bare array the screens read, with the total and the next page in
 * headers), creation has a budget per person, and one host holds at most UPCOMING_HOSTED_MAX upcoming sessions.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const RANK = { 'in-progress': 0, upcoming: 1, completed: 2, cancelled: 3 } as const;

/** A create body as the screens send it. */
const sessionBody = (companyId: string, title = 'Window functions in practice') => ({
  title,
  description: 'Hands-on with ROW_NUMBER and friends',
  skillTopic: 'SQL',
  sessionType: 'workshop',
  companyId,
  scheduledFor: new Date(Date.now() + 72 * HOUR_MS).toISOString(),
  duration: 60,
  maxLearners: 10,
  status: 'upcoming',
  learnerIds: [],
  knowledgeResourceIds: [],
});

/**
 * `count` sessions of one host, stored directly (no API could make this many): a mix of past, running, upcoming and
 * cancelled ones, one hour apart so each has its own time.
 */
async function storeSessions(companyId: string, mentorId: string, count: number, learnerIds: string[] = []) {
  const rows = Array.from({ length: count }, (_, i) => {
    const kind = i % 4; // 0 past, 1 running, 2 upcoming, 3 cancelled upcoming
    const offsetHours = kind === 0 ? -(i + 5) : kind === 1 ? 0 : i + 5;
    const scheduledFor = new Date(Date.now() + offsetHours * HOUR_MS - (kind === 1 ? 10 * 60_000 + i : 0));
    return {
      companyId,
      mentorId,
      title: `Stored session ${i + 1}`,
      description: 'A description long enough to look like a real one, about what the session covers and why.',
      skillTopic: 'SQL',
      sessionType: 'workshop' as const,
      scheduledFor,
      duration: kind === 1 ? 120 : 60,
      maxLearners: 10,
      learnerIds,
      cancelledAt: kind === 3 ? new Date() : null,
    };
  });
  for (let start = 0; start < rows.length; start += 200)
    await t.database.db.insert(learningSessions).values(rows.slice(start, start + 200));
}

/** Every page of a list, following Link rel=next from the first URL. */
async function walk(firstUrl: string, cookies: Record<string, string>) {
  const pages: { sessions: LearningSession[]; total: string | undefined }[] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    const response: LightMyRequestResponse = await t.app.inject({ url, cookies });
    expect(response.statusCode, response.body).toBe(200);
    pages.push({ sessions: response.json<LearningSession[]>(), total: response.headers['x-total-count'] as string });
    url = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return pages;
}

describe(`session lists (item 18, ${testEngine})`, () => {
  describe('paging', () => {
    let owner: Awaited<ReturnType<typeof signUp>>;
    let companyId: string;
    const TOTAL = 130;

    beforeAll(async () => {
      const created = await createWorkspace(t.app);
      owner = created.owner;
      companyId = created.workspace.id;
      await storeSessions(companyId, owner.user.id, TOTAL);
    });

    it('answers a bounded first page without parameters, with the total and a link to the next page', async () => {
      const response = await t.app.inject({
        url: `/api/companies/${companyId}/learning-sessions`,
        cookies: owner.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<LearningSession[]>()).toHaveLength(SESSION_PAGE.defaultLimit);
      expect(response.headers['x-total-count']).toBe(String(TOTAL));
      expect(response.headers.link).toBe(
        `</api/companies/${companyId}/learning-sessions?limit=${SESSION_PAGE.defaultLimit}&offset=${SESSION_PAGE.defaultLimit}>; rel="next"`,
      );
    });

    it("walks a company's pages to every session once, in the screens' order", async () => {
      const pages = await walk(`/api/companies/${companyId}/learning-sessions?limit=40`, owner.cookies);
      expect(pages.map((page) => page.sessions.length)).toEqual([40, 40, 40, 10]);
      expect(new Set(pages.map((page) => page.total))).toEqual(new Set([String(TOTAL)]));
      const sessions = pages.flatMap((page) => page.sessions);
      expect(new Set(sessions.map((session) => session.id)).size).toBe(TOTAL);
      const ranks = sessions.map((session) => RANK[session.status]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      // This week's sessions come first, not the oldest ones.
      expect(sessions[0]!.status).toBe('in-progress');
    });

    it("pages a person's list the same way", async () => {
      const pages = await walk(
        `/api/users/${owner.user.id}/learning-sessions?limit=${SESSION_PAGE.maxLimit}`,
        owner.cookies,
      );
      expect(pages.map((page) => page.sessions.length)).toEqual([SESSION_PAGE.maxLimit, TOTAL - SESSION_PAGE.maxLimit]);
      expect(pages[0]!.total).toBe(String(TOTAL));
    });

    it('answers an empty page and the total past the end, and refuses a bad limit or offset with a sentence', async () => {
      const past = await t.app.inject({
        url: `/api/companies/${companyId}/learning-sessions?offset=1000`,
        cookies: owner.cookies,
      });
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe(String(TOTAL));
      expect(past.headers.link).toBeUndefined();
      for (const [query, sentence] of [
        ['limit=0', 'limit must be at least 1'],
        [`limit=${SESSION_PAGE.maxLimit + 1}`, `limit must be at most ${SESSION_PAGE.maxLimit}`],
        ['limit=ten', 'limit must be a whole number'],
        ['offset=-1', 'offset must be 0 or more'],
      ]) {
        const response = await t.app.inject({
          url: `/api/companies/${companyId}/learning-sessions?${query}`,
          cookies: owner.cookies,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ message: string; code: string }>()).toMatchObject({ code: 'validation_failed' });
        expect(response.json<{ message: string }>().message).toContain(sentence);
      }
    });
  });

  describe('creation budget', () => {
    let limited: FastifyInstance;
    const BUDGET = 3;

    beforeAll(async () => {
      limited = await buildApp({
        database: t.database,
        rateLimits: { ...structuredClone(DEFAULT_RATE_LIMITS), sessions: { max: BUDGET, windowSeconds: 3600 } },
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    const create = (companyId: string, cookies?: Record<string, string>, remoteAddress = '10.0.0.1') =>
      limited.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: sessionBody(companyId),
        cookies,
        remoteAddress,
      });

    it('gives each signed-in person their budget wherever they connect from, then answers 429 with a sentence', async () => {
      const { workspace, owner } = await createWorkspace(t.app);
      const statuses = [];
      // From a new address each time: the budget is the person's, not the address's.
      for (let i = 0; i < BUDGET + 2; i += 1)
        statuses.push((await create(workspace.id, owner.cookies, `10.1.0.${i + 1}`)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await create(workspace.id, owner.cookies, '10.1.0.99');
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/),
        code: 'rate_limited',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A colleague on the same address as the first create still has their own.
      const colleague = await verifiedPerson(t.app);
      const { workspace: theirs } = await createWorkspace(t.app, colleague);
      expect((await create(theirs.id, colleague.cookies, '10.1.0.1')).statusCode).toBe(201);
    });

    it('counts visitors, who all act as the demo user, by their address', async () => {
      const first = [];
      for (let i = 0; i < BUDGET + 1; i += 1)
        first.push((await create(DEMO_WORKSPACE.companyId, undefined, '10.2.0.1')).statusCode);
      expect(first).toEqual([201, 201, 201, 429]);
      expect((await create(DEMO_WORKSPACE.companyId, undefined, '10.2.0.2')).statusCode).toBe(201);
    });
  });

  describe('upcoming sessions one host may hold', () => {
    it(`stops at ${UPCOMING_HOSTED_MAX} with 409 and a sentence, also when ten ask for the last place at once`, async () => {
      const { workspace, owner } = await createWorkspace(t.app);
      const create = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/learning-sessions',
          payload: sessionBody(workspace.id),
          cookies: owner.cookies,
        });
      // Past sessions do not count: a hundred of them, then all but one of the upcoming places taken.
      await t.database.db.insert(learningSessions).values(
        Array.from({ length: UPCOMING_HOSTED_MAX * 2 - 1 }, (_, i) => ({
          companyId: workspace.id,
          mentorId: owner.user.id,
          title: `Held ${i + 1}`,
          skillTopic: 'SQL',
          sessionType: 'workshop' as const,
          scheduledFor: new Date(Date.now() + (i < UPCOMING_HOSTED_MAX ? -(i + 2) : i + 2) * HOUR_MS),
          duration: 60,
        })),
      );
      const answers = await Promise.all(Array.from({ length: 10 }, create));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        message: HOSTING_LIMIT_MESSAGE,
        code: 'hosting_limit_reached',
      });
      const total = await t.app.inject({
        url: `/api/users/${owner.user.id}/learning-sessions?limit=1`,
        cookies: owner.cookies,
      });
      expect(total.headers['x-total-count']).toBe(String(UPCOMING_HOSTED_MAX * 2));
    });

    it('the same race against a count-then-insert without the lock passes the bound (proves the test can fail)', async () => {
      const { owner } = await createWorkspace(t.app);
      const { workspace } = await createWorkspace(t.app, owner, 'Second Robotics');
      const upcoming = (i: number) => ({
        companyId: workspace.id,
        mentorId: owner.user.id,
        title: `Held ${i + 1}`,
        skillTopic: 'SQL',
        sessionType: 'workshop' as const,
        scheduledFor: new Date(Date.now() + (i + 2) * HOUR_MS),
        duration: 60,
      });
      await t.database.db
        .insert(learningSessions)
        .values(Array.from({ length: UPCOMING_HOSTED_MAX - 1 }, (_, i) => upcoming(i)));
      const hosted = async () =>
        (
          await t.database.db
            .select({ hosted: count() })
            .from(learningSessions)
            .where(and(eq(learningSessions.mentorId, owner.user.id), sessionIsUpcomingSql))
        )[0]!.hosted;
      const naiveCreate = async (i: number) => {
        if ((await hosted()) >= UPCOMING_HOSTED_MAX) return false;
        await t.database.db.insert(learningSessions).values(upcoming(UPCOMING_HOSTED_MAX + i));
        return true;
      };
      const accepted = (await Promise.all(Array.from({ length: 10 }, (_, i) => naiveCreate(i)))).filter(Boolean);
      // Every count ran before any insert, so all ten took "the last place".
      expect(accepted.length).toBeGreaterThan(1);
      expect(await hosted()).toBeGreaterThan(UPCOMING_HOSTED_MAX);
    });
  });
});
