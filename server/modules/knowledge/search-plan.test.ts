import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, KNOWLEDGE_CATEGORIES } from '../../../common/constants';
import { rowsOf, type DatabaseHandle } from '../../infra/db/client';
import { institutionalKnowledge } from '../../infra/db/schema';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { seedDemoWorkspace } from '../demo/seed';
import { rankedSearchQuery, searchKnowledge } from './search';

/**
 * At 10,000 articles the search must use the GIN index on the weighted search vector, not scan
 * every row. The plan is read from EXPLAIN of the exact query the service runs.
 */

const ARTICLES = 10_000;
const WORDS =
  'deploy review pipeline budget onboarding feedback mentor rollout incident security design metric hiring roadmap customer latency cache schema release sprint'.split(
    ' ',
  );

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorkspace(database.db);
  const rows = Array.from({ length: ARTICLES }, (_, index) => {
    const pick = (offset: number) => WORDS[(index * 7 + offset * 13) % WORDS.length]!;
    return {
      companyId: DEMO_WORKSPACE.companyId,
      title: `${pick(1)} ${pick(2)} notes ${index}`,
      content: `How we ${pick(3)} the ${pick(4)} and ${pick(5)} work. ${index % 500 === 0 ? 'Includes the rare word zanzibar.' : ''}`,
      category: KNOWLEDGE_CATEGORIES[index % KNOWLEDGE_CATEGORIES.length]!,
      tags: [pick(6), pick(7)],
    };
  });
  for (let start = 0; start < rows.length; start += 1000)
    await database.db.insert(institutionalKnowledge).values(rows.slice(start, start + 1000));
  await database.db.execute(sql`ANALYZE institutional_knowledge`);
}, 180_000);

afterAll(async () => {
  await database?.close();
});

async function plan(term: string): Promise<string> {
  const query = rankedSearchQuery(database.db, DEMO_WORKSPACE.companyId, term, 20);
  const result = await database.db.execute(sql`EXPLAIN ${query}`);
  return rowsOf<{ 'QUERY PLAN': string }>(result)
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe(`knowledge search at ${ARTICLES.toLocaleString('en')} articles (${testEngine})`, () => {
  it('uses the GIN index for a rare term and for a phrase', async () => {
    for (const term of ['zanzibar', '"rare word"']) {
      const text = await plan(term);
      expect(text, text).toContain('institutional_knowledge_search_idx');
      expect(text, text).not.toMatch(/Seq Scan on institutional_knowledge/);
    }
  });

  it('finds the rare term by reading only the articles that hold it, not all of them', async () => {
    // What "quick" means here without a wall-clock limit: the executed plan touches the 20 matching rows,
    // where a scan would read every one of the 10,000. EXPLAIN ANALYZE reports the rows each step produced.
    const query = rankedSearchQuery(database.db, DEMO_WORKSPACE.companyId, 'zanzibar', 20);
    const analyzed = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`EXPLAIN ANALYZE ${query}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const rowsPerStep = [...analyzed.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/g)].map((match) =>
      Number(match[1]),
    );
    expect(rowsPerStep.length, analyzed).toBeGreaterThan(0);
    expect(Math.max(...rowsPerStep), analyzed).toBeLessThanOrEqual(20);
    // A scan would also show the rows it read and threw away.
    const discarded = [...analyzed.matchAll(/Rows Removed by (?:Filter|Index Recheck): (\d+)/g)].map((match) =>
      Number(match[1]),
    );
    expect(Math.max(0, ...discarded), analyzed).toBeLessThanOrEqual(20);

    const started = performance.now();
    const hits = await searchKnowledge(database.db, DEMO_WORKSPACE.userId, DEMO_WORKSPACE.companyId, 'zanzibar', {
      limit: 20,
    });
    expect(hits).toHaveLength(20);
    console.info(
      `search "zanzibar" over ${ARTICLES} articles: ${(performance.now() - started).toFixed(1)} ms on ${testEngine} (reported, not asserted)`,
    );
  });
});
