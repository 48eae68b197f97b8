import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { MARKDOWN_LIMITS, markdownStructureProblem } from '../../../common/markdown-structure';
import type { Knowledge } from '../../../common/schemas/knowledge';
import { institutionalKnowledge, knowledgeVersions } from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { createWorkspace, type Person } from '../../test/workspace-fixtures';

/**
 * Article text the page could not render as written is refused when it is written: Markdown nested deeper than
 * the page renders (nested lists once kept a reader's tab busy for minutes, nested quotes overflowed its stack) or
 * drawing more parts than one article may. The answer is a 400 with a sentence naming what to change, and nothing
 * is stored.
 */

let t: TestApp;
let companyId: string;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createWorkspace(t.app, undefined, 'Structure Inc');
  companyId = created.workspace.id;
  owner = created.owner;
});
afterAll(async () => {
  await t.close();
});

const DEPTH = MARKDOWN_LIMITS.maxDepth;

/** Each refused text, and the words its sentence must hold. */
const REFUSED: [name: string, content: string, sentence: RegExp][] = [
  [
    'list items nested 24,999 deep',
    `${'- '.repeat(24_999)}a`,
    /^content: Lists and quotes nest 24,999 levels deep at line 1; they may nest at most 16 levels\. Flatten/,
  ],
  ['3,000 nested block quotes', '> '.repeat(3_000), /nest 3,000 levels deep at line 1/],
  [
    'one level too deep, by indentation, on line 3',
    `Intro\n\n${Array.from({ length: DEPTH + 1 }, (_, level) => `${'  '.repeat(level)}- step`).join('\n')}`,
    new RegExp(`nest ${DEPTH + 1} levels deep at line ${DEPTH + 3};`),
  ],
  ['12,500 list items', '- a\n'.repeat(12_500), /^content: The text has about 75,000 parts to draw .*at most 20,000\./],
  ['12,500 underlined headings', 'a\n=\n'.repeat(12_500), /parts to draw/],
  [
    'a 999-column table with short rows',
    `${'|a'.repeat(999)}\n${'|-'.repeat(999)}\n${'a\n'.repeat(20_000)}`,
    /parts to draw/,
  ],
];

const articlesTitled = (title: string) =>
  t.database.db.select().from(institutionalKnowledge).where(eq(institutionalKnowledge.title, title));

describe(`article Markdown the page cannot render as written (${testEngine})`, () => {
  it.each(REFUSED)('refuses to create an article of %s (400, nothing stored)', async (name, content, sentence) => {
    const title = `Refused: ${name}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/knowledge`,
      payload: { title, content, category: 'General' },
      cookies: owner.cookies,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(sentence) });
    expect(response.json().issues).toEqual([{ path: 'content', message: expect.stringMatching(/^(Lists|The text)/) }]);
    expect(await articlesTitled(title)).toEqual([]);
  });

  it('refuses an edit that nests too deep, keeping the article and its history as they were', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/knowledge`,
      payload: { title: 'Edited into a staircase', content: '- one\n  - two', category: 'General' },
      cookies: owner.cookies,
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json() as Knowledge;

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/knowledge/${article.id}`,
      payload: { content: `${'> '.repeat(DEPTH + 1)}deep`, expectedVersion: 1 },
      cookies: owner.cookies,
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().message).toMatch(/^content: Lists and quotes nest 17 levels deep at line 1;/);
    const [stored] = await articlesTitled('Edited into a staircase');
    expect(stored).toMatchObject({ content: '- one\n  - two', version: 1 });
    expect(
      await t.database.db.select().from(knowledgeVersions).where(eq(knowledgeVersions.knowledgeId, article.id)),
    ).toEqual([]);
  });

  it('accepts every article of the demo hub as it is', async () => {
    const demo = await t.database.db
      .select()
      .from(institutionalKnowledge)
      .where(eq(institutionalKnowledge.companyId, DEMO_WORKSPACE.companyId));
    expect(demo.length).toBeGreaterThan(10);
    for (const article of demo) expect(markdownStructureProblem(article.content), article.title).toBeUndefined();
  });

  it('accepts nesting at the limit, and a long article of ordinary structure', async () => {
    const atTheLimit = Array.from({ length: DEPTH }, (_, level) => `${'  '.repeat(level)}- step`).join('\n');
    const longList = Array.from({ length: 1_200 }, (_, index) => `- Step ${index + 1}: check the owner`).join('\n');
    for (const [title, content] of [
      ['Nested to the limit', `${atTheLimit}\n\n> > > quoted three deep`],
      ['A long checklist', longList],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/knowledge`,
        payload: { title, content, category: 'General' },
        cookies: owner.cookies,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
