import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, KNOWLEDGE_CATEGORIES } from '../../../common/constants';
import type { KnowledgeSearchResult, KnowledgeStats } from '../../../common/schemas/knowledge';
import { institutionalKnowledge, knowledgeInteractions, learningSessions } from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorkspace, type Person } from '../../test/workspace-fixtures';

/** Search within one category, and the hub's stat cards: fixed for the demo, counted for every other workspace. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const demoBase = `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`;

describe('GET /api/companies/:companyId/knowledge/search with a category', () => {
  const search = (query: string) => t.app.inject({ url: `${demoBase}/search?${query}` });

  it('answers only results of that category, ranked as before', async () => {
    const everywhere = (await search('q=incident')).json() as KnowledgeSearchResult[];
    const categories = new Set(everywhere.map((hit) => hit.category));
    // The demo hub holds "incident" articles in more than one category, so the filter has something to remove.
    expect(categories.size).toBeGreaterThan(1);

    for (const category of categories) {
      const response = await search(`q=incident&category=${encodeURIComponent(category)}`);
      expect(response.statusCode).toBe(200);
      const hits = response.json() as KnowledgeSearchResult[];
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((hit) => hit.category === category)).toBe(true);
      // The same articles in the same order as the unfiltered ranking, with the others left out.
      expect(hits.map((hit) => hit.id)).toEqual(
        everywhere.filter((hit) => hit.category === category).map((hit) => hit.id),
      );
      expect(hits[0]!.titleHighlight.length).toBeGreaterThan(0);
    }
  });

  it('filters in the database: the limit applies within the category', async () => {
    const hits = (
      await search('q=incident%20or%20release%20or%20review&category=Processes&limit=1')
    ).json() as KnowledgeSearchResult[];
    expect(hits).toHaveLength(1);
    expect(hits[0]!.category).toBe('Processes');
  });

  it('answers an empty list for a category without matches', async () => {
    const categoriesWithPostmortems = new Set(
      ((await search('q=postmortem')).json() as KnowledgeSearchResult[]).map((hit) => hit.category),
    );
    const other = KNOWLEDGE_CATEGORIES.find((category) => !categoriesWithPostmortems.has(category))!;
    const response = await search(`q=postmortem&category=${encodeURIComponent(other)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 400 with a sentence for an unknown category', async () => {
    for (const category of ['Recipes', 'processes', '']) {
      const response = await search(`q=incident&category=${encodeURIComponent(category)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: `category: Choose one of: ${KNOWLEDGE_CATEGORIES.join(', ')}`,
      });
    }
  });
});

describe('GET /api/companies/:companyId/knowledge/stats', () => {
  const stats = (companyId: string, owner?: Person) =>
    t.app.inject({ url: `/api/companies/${companyId}/knowledge/stats`, cookies: owner?.cookies });

  it('answers the fixed demo figures for the demo workspace', async () => {
    const response = await stats(DEMO_WORKSPACE.companyId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ articles: 247, activeSessions: 18, aiGenerated: 63, engagement: 94 });
  });

  it("counts a workspace's own articles, sessions and recent views", async () => {
    const { workspace, owner } = await createWorkspace(t.app, undefined, 'Stats Ltd');
    expect((await stats(workspace.id, owner)).json()).toEqual({
      articles: 0,
      activeSessions: 0,
      aiGenerated: 0,
      engagement: 0,
    });

    const article = (title: string, overrides: Partial<typeof institutionalKnowledge.$inferInsert> = {}) => ({
      companyId: workspace.id,
      title,
      content: 'Body',
      category: 'General' as const,
      authorId: owner.user.id,
      ...overrides,
    });
    const rows = await t.app.db
      .insert(institutionalKnowledge)
      .values([
        article('Viewed yesterday'),
        article('Viewed long ago'),
        article('Never viewed', { aiGenerated: true, aiPrompt: 'A prompt of some length' }),
        article('Drafted and viewed', { aiGenerated: true, aiPrompt: 'Another prompt of some length' }),
        article('Removed', { isActive: false, aiGenerated: true }),
      ])
      .returning({ id: institutionalKnowledge.id });
    const [yesterday, longAgo, , drafted, removed] = rows.map((row) => row.id);
    const view = (knowledgeId: string, daysAgo: number) => ({
      userId: owner.user.id,
      knowledgeId,
      interactionType: 'view' as const,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
    await t.app.db.insert(knowledgeInteractions).values([
      view(yesterday!, 1),
      view(yesterday!, 2),
      view(longAgo!, 45),
      view(drafted!, 29),
      view(removed!, 1),
      // A like is not a view.
      { userId: owner.user.id, knowledgeId: longAgo!, interactionType: 'like' as const },
    ]);
    // Status follows the clock: a session starting tomorrow is upcoming, one that began 10 minutes ago (of 30) is in
    // progress, yesterday's is over, and a cancelled one is not active whenever it was planned.
    const session = (title: string, startsInMs: number, cancelledAt: Date | null = null) => ({
      companyId: workspace.id,
      mentorId: owner.user.id,
      title,
      skillTopic: 'SQL',
      sessionType: 'workshop' as const,
      scheduledFor: new Date(Date.now() + startsInMs),
      duration: 30,
      cancelledAt,
    });
    await t.app.db
      .insert(learningSessions)
      .values([
        session('Next week', DAY_MS),
        session('Now', -10 * 60 * 1000),
        session('Done', -DAY_MS),
        session('Called off', DAY_MS, new Date()),
      ]);

    const response = await stats(workspace.id, owner);
    expect(response.statusCode).toBe(200);
    // 4 active articles, 2 of them viewed within 30 days: 50%.
    expect(response.json() as KnowledgeStats).toEqual({
      articles: 4,
      activeSessions: 2,
      aiGenerated: 2,
      engagement: 50,
    });
  });

  it('answers 404 "Workspace not found" to anyone outside the workspace', async () => {
    const { workspace } = await createWorkspace(t.app, undefined, 'Private Ltd');
    const response = await stats(workspace.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'workspace_not_found', message: 'Workspace not found' });
  });
});
