import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TERMS, seedArticles } from '../../../bench/lib/articles';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { rowsOf, type DatabaseHandle } from '../../infra/db/client';
import { companies, institutionalKnowledge } from '../../infra/db/schema';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { seedDemoWorkspace } from '../demo/seed';
import { searchKnowledge, TITLE_CANDIDATES } from './search';

/**
 * Search ranks a bounded set of candidates (docs/decisions/011-bounded-search-ranking.md). On the benchmark's
 * generated corpus, the top results for each of its 40 terms must stay sensible: every hit holds the term, hits
 * with it in their title or tags come before hits with it only in the text, and nothing comes from another
 * workspace, even where that workspace's titles hold every term.
 */

const ARTICLES = 2_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorkspace(database.db);
  await seedArticles(database.db, 0, ARTICLES);
  const [other] = await database.db
    .insert(companies)
    .values({ name: 'Other Co', contactName: 'O', contactEmail: 'o@other.test', size: '1-10', isActive: true })
    .returning();
  await database.db.insert(institutionalKnowledge).values(
    SEARCH_TERMS.map((term) => ({
      companyId: other!.id,
      title: `${term} ${term} handbook`,
      content: `Everything about ${term}.`,
      category: 'General' as const,
      tags: [term],
    })),
  );
}, 600_000);

afterAll(async () => {
  await database?.close();
});

const holds = (text: string, term: string) => text.toLowerCase().includes(term.slice(0, 6));

describe(`bounded search ranking on the benchmark's corpus (${testEngine})`, () => {
  it('answers sensible top results for each of the 40 benchmark terms', async () => {
    for (const term of SEARCH_TERMS) {
      const hits = await searchKnowledge(database.db, DEMO_WORKSPACE.userId, DEMO_WORKSPACE.companyId, term, {
        limit: 20,
      });
      // Bounded ranking still fills the page whenever the workspace has that many matches.
      const [{ matches }] = rowsOf<{ matches: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS matches FROM institutional_knowledge
              WHERE company_id = ${DEMO_WORKSPACE.companyId} AND search_vector @@ websearch_to_tsquery('english', ${term})`,
        ),
      ) as [{ matches: number }];
      expect(hits.length, term).toBe(Math.min(20, Number(matches)));
      expect(
        hits.every((hit) => hit.companyId === DEMO_WORKSPACE.companyId),
        term,
      ).toBe(true);

      const stored = await database.db
        .select({
          id: institutionalKnowledge.id,
          title: institutionalKnowledge.title,
          tags: institutionalKnowledge.tags,
          content: institutionalKnowledge.content,
        })
        .from(institutionalKnowledge)
        .where(
          inArray(
            institutionalKnowledge.id,
            hits.map((hit) => hit.id),
          ),
        );
      const byId = new Map(stored.map((row) => [row.id, row]));
      const inTitle = hits.map((hit) => {
        const row = byId.get(hit.id)!;
        expect(holds(`${row.title} ${row.tags.join(' ')} ${row.content}`, term), `${term}: ${row.title}`).toBe(true);
        return holds(`${row.title} ${row.tags.join(' ')}`, term);
      });
      // Title and tag matches first: once a hit has the term only in its text, no title match follows.
      const firstTextOnly = inTitle.indexOf(false);
      if (firstTextOnly >= 0) expect(inTitle.slice(firstTextOnly).includes(true), term).toBe(false);
    }
  });

  it('puts an article with the term in its title above articles that only mention it', async () => {
    const [article] = await database.db
      .insert(institutionalKnowledge)
      .values({
        companyId: DEMO_WORKSPACE.companyId,
        title: 'Quokka care',
        content: 'A short note.',
        category: 'General',
        createdAt: new Date(Date.UTC(2000, 0, 1)),
      })
      .returning();
    const hits = await searchKnowledge(database.db, DEMO_WORKSPACE.userId, DEMO_WORKSPACE.companyId, 'quokka', {
      limit: 20,
    });
    const titled = hits.filter((hit) => hit.title.toLowerCase().includes('quokka'));
    expect(hits.slice(0, titled.length)).toEqual(titled);
    expect(hits.map((hit) => hit.id)).toContain(article!.id);
  });

  it('answers a page of title matches for a word in more titles than are ranked', async () => {
    // "team" is in about 30% of the texts and 9% of the titles: more title matches than are ranked.
    const hits = await searchKnowledge(database.db, DEMO_WORKSPACE.userId, DEMO_WORKSPACE.companyId, 'team', {
      limit: 20,
    });
    expect(hits).toHaveLength(20);
    expect(hits.every((hit) => holds(`${hit.title} ${hit.tags.join(' ')}`, 'team'))).toBe(true);
    expect(TITLE_CANDIDATES).toBeGreaterThanOrEqual(20);
  });
});
