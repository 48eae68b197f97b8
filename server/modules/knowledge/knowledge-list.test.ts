import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knowledge, KnowledgeSummary } from '../../../common/schemas/knowledge';
import { institutionalKnowledge, knowledgeCounts } from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/**
 * The hub's list: pages with a Link to the next one, counts read from the stored counters, and answers served
 * from the in-memory cache until a write publishes a change for the workspace.
 */

let t: TestApp;
let owner: Person;
let reader: Person;
let companyId: string;
let listUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await createWorkspace(t.app);
  owner = made.owner;
  companyId = made.workspace.id;
  reader = await addPerson(t.app, companyId, 'member', 'Rae Reader');
  listUrl = `/api/companies/${companyId}/knowledge`;
  for (const title of ['First steps', 'Deploy checklist', 'Code review guide'])
    await write(owner, `${listUrl}`, 'POST', { title, content: `All about ${title}.`, category: 'Processes' });
});
afterAll(async () => {
  await t?.close();
});

async function write(person: Person, url: string, method: 'POST' | 'PATCH' | 'DELETE', payload?: object) {
  const response = await t.app.inject({ method, url, payload, cookies: person.cookies });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

const list = async (person: Person, query = '') => {
  const response = await t.app.inject({ url: `${listUrl}${query}`, cookies: person.cookies });
  expect(response.statusCode).toBe(200);
  return response.json() as KnowledgeSummary[];
};
const cardTitled = async (person: Person, title: string) => (await list(person)).find((card) => card.title === title);
const idOf = async (title: string) => (await cardTitled(owner, title))!.id;

/**
 * Changes the stored data behind the app's back, where no write publishes a change. A list that still answers
 * the old data afterwards was served from the cache: this proves the cache is warm before each write is tested.
 */
async function renameBehindTheCache(id: string, title: string) {
  await t.app.db.update(institutionalKnowledge).set({ title }).where(eq(institutionalKnowledge.id, id));
}

describe('GET /api/companies/:companyId/knowledge, paged', () => {
  it('answers a JSON array and names the next page in a Link header while more articles follow', async () => {
    const first = await t.app.inject({ url: `${listUrl}?limit=2`, cookies: owner.cookies });
    expect(first.json()).toHaveLength(2);
    expect(first.headers.link).toBe(`<${listUrl}?limit=2&offset=2>; rel="next"`);

    const second = await t.app.inject({ url: `${listUrl}?limit=2&offset=2`, cookies: owner.cookies });
    expect((second.json() as KnowledgeSummary[]).map((card) => card.title)).toEqual(['First steps']);
    expect(second.headers.link).toBeUndefined();

    const filtered = await t.app.inject({ url: `${listUrl}?category=Processes&limit=1`, cookies: owner.cookies });
    expect(filtered.headers.link).toBe(`<${listUrl}?category=Processes&limit=1&offset=1>; rel="next"`);
    const exact = await t.app.inject({ url: `${listUrl}?limit=3`, cookies: owner.cookies });
    expect(exact.headers.link).toBeUndefined();
  });

  it('carries no article text: an excerpt, the counts and the reader’s like', async () => {
    const [card] = await list(owner, '?limit=1');
    expect(Object.keys(card!).sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('reads view and "Helpful" counts from the stored counters', async () => {
    const id = await idOf('First steps');
    // Stored counters the interactions table does not back: an answer that counted interactions would say 0.
    await t.app.db
      .insert(knowledgeCounts)
      .values({ knowledgeId: id, viewCount: 1234, helpfulCount: 56 })
      .onConflictDoUpdate({ target: knowledgeCounts.knowledgeId, set: { viewCount: 1234, helpfulCount: 56 } });
    await write(owner, `/api/knowledge/${id}/interactions`, 'POST', { action: 'view' });
    expect(await cardTitled(reader, 'First steps')).toMatchObject({ viewCount: 1235, helpfulCount: 56 });
    const article = (await t.app.inject({ url: `/api/knowledge/${id}`, cookies: reader.cookies })).json() as Knowledge;
    expect(article).toMatchObject({ viewCount: 1235, helpfulCount: 56 });
    const hits = (
      await t.app.inject({ url: `${listUrl}/search?q=first`, cookies: reader.cookies })
    ).json() as KnowledgeSummary[];
    expect(hits.find((hit) => hit.id === id)).toMatchObject({ viewCount: 1235, helpfulCount: 56 });
    await t.app.db.execute(sql`DELETE FROM knowledge_counts WHERE knowledge_id = ${id}`);
  });
});

describe('the list cache', () => {
  /** Warms the reader's cached page, proves it is served from the cache, and returns the article's id. */
  async function warmed(title: string) {
    const id = await idOf(title);
    await list(reader);
    await renameBehindTheCache(id, `${title} (unpublished rename)`);
    expect(await cardTitled(reader, title)).toBeDefined();
    await renameBehindTheCache(id, title);
    return id;
  }

  it('shows a new article right after it is created', async () => {
    await warmed('First steps');
    await write(owner, listUrl, 'POST', { title: 'Brand new', content: 'Fresh.', category: 'General' });
    expect(await cardTitled(reader, 'Brand new')).toBeDefined();
  });

  it('shows an edit right after it is saved', async () => {
    const id = await warmed('Deploy checklist');
    const { version } = (
      await t.app.inject({ url: `/api/knowledge/${id}`, cookies: owner.cookies })
    ).json() as Knowledge;
    await write(owner, `/api/knowledge/${id}`, 'PATCH', { title: 'Deploy checklist v2', expectedVersion: version });
    expect(await cardTitled(reader, 'Deploy checklist v2')).toBeDefined();
    expect(await cardTitled(reader, 'Deploy checklist')).toBeUndefined();
  });

  it('shows views and likes right after they are recorded, and a like taken back', async () => {
    const id = await warmed('Code review guide');
    const before = (await cardTitled(reader, 'Code review guide'))!;
    await write(owner, `/api/knowledge/${id}/interactions`, 'POST', { action: 'view' });
    expect((await cardTitled(reader, 'Code review guide'))!.viewCount).toBe(before.viewCount + 1);
    await write(owner, `/api/knowledge/${id}/interactions`, 'POST', { action: 'like' });
    expect((await cardTitled(reader, 'Code review guide'))!.helpfulCount).toBe(before.helpfulCount + 1);
    await warmed('Code review guide');
    await write(owner, `/api/knowledge/${id}/like`, 'DELETE');
    expect((await cardTitled(reader, 'Code review guide'))!.helpfulCount).toBe(before.helpfulCount);
  });

  it('keeps each reader’s own like: one reader’s cached page never answers another', async () => {
    const id = await warmed('First steps');
    await list(owner);
    await write(reader, `/api/knowledge/${id}/interactions`, 'POST', { action: 'like' });
    expect((await cardTitled(reader, 'First steps'))!.likedByMe).toBe(true);
    expect((await cardTitled(owner, 'First steps'))!.likedByMe).toBe(false);
    expect((await cardTitled(owner, 'First steps'))!.likedByMe).toBe(false);
  });

  it('shows a published draft, and drops a deleted article, right after', async () => {
    await warmed('First steps');
    const draft = (
      await write(owner, `${listUrl}/generate`, 'POST', {
        prompt: 'running blameless postmortems',
        category: 'General',
      })
    ).json() as Knowledge;
    expect((await list(reader)).some((card) => card.id === draft.id)).toBe(false);
    await write(owner, `/api/knowledge/${draft.id}/publish`, 'POST');
    expect((await list(reader)).some((card) => card.id === draft.id)).toBe(true);

    await write(owner, `/api/knowledge/${draft.id}`, 'DELETE');
    expect((await list(reader)).some((card) => card.id === draft.id)).toBe(false);
  });

  it('still checks who may see the workspace on every read', async () => {
    await list(reader);
    const stranger = await createWorkspace(t.app, undefined, 'Elsewhere Ltd');
    const response = await t.app.inject({ url: listUrl, cookies: stranger.owner.cookies });
    expect(response.statusCode).toBe(404);
  });
});
