import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, KNOWLEDGE_CATEGORIES, LIMITS } from '../../common/constants';
import type { Knowledge, KnowledgeSearchResult, KnowledgeSummary } from '../../common/schemas/knowledge';
import { institutionalKnowledge } from '../infra/db/schema';
import { healthDuring, idleHealthLatency, medianDuration } from '../test/responsiveness';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';

/**
 * Issue 9, item 2: one request must not block the whole server. The embedded database runs in the
 * server's process, so a request that keeps it (or a regular expression) busy for seconds delays
 * every other request. Each test feeds the hostile input an outside security test used, and compares
 * with the same work on normal articles measured before in the same test: the hostile work may take a
 * few times longer, never orders of magnitude, and /api/health keeps answering meanwhile.
 */

let t: TestApp;
let idleHealthMs: number;
beforeAll(async () => {
  t = await createTestApp();
  idleHealthMs = await idleHealthLatency(t.app);
});
afterAll(async () => {
  await t?.close();
});

const COMPANY = DEMO_WORKSPACE.companyId;
const base = `/api/companies/${COMPANY}/knowledge`;

/**
 * Health stays responsive while one hostile request runs: it waits at most for one bounded step, less
 * than ten normal requests take (plus its own idle latency many times over). Before the fixes it
 * waited for the whole request, 11 s behind one generation.
 */
function expectHealthResponsive(slowestHealthMs: number, normalRequestMs: number) {
  const bound = 10 * normalRequestMs + 20 * idleHealthMs;
  expect(
    slowestHealthMs,
    `health took ${slowestHealthMs.toFixed(1)} ms during the hostile work (bound ${bound.toFixed(1)} ms)`,
  ).toBeLessThan(bound);
}

const report = (label: string, values: Record<string, number>) =>
  console.info(
    `${label} (${testEngine}): ${Object.entries(values)
      .map(([key, value]) => `${key} ${value.toFixed(1)}`)
      .join(', ')}`,
  );

