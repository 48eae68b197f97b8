import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, KNOWLEDGE_CATEGORIES } from '../../common/constants';
import { rowsOf, type DatabaseHandle } from '../db/client';
import { institutionalKnowledge } from '../db/schema';
import { seedDemoWorkspace } from '../db/seed';
import { createTestDatabase, testEngine } from '../test/test-database';
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

  it('finds the rare term in less time than one scan of every article (measured in the same run)', async () => {
    const median = async (run: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let round = 0; round < 7; round += 1) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    // The baseline: what any search would cost without the index, reading every article's text once.
    const scan = await median(() =>
      database.db.execute(sql`SELECT count(*) FROM institutional_knowledge WHERE content ILIKE '%zanzibar%'`),
    );
    let hits: unknown[] = [];
    const search = await median(
      async () => (hits = await searchKnowledge(database.db, DEMO_WORKSPACE.companyId, 'zanzibar', 20)),
    );
    expect(hits).toHaveLength(20);
    console.info(
      `search "zanzibar" over ${ARTICLES} articles: ${search.toFixed(1)} ms, one full scan ${scan.toFixed(1)} ms (${(scan / search).toFixed(1)}x) on ${testEngine}`,
    );
    expect(search).toBeLessThan(scan);
  });
});
