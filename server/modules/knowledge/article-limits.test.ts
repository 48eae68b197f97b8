import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, LIMITS } from '../../../common/constants';
import { postgresError } from '../../http/errors';
import type { DatabaseHandle } from '../../infra/db/client';
import { institutionalKnowledge } from '../../infra/db/schema';
import { createTestDatabase, testEngine } from '../../test/test-database';

/**
 * How much one article may hold is enforced by the database as well as by the API, so no code path
 * (a language model's draft included) can store more.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`INSERT INTO companies (id, name, contact_name, contact_email, size, is_active)
    VALUES (${DEMO_WORKSPACE.companyId}, 'Limits Inc', 'Lee', 'lee@limits.test', '1-10', true)`);
});
afterAll(async () => {
  await database?.close();
});

const article = (
  overrides: Partial<typeof institutionalKnowledge.$inferInsert>,
): typeof institutionalKnowledge.$inferInsert => ({
  companyId: DEMO_WORKSPACE.companyId,
  title: 'Sized',
  content: 'Text',
  category: 'General',
  tags: [],
  ...overrides,
});

async function violatedConstraint(
  overrides: Partial<typeof institutionalKnowledge.$inferInsert>,
): Promise<string | undefined> {
  try {
    await database.db.insert(institutionalKnowledge).values(article(overrides));
    return undefined;
  } catch (error) {
    return postgresError(error)?.constraint;
  }
}

describe(`article size limits in the database (${testEngine})`, () => {
  it('accepts an article at every limit', async () => {
    const atLimits = {
      title: 't'.repeat(LIMITS.titleMax),
      content: '😀'.repeat(LIMITS.contentMax), // characters, not UTF-16 units or bytes
      aiPrompt: 'p'.repeat(LIMITS.promptMax),
      tags: Array.from({ length: LIMITS.tagsMax }, (_, index) => `tag ${index}`),
    };
    expect(await violatedConstraint(atLimits)).toBeUndefined();
  });

  it.each([
    ['content', { content: 'c'.repeat(LIMITS.contentMax + 1) }, 'institutional_knowledge_content_length_check'],
    ['title', { title: 't'.repeat(LIMITS.titleMax + 1) }, 'institutional_knowledge_title_length_check'],
    ['prompt', { aiPrompt: 'p'.repeat(LIMITS.promptMax + 1) }, 'institutional_knowledge_prompt_length_check'],
    [
      'tags',
      { tags: Array.from({ length: LIMITS.tagsMax + 1 }, (_, index) => `tag ${index}`) },
      'institutional_knowledge_tags_count_check',
    ],
  ])('refuses one character (or tag) more in the %s', async (_field, overrides, constraint) => {
    expect(await violatedConstraint(overrides)).toBe(constraint);
  });
});