describe(`one request cannot block the server (${testEngine})`, () => {
  describe('article generation over articles with a 50,000-space line', () => {
    const prompt = 'How to run a blameless postmortem';
    const generate = () =>
      t.app.inject({ method: 'POST', url: `${base}/generate`, payload: { prompt, category: 'Processes' } });

    it('takes a few times a normal generation, and health keeps answering', async () => {
      const normalMs = await medianDuration(3, generate);

      const hostileIds: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        // Written to rank first for the prompt, so they are the sources the generator reads.
        const opening = 'Blameless postmortem. '.repeat(20);
        const content = `${opening}\n-${' '.repeat(LIMITS.contentMax - opening.length - 10)}\nend`;
        const payload = {
          title: `Blameless postmortem ${index}`,
          content,
          category: 'Processes',
          tags: ['blameless', 'postmortem'],
        };
        const response = await t.app.inject({ method: 'POST', url: base, payload });
        expect(response.statusCode).toBe(201);
        hostileIds.push((response.json() as Knowledge).id);
      }

      let article: Knowledge | undefined;
      const { workMs, slowestHealthMs } = await healthDuring(t.app, async () => {
        const response = await generate();
        expect(response.statusCode).toBe(201);
        article = response.json() as Knowledge;
      });
      report('generation', { normalMs, hostileMs: workMs, slowestHealthMs, idleHealthMs });
      // The hostile articles were the sources (so their text was processed), yet the work stayed small.
      for (const id of hostileIds) expect(article!.content).toContain(id);
      expect(workMs).toBeLessThan(10 * normalMs);
      expectHealthResponsive(slowestHealthMs, normalMs);
    });
  });

  describe('search and lists over 100 articles of 50,000 characters', () => {
    const TERMS =
      'deploy review pipeline budget onboarding feedback mentor rollout incident security design metric hiring roadmap latency'.split(
        ' ',
      );
    const FILLER = 'the team keeps notes about how work gets done and why it matters'.split(' ');
    const ARTICLES = 100;
    const SHORT_ARTICLE_CHARS = 600;
    const SEARCHES_AT_ONCE = 4;
    const LISTS_AT_ONCE = 20;
    const query = TERMS.join(' or ');

    /** Prose of about `length` characters in which every search term occurs many times. */
    function prose(seed: number, length: number): string {
      const words: string[] = [];
      let written = 0;
      for (let index = 0; written < length; index += 1) {
        const word =
          index % 3 === 0 ? TERMS[(seed + index) % TERMS.length]! : FILLER[(seed * 7 + index) % FILLER.length]!;
        words.push(word);
        written += word.length + 1;
      }
      return words.join(' ').slice(0, length);
    }

    async function insertArticles(label: string, length: number) {
      for (let batch = 0; batch < ARTICLES / 10; batch += 1) {
        await t.database.db.insert(institutionalKnowledge).values(
          Array.from({ length: 10 }, (_, index) => ({
            companyId: COMPANY,
            authorId: DEMO_WORKSPACE.userId,
            title: `${label} part ${batch * 10 + index}`,
            content: prose(batch * 10 + index, length),
            category: KNOWLEDGE_CATEGORIES[index % KNOWLEDGE_CATEGORIES.length]!,
            tags: [],
          })),
        );
      }
      // Written behind the API, so announced as every article write is: the list's cached pages are dropped.
      await t.app.changes.publish(`knowledge:${COMPANY}`);
    }

    const search = () =>
      t.app.inject({ url: `${base}/search?q=${encodeURIComponent(query)}&limit=${LIMITS.searchMaxLimit}` });
    const list = (limit: number = LIMITS.listMaxLimit) => t.app.inject({ url: `${base}?limit=${limit}` });

    /** Sends `count` requests at once while health is probed; every answer must be a 200. */
    async function batch(count: number, request: () => ReturnType<typeof list>) {
      let answers: Awaited<ReturnType<typeof list>>[] = [];
      const timing = await healthDuring(t.app, async () => {
        answers = await Promise.all(Array.from({ length: count }, request));
      });
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      return { ...timing, answers };
    }

    /**
     * The same requests over 100 short articles, measured before the long ones exist: the shape of
     * the work (cards per page, results per search, requests at once) is the same, only the articles'
     * length differs. With every answer bounded, that length must make little difference.
     */
    let normalSearches: Awaited<ReturnType<typeof batch>>;
    let normalLists: Awaited<ReturnType<typeof batch>>;

    beforeAll(async () => {
      await insertArticles('Team notes', SHORT_ARTICLE_CHARS);
      await batch(SEARCHES_AT_ONCE, search); // warm up
      normalSearches = await batch(SEARCHES_AT_ONCE, search);
      normalLists = await batch(LISTS_AT_ONCE, list);
      // Inserted last, so they are the newest: a list page is made of them alone.
      // Their titles hold a search term, so search (which ranks title matches first) answers them.
      await insertArticles('Engineering handbook on deploys', LIMITS.contentMax - 20);
    }, 120_000);

    /**
     * Health during a batch of hostile requests: it waits about as long as during the same batch of
     * normal requests. On the embedded database it also gets its turn between the batch's queries
     * instead of after all of them (it waited 99% of the batch before they took turns). On PostgreSQL
     * the pool runs the batch's queries side by side and their answers come back together, so the
     * page work of several requests can run back to back; that is bounded by the first check.
     */
    function expectHealthAsDuringNormalBatch(
      hostile: { workMs: number; slowestHealthMs: number },
      normal: { slowestHealthMs: number },
    ) {
      const bound = 5 * normal.slowestHealthMs + 20 * idleHealthMs;
      expect(
        hostile.slowestHealthMs,
        `health took ${hostile.slowestHealthMs.toFixed(1)} ms during the hostile batch, ${normal.slowestHealthMs.toFixed(1)} ms during a normal one`,
      ).toBeLessThan(bound);
      if (testEngine === 'pglite') {
        expect(
          hostile.slowestHealthMs,
          `health waited ${hostile.slowestHealthMs.toFixed(1)} ms of a ${hostile.workMs.toFixed(1)} ms batch`,
        ).toBeLessThan(hostile.workMs / 2);
      }
    }

    it('a search with 15 "or" terms answers cards with bounded highlights, fast, while health keeps answering', async () => {
      const hostile = await batch(SEARCHES_AT_ONCE, search);
      const bytes = hostile.answers[0]!.rawPayload.length;
      report('search', {
        normalBatchMs: normalSearches.workMs,
        hostileBatchMs: hostile.workMs,
        normalHealthMs: normalSearches.slowestHealthMs,
        hostileHealthMs: hostile.slowestHealthMs,
        idleHealthMs,
        kilobytes: bytes / 1024,
      });
      const results = hostile.answers[0]!.json() as KnowledgeSearchResult[];
      expect(results).toHaveLength(LIMITS.searchMaxLimit);
      expect(results.filter((result) => result.title.startsWith('Engineering handbook')).length).toBeGreaterThan(
        LIMITS.searchMaxLimit / 2,
      );
      for (const result of results) {
        expect(result).not.toHaveProperty('content');
        expect(result.snippet.some((segment) => segment.match)).toBe(true);
      }
      // Cards, not articles: 50 results of 50,000 characters were 2.5 MB. A card is about 2 KB here: its
      // fields, the reader's own state (liked, draft or published), and a highlighted snippet.
      expect(bytes).toBeLessThan(LIMITS.searchMaxLimit * 2_200);
      expect(hostile.workMs).toBeLessThan(5 * normalSearches.workMs);
      expectHealthAsDuringNormalBatch(hostile, normalSearches);
    });

    it('a list page answers cards (an excerpt, not the text) and refuses pages over 100', async () => {
      const tooMany = await list(500);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: `limit: limit must be at most ${LIMITS.listMaxLimit}` });

      const hostile = await batch(LISTS_AT_ONCE, list);
      const bytes = hostile.answers[0]!.rawPayload.length;
      report('list', {
        normalBatchMs: normalLists.workMs,
        hostileBatchMs: hostile.workMs,
        normalHealthMs: normalLists.slowestHealthMs,
        hostileHealthMs: hostile.slowestHealthMs,
        idleHealthMs,
        kilobytes: bytes / 1024,
        normalKilobytes: normalLists.answers[0]!.rawPayload.length / 1024,
      });
      const page = hostile.answers[0]!.json() as KnowledgeSummary[];
      expect(page).toHaveLength(LIMITS.listMaxLimit);
      for (const card of page) {
        expect(card.title.startsWith('Engineering handbook')).toBe(true);
        expect(card).not.toHaveProperty('content');
        expect(card.excerpt.length).toBeLessThanOrEqual(221);
      }
      // 100 cards of about 1 KB; with every article's text the page was 5 MB.
      expect(bytes).toBeLessThan(LIMITS.listMaxLimit * 1_100);
      expect(hostile.workMs).toBeLessThan(5 * normalLists.workMs);
      expectHealthAsDuringNormalBatch(hostile, normalLists);
    });
  });
});
