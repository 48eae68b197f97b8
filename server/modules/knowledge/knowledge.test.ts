import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type {
  Interaction,
  Knowledge,
  KnowledgeSearchResult,
  KnowledgeSummary,
} from '../../../common/schemas/knowledge';
import { institutionalKnowledge } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const COMPANY = DEMO_WORKSPACE.companyId;
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';
const base = `/api/companies/${COMPANY}/knowledge`;
/** Lists and search answer cards: an excerpt instead of the text (and no prompt). */
const SUMMARY_FIELDS = [
  'aiGenerated',
  'authorId',
  'category',
  'companyId',
  'createdAt',
  'excerpt',
  'helpfulCount',
  'id',
  'isActive',
  'likedByMe',
  'status',
  'tags',
  'title',
  'updatedAt',
  'viewCount',
].sort();
/** One article: the card's fields with the text, the prompt, its edits, and whether the caller may change it. */
const KNOWLEDGE_FIELDS = [
  ...SUMMARY_FIELDS.filter((field) => field !== 'excerpt'),
  'content',
  'aiPrompt',
  'canEdit',
  'version',
  'editedBy',
].sort();

/** The create body as the screens send it. */
const articleBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Deploying on Fridays',
  content: 'We deploy on Fridays only with a rollback plan and an owner on call.',
  category: 'Guidelines',
  tags: ['deploys', 'release'],
  isActive: true,
  aiGenerated: false,
  authorId: DEMO_WORKSPACE.userId,
  ...overrides,
});

const create = (payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: base, payload, cookies });
const search = (q: string) => t.app.inject({ url: `${base}/search?q=${encodeURIComponent(q)}` });

