import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/client';
import {
  companies,
  institutionalKnowledge,
  knowledgeCounts,
  knowledgeInteractions,
  users,
} from '../../infra/db/schema';
import { createTestDatabase, testEngine } from '../../test/test-database';

/**
 * An article's view and "Helpful" counts are kept by the database itself, in the transaction that records or
 * removes an interaction, so every way of writing interactions (the API, the seed, a test) keeps them right.
 */

let database: DatabaseHandle;
let articleId: string;
let readers: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [company] = await db
    .insert(companies)
    .values({ name: 'Counts Inc', contactName: 'Cora', contactEmail: 'cora@counts.test', size: '1-10' })
    .returning();
  readers = (
    await db
      .insert(users)
      .values(['a', 'b', 'c'].map((name) => ({ email: `${name}@counts.test`, fullName: `Reader ${name}` })))
      .returning()
  ).map((user) => user.id);
  const [article] = await db
    .insert(institutionalKnowledge)
    .values({ companyId: company!.id, title: 'Counted', content: 'Text', category: 'General' })
    .returning();
  articleId = article!.id;
});
afterAll(async () => {
  await database?.close();
});

const countsOf = async (id: string) =>
  (await database.db.select().from(knowledgeCounts).where(eq(knowledgeCounts.knowledgeId, id)))[0];

describe(`stored knowledge counts (${testEngine})`, () => {
  it('rise with each view and like and fall when a like is taken back', async () => {
    const { db } = database;
    await db.insert(knowledgeInteractions).values([
      { userId: readers[0]!, knowledgeId: articleId, interactionType: 'view' },
      { userId: readers[0]!, knowledgeId: articleId, interactionType: 'view' },
      { userId: readers[1]!, knowledgeId: articleId, interactionType: 'view' },
      { userId: readers[0]!, knowledgeId: articleId, interactionType: 'like' },
      { userId: readers[2]!, knowledgeId: articleId, interactionType: 'like' },
    ]);
    expect(await countsOf(articleId)).toMatchObject({ viewCount: 3, helpfulCount: 2 });

    await db.execute(
      sql`DELETE FROM knowledge_interactions WHERE user_id = ${readers[2]!} AND interaction_type = 'like'`,
    );
    expect(await countsOf(articleId)).toMatchObject({ viewCount: 3, helpfulCount: 1 });
  });

  it('stay right under concurrent views', async () => {
    const before = (await countsOf(articleId))!.viewCount;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db
          .insert(knowledgeInteractions)
          .values({ userId: readers[index % 3]!, knowledgeId: articleId, interactionType: 'view' }),
      ),
    );
    expect((await countsOf(articleId))!.viewCount).toBe(before + 20);
  });

  it('go with the article when it is deleted, interactions and all', async () => {
    await database.db.delete(institutionalKnowledge).where(eq(institutionalKnowledge.id, articleId));
    expect(await countsOf(articleId)).toBeUndefined();
  });
});