describe(`knowledge API (${testEngine})`, () => {
  describe('GET /api/companies/:companyId/knowledge', () => {
    it("lists the company's active articles, newest first, as cards with an excerpt and view and Helpful counts", async () => {
      const response = await t.app.inject({ url: base });
      expect(response.statusCode).toBe(200);
      const list = response.json() as KnowledgeSummary[];
      expect(list.length).toBeGreaterThanOrEqual(15);
      for (const article of list) expect(Object.keys(article).sort()).toEqual(SUMMARY_FIELDS);
      for (const article of list) expect(article.excerpt.length).toBeGreaterThan(20);
      const times = list.map((article) => Date.parse(article.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.some((article) => article.viewCount > 0 && article.helpfulCount > 0)).toBe(true);
      expect(new Set(list.map((article) => article.category)).size).toBe(6);
    });

    it('filters by category and pages with limit and offset', async () => {
      const training = (await t.app.inject({ url: `${base}?category=Training` })).json() as KnowledgeSummary[];
      expect(training.length).toBeGreaterThan(0);
      expect(training.every((article) => article.category === 'Training')).toBe(true);
      const firstTwo = (await t.app.inject({ url: `${base}?limit=2` })).json() as KnowledgeSummary[];
      const nextTwo = (await t.app.inject({ url: `${base}?limit=2&offset=2` })).json() as KnowledgeSummary[];
      expect(firstTwo).toHaveLength(2);
      expect(nextTwo[0]!.id).not.toBe(firstTwo[0]!.id);
    });

    it('answers 400 for an unknown category and 404 for an unknown company', async () => {
      const category = await t.app.inject({ url: `${base}?category=Gossip` });
      expect(category.statusCode).toBe(400);
      expect(category.json().message).toBe(
        'category: Choose one of: Best Practices, Processes, Guidelines, Training, Tools, General',
      );
      const company = await t.app.inject({ url: `/api/companies/${UNKNOWN_ID}/knowledge` });
      expect(company.statusCode).toBe(404);
      expect(company.json()).toEqual({ message: 'Workspace not found', code: 'workspace_not_found' });
    });
  });

  describe('POST /api/companies/:companyId/knowledge', () => {
    it('creates an active, hand-written article authored by the current user', async () => {
      const response = await create(articleBody({ tags: [' deploys ', 'Deploys', 'release', ''] }));
      expect(response.statusCode).toBe(201);
      const article = response.json() as Knowledge;
      expect(Object.keys(article).sort()).toEqual(KNOWLEDGE_FIELDS);
      expect(article).toMatchObject({
        title: 'Deploying on Fridays',
        companyId: COMPANY,
        authorId: DEMO_WORKSPACE.userId,
        aiGenerated: false,
        aiPrompt: null,
        isActive: true,
        tags: ['deploys', 'release'],
        viewCount: 0,
        helpfulCount: 0,
      });
    });

    it('authors as the signed-in user when authorId is left out', async () => {
      const { user, cookies } = await signUp(t.app);
      const response = await create(articleBody({ authorId: undefined }), cookies);
      expect(response.statusCode).toBe(201);
      expect(response.json().authorId).toBe(user.id);
    });

    it.each([
      ['a missing title', { title: undefined }, 'title: Title is required'],
      ['missing content', { content: ' ' }, 'content: Content is required'],
      ['a missing category', { category: undefined }, 'category: Category is required'],
      [
        'an unknown category',
        { category: 'Rumours' },
        'category: Choose one of: Best Practices, Processes, Guidelines, Training, Tools, General',
      ],
      [
        'aiGenerated true',
        { aiGenerated: true },
        'aiGenerated: Knowledge written by hand cannot be marked AI generated',
      ],
      ['isActive false', { isActive: false }, 'isActive: New knowledge is always active'],
      ['tags that are not a list', { tags: 'a,b' }, 'tags: Must be a list of tags'],
      ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title: Must be at most 200 characters'],
    ])('answers 400 for %s and stores nothing', async (_name, overrides, message) => {
      const before = await t.database.db.select({ id: institutionalKnowledge.id }).from(institutionalKnowledge);
      const response = await create(articleBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await t.database.db.select({ id: institutionalKnowledge.id }).from(institutionalKnowledge)).toHaveLength(
        before.length,
      );
    });

    it('refuses to author as someone else (403) and answers 404 for an unknown company', async () => {
      const { user } = await signUp(t.app);
      const forged = await create(articleBody({ authorId: user.id }));
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({
        message: 'You can only create knowledge as yourself',
        code: 'acting_as_another_user',
      });
      const company = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${UNKNOWN_ID}/knowledge`,
        payload: articleBody(),
      });
      expect(company.statusCode).toBe(404);
    });

    it('ignores server-owned fields sent by the client', async () => {
      const response = await create(
        articleBody({ id: UNKNOWN_ID, createdAt: '2001-01-01T00:00:00Z', aiPrompt: 'sneaky', companyId: UNKNOWN_ID }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ aiPrompt: null, companyId: COMPANY });
      expect(response.json().id).not.toBe(UNKNOWN_ID);
    });
  });

  describe('GET /api/companies/:companyId/knowledge/search', () => {
    it('ranks a title match above a match in the content only', async () => {
      await create(articleBody({ title: 'Quasar capacity planning', content: 'How we size clusters.', tags: [] }));
      await create(
        articleBody({ title: 'Weekly notes', content: 'We talked about quasar budgets and other things.', tags: [] }),
      );
      const response = await search('quasar');
      expect(response.statusCode).toBe(200);
      const titles = (response.json() as KnowledgeSearchResult[]).map((hit) => hit.title);
      expect(titles).toEqual(['Quasar capacity planning', 'Weekly notes']);
    });

    it('ranks a tag match above a content match', async () => {
      await create(articleBody({ title: 'Alpha', content: 'Mentions zeppelin once in passing.', tags: [] }));
      await create(articleBody({ title: 'Beta', content: 'Nothing here.', tags: ['zeppelin'] }));
      const titles = ((await search('zeppelin')).json() as KnowledgeSearchResult[]).map((hit) => hit.title);
      expect(titles).toEqual(['Beta', 'Alpha']);
    });

    it('finds stemmed forms, phrases and honours -exclusion', async () => {
      const stemmed = (await search('postmortems')).json() as KnowledgeSearchResult[];
      expect(stemmed.length).toBeGreaterThan(0);
      expect(stemmed.some((hit) => /postmortem/i.test(hit.title + hit.excerpt))).toBe(true);

      await create(articleBody({ title: 'Gravel roads', content: 'Riding gravel roads in spring.', tags: [] }));
      await create(
        articleBody({ title: 'Roads of gravel', content: 'Spring gravel is soft; roads are muddy.', tags: [] }),
      );
      const phrase = ((await search('"gravel roads"')).json() as KnowledgeSearchResult[]).map((hit) => hit.title);
      expect(phrase).toContain('Gravel roads');
      expect(phrase).not.toContain('Roads of gravel');
      const excluded = ((await search('gravel -muddy')).json() as KnowledgeSearchResult[]).map((hit) => hit.title);
      expect(excluded).toEqual(['Gravel roads']);
    });

    it('answers highlight segments that mark the matched words', async () => {
      const [hit] = (await search('quasar')).json() as KnowledgeSearchResult[];
      expect(hit!.titleHighlight).toContainEqual({ text: 'Quasar', match: true });
      expect(hit!.titleHighlight.map((segment) => segment.text).join('')).toBe('Quasar capacity planning');
      expect(hit!.rank).toBeGreaterThan(0);
    });

    it.each([
      "'; DROP TABLE users; --",
      '"unclosed',
      'a & b | !c',
      '((()))',
      '\u0000nul',
      'émigré 日本語 🚀',
      '-',
      'or',
      '*:*',
    ])('is safe on odd input: %j', async (q) => {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    });

    it('answers 400 for an empty or blank query, and 404 for an unknown company', async () => {
      for (const url of [`${base}/search`, `${base}/search?q=`, `${base}/search?q=%20%20`]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('q: Enter a search term');
      }
      expect((await t.app.inject({ url: `/api/companies/${UNKNOWN_ID}/knowledge/search?q=x` })).statusCode).toBe(404);
    });
  });

  describe('POST /api/companies/:companyId/knowledge/generate', () => {
    const generate = (payload: object) => t.app.inject({ method: 'POST', url: `${base}/generate`, payload });

    it('drafts and stores an AI-generated article that cites related company articles, as a draft for review', async () => {
      const prompt = 'How to run a blameless postmortem';
      const response = await generate({ prompt, category: 'Processes' });
      expect(response.statusCode).toBe(201);
      const article = response.json() as Knowledge;
      expect(article).toMatchObject({
        aiGenerated: true,
        aiPrompt: prompt,
        isActive: false,
        status: 'draft',
        canEdit: true,
        category: 'Processes',
        authorId: DEMO_WORKSPACE.userId,
      });
      expect(article.title).toBe('How to Run a Blameless Postmortem');
      expect(article.content).toMatch(/^# How to Run a Blameless Postmortem/);
      expect(article.content).toContain('## Steps');
      expect(article.content).toContain('## Related articles');
      expect(article.content).toMatch(/\[[^\]]+\]\(\/knowledge\?article=[0-9a-f-]{36}\)/);
      // The demo hub's incident articles are the sources it should draw on.
      expect(article.content).toMatch(/\[(Incident Response Runbook|Writing a Blameless Postmortem)\]/);
      expect(article.content).toContain('**Incident Management**');
      const [row] = await t.database.db
        .select()
        .from(institutionalKnowledge)
        .where(eq(institutionalKnowledge.id, article.id));
      expect(row!.aiGenerated).toBe(true);
    });

    it.each([
      ['a short prompt', { prompt: 'too short', category: 'General' }, 'prompt: Prompt must be at least 10 characters'],
      ['a missing prompt', { category: 'General' }, 'prompt: Prompt must be at least 10 characters'],
      ['a missing category', { prompt: 'A perfectly long prompt' }, 'category: Category is required'],
    ])('answers 400 for %s', async (_name, payload, message) => {
      const response = await generate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('GET /api/knowledge/:id and POST /api/knowledge/:id/interactions', () => {
    it('answers one article, and 404 for an unknown one', async () => {
      const [first] = (await t.app.inject({ url: base })).json() as KnowledgeSummary[];
      const response = await t.app.inject({ url: `/api/knowledge/${first!.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(first!.id);
      expect((await t.app.inject({ url: `/api/knowledge/${UNKNOWN_ID}` })).statusCode).toBe(404);
    });

    it('records views every time and a Helpful like once per person', async () => {
      const article = (await create(articleBody())).json() as Knowledge;
      const url = `/api/knowledge/${article.id}/interactions`;
      const body = { userId: DEMO_WORKSPACE.userId, action: 'view', metadata: {} };
      const view = await t.app.inject({ method: 'POST', url, payload: body });
      expect(view.statusCode).toBe(201);
      expect(Object.keys(view.json() as Interaction).sort()).toEqual([
        'createdAt',
        'feedback',
        'id',
        'interactionType',
        'knowledgeId',
        'metadata',
        'rating',
        'userId',
      ]);
      await t.app.inject({ method: 'POST', url, payload: body });
      const like = await t.app.inject({ method: 'POST', url, payload: { ...body, action: 'like' } });
      expect(like.statusCode).toBe(201);
      const likeAgain = await t.app.inject({ method: 'POST', url, payload: { ...body, action: 'like' } });
      expect(likeAgain.statusCode).toBe(200);
      expect(likeAgain.json().id).toBe(like.json().id);

      const counted = (await t.app.inject({ url: `/api/knowledge/${article.id}` })).json() as Knowledge;
      expect(counted).toMatchObject({ viewCount: 2, helpfulCount: 1 });
    });

    it('never fails a like while the same person takes it back from another tab', async () => {
      const article = (await create(articleBody())).json() as Knowledge;
      const url = `/api/knowledge/${article.id}/interactions`;
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          index % 2
            ? t.app.inject({ method: 'DELETE', url: `/api/knowledge/${article.id}/like` })
            : t.app.inject({ method: 'POST', url, payload: { action: 'like' } }),
        ),
      ).then((answers) => answers.map((answer) => answer.statusCode));
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      const counted = (await t.app.inject({ url: `/api/knowledge/${article.id}` })).json() as Knowledge;
      expect(counted.helpfulCount).toBe(counted.likedByMe ? 1 : 0);
    });

    it('refuses recording for someone else (403), bad actions (400) and unknown articles (404)', async () => {
      const article = (await create(articleBody())).json() as Knowledge;
      const { user } = await signUp(t.app);
      const url = `/api/knowledge/${article.id}/interactions`;
      const forged = await t.app.inject({
        method: 'POST',
        url,
        payload: { userId: user.id, action: 'like', metadata: {} },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({
        message: 'You can only record your own interactions',
        code: 'acting_as_another_user',
      });
      const bad = await t.app.inject({ method: 'POST', url, payload: { action: 'share' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('action: Choose one of: view, like');
      const missing = await t.app.inject({
        method: 'POST',
        url: `/api/knowledge/${UNKNOWN_ID}/interactions`,
        payload: { action: 'view' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Knowledge article not found', code: 'knowledge_article_not_found' });
    });
  });
});
