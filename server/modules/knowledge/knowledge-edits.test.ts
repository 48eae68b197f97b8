import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { Knowledge, KnowledgeSummary, KnowledgeVersion } from '../../../common/schemas/knowledge';
import { institutionalKnowledge, knowledgeVersions } from '../../infra/db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/**
 * Changing articles after they are written: edits that keep earlier versions, who may change what, drafts that
 * wait for review, and a Helpful that can be taken back.
 */

let t: TestApp;
let companyId: string;
let owner: Person;
let author: Person;
let colleague: Person;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createWorkspace(t.app, undefined, 'Edits Inc');
  companyId = created.workspace.id;
  owner = created.owner;
  author = await addPerson(t.app, companyId, 'member', 'Ada Author');
  colleague = await addPerson(t.app, companyId, 'member', 'Cole League');
});
afterAll(async () => {
  await t.close();
});

type Caller = Person | null;
const cookiesOf = (caller: Caller) => caller?.cookies ?? {};

async function writeArticle(caller: Caller, workspaceId = companyId, title = 'Release checklist'): Promise<Knowledge> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${workspaceId}/knowledge`,
    payload: { title, content: 'Tag the release, then deploy.', category: 'Processes', tags: ['release'] },
    cookies: cookiesOf(caller),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Knowledge;
}

const edit = (caller: Caller, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/knowledge/${id}`, payload, cookies: cookiesOf(caller) });
const read = (caller: Caller, url: string) => t.app.inject({ url, cookies: cookiesOf(caller) });
const remove = (caller: Caller, url: string) => t.app.inject({ method: 'DELETE', url, cookies: cookiesOf(caller) });
const post = (caller: Caller, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, cookies: cookiesOf(caller) });

async function listTitles(caller: Caller, workspaceId = companyId): Promise<string[]> {
  const response = await read(caller, `/api/companies/${workspaceId}/knowledge?limit=100`);
  return (response.json() as KnowledgeSummary[]).map((card) => card.title);
}

describe(`editing and deleting articles (${testEngine})`, () => {
  it('lets the author edit, keeping the replaced text as a version anyone in the workspace can read', async () => {
    const article = await writeArticle(author);
    expect(article).toMatchObject({ version: 1, editedBy: null, canEdit: true, status: 'published' });

    const response = await edit(author, article.id, {
      title: 'Release checklist (2026)',
      content: 'Tag the release, run the smoke tests, then deploy.',
      expectedVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as Knowledge;
    expect(edited).toMatchObject({
      title: 'Release checklist (2026)',
      content: 'Tag the release, run the smoke tests, then deploy.',
      tags: ['release'],
      version: 2,
      editedBy: author.user.id,
      authorId: author.user.id,
    });

    const versions = await read(colleague, `/api/knowledge/${article.id}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual([
      expect.objectContaining({ version: 1, title: 'Release checklist', editedBy: author.user.id }),
    ]);
    expect(versions.json()[0]).not.toHaveProperty('content');
    const first = await read(colleague, `/api/knowledge/${article.id}/versions/1`);
    expect(first.statusCode).toBe(200);
    expect((first.json() as KnowledgeVersion).content).toBe('Tag the release, then deploy.');
    expect(await listTitles(colleague)).toContain('Release checklist (2026)');
  });

  it('refuses an edit started from an older version (409) and changes nothing', async () => {
    const article = await writeArticle(author);
    expect((await edit(author, article.id, { title: 'First edit', expectedVersion: 1 })).statusCode).toBe(200);
    const stale = await edit(owner, article.id, { title: 'Stale edit', expectedVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'article_changed_since_opened' });
    expect(stale.json().message).toMatch(/version 2/);
    const current = (await read(author, `/api/knowledge/${article.id}`)).json() as Knowledge;
    expect(current).toMatchObject({ title: 'First edit', version: 2 });
  });

  it('lets exactly one of two simultaneous edits from the same version through', async () => {
    const article = await writeArticle(author);
    const answers = await Promise.all([
      edit(author, article.id, { content: 'Edited by the author.', expectedVersion: 1 }),
      edit(owner, article.id, { content: 'Edited by the owner.', expectedVersion: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = await t.database.db
      .select()
      .from(knowledgeVersions)
      .where(eq(knowledgeVersions.knowledgeId, article.id));
    expect(kept).toHaveLength(1);
  });

  it('stores nothing for an edit that changes nothing', async () => {
    const article = await writeArticle(author);
    const response = await edit(author, article.id, { title: article.title, tags: ['release'], expectedVersion: 1 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Knowledge).version).toBe(1);
    expect((await read(author, `/api/knowledge/${article.id}/versions`)).json()).toEqual([]);
  });

  it("refuses a colleague who is not the author (403), and lets the workspace's owner edit and delete", async () => {
    const article = await writeArticle(author);
    expect(((await read(colleague, `/api/knowledge/${article.id}`)).json() as Knowledge).canEdit).toBe(false);
    expect(((await read(owner, `/api/knowledge/${article.id}`)).json() as Knowledge).canEdit).toBe(true);

    const refused = await edit(colleague, article.id, { title: 'Not mine', expectedVersion: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'article_authors_only' });
    const refusedDelete = await remove(colleague, `/api/knowledge/${article.id}`);
    expect(refusedDelete.statusCode).toBe(403);

    expect((await edit(owner, article.id, { category: 'Guidelines', expectedVersion: 1 })).statusCode).toBe(200);
    expect((await remove(owner, `/api/knowledge/${article.id}`)).statusCode).toBe(204);
  });

  it('takes a deleted article out of the hub, keeping its text and versions in the database', async () => {
    const article = await writeArticle(author, companyId, 'Retired runbook');
    expect((await edit(author, article.id, { content: 'Second text.', expectedVersion: 1 })).statusCode).toBe(200);
    expect((await remove(author, `/api/knowledge/${article.id}`)).statusCode).toBe(204);

    const gone = await read(author, `/api/knowledge/${article.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'knowledge_article_not_found' });
    expect(await listTitles(author)).not.toContain('Retired runbook');
    const search = await read(author, `/api/companies/${companyId}/knowledge/search?q=retired`);
    expect((search.json() as KnowledgeSummary[]).map((card) => card.id)).not.toContain(article.id);
    expect((await remove(author, `/api/knowledge/${article.id}`)).statusCode).toBe(404);

    const [row] = await t.database.db
      .select()
      .from(institutionalKnowledge)
      .where(eq(institutionalKnowledge.id, article.id));
    expect(row).toMatchObject({ isActive: false, content: 'Second text.' });
    const kept = await t.database.db
      .select()
      .from(knowledgeVersions)
      .where(eq(knowledgeVersions.knowledgeId, article.id));
    expect(kept.map((version) => version.content)).toEqual(['Tag the release, then deploy.']);
  });

  it('answers bad edits with a sentence', async () => {
    const article = await writeArticle(author);
    const missingVersion = await edit(author, article.id, { title: 'No version' });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().message).toMatch(/^expectedVersion: /);
    const blankTitle = await edit(author, article.id, { title: '   ', expectedVersion: 1 });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().message).toMatch(/^title: /);
    const badCategory = await edit(author, article.id, { category: 'Gossip', expectedVersion: 1 });
    expect(badCategory.statusCode).toBe(400);
    expect((await read(author, `/api/knowledge/${article.id}/versions/zero`)).statusCode).toBe(400);
    const noSuchVersion = await read(author, `/api/knowledge/${article.id}/versions/7`);
    expect(noSuchVersion.statusCode).toBe(404);
    expect(noSuchVersion.json()).toMatchObject({
      code: 'knowledge_version_not_found',
      message: 'This article has no earlier version 7',
    });
  });

  it('hides another workspace’s article, its versions and its edits behind the same 404', async () => {
    const article = await writeArticle(author);
    const outsider = await signUp(t.app);
    for (const response of [
      await edit(outsider, article.id, { title: 'Intruder', expectedVersion: 1 }),
      await remove(outsider, `/api/knowledge/${article.id}`),
      await read(outsider, `/api/knowledge/${article.id}/versions`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'knowledge_article_not_found' });
    }
  });
});

describe(`articles in the demo workspace (${testEngine})`, () => {
  it('stay as they are for anonymous visitors, who all act as the demo user', async () => {
    const article = await writeArticle(null, DEMO_WORKSPACE.companyId, 'Visitor note');
    expect(article.canEdit).toBe(false);
    const refused = await edit(null, article.id, { title: 'Vandalised', expectedVersion: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'demo_workspace_locked' });
    expect((await remove(null, `/api/knowledge/${article.id}`)).statusCode).toBe(403);
  });

  it('may be changed by a signed-in person who wrote them, and by nobody else', async () => {
    const writer = await signUp(t.app);
    const article = await writeArticle(writer, DEMO_WORKSPACE.companyId, 'Signed-in note');
    expect(article.canEdit).toBe(true);
    expect((await edit(null, article.id, { title: 'Anonymous edit', expectedVersion: 1 })).statusCode).toBe(403);
    const other = await signUp(t.app);
    const refused = await edit(other, article.id, { title: 'Other edit', expectedVersion: 1 });
    expect(refused.json()).toMatchObject({ code: 'article_authors_only' });
    expect((await edit(writer, article.id, { title: 'My edit', expectedVersion: 1 })).statusCode).toBe(200);
  });
});

describe(`generated drafts (${testEngine})`, () => {
  const generate = (caller: Caller, prompt = 'How we review pull requests quickly') =>
    post(caller, `/api/companies/${companyId}/knowledge/generate`, { prompt, category: 'Processes' });

  it('wait for their author: in no list or search, and a 404 for everyone else, until published', async () => {
    const response = await generate(author);
    expect(response.statusCode).toBe(201);
    const draft = response.json() as Knowledge;
    expect(draft).toMatchObject({ status: 'draft', isActive: false, canEdit: true, aiGenerated: true });

    expect(await listTitles(author)).not.toContain(draft.title);
    const search = await read(author, `/api/companies/${companyId}/knowledge/search?q=review`);
    expect((search.json() as KnowledgeSummary[]).map((card) => card.id)).not.toContain(draft.id);
    expect((await read(colleague, `/api/knowledge/${draft.id}`)).statusCode).toBe(404);
    expect((await post(colleague, `/api/knowledge/${draft.id}/publish`)).statusCode).toBe(404);
    expect((await remove(owner, `/api/knowledge/${draft.id}`)).statusCode).toBe(404);
    const view = await post(author, `/api/knowledge/${draft.id}/interactions`, { action: 'view', metadata: {} });
    expect(view.statusCode).toBe(404);

    const drafts = await read(author, `/api/companies/${companyId}/knowledge/drafts`);
    expect((drafts.json() as KnowledgeSummary[]).map((card) => card.id)).toContain(draft.id);
    expect((await read(colleague, `/api/companies/${companyId}/knowledge/drafts`)).json()).toEqual([]);

    const reviewed = await edit(author, draft.id, { title: 'Reviewing pull requests', expectedVersion: 1 });
    expect(reviewed.statusCode).toBe(200);
    const published = await post(author, `/api/knowledge/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', isActive: true, title: 'Reviewing pull requests' });
    expect(await listTitles(colleague)).toContain('Reviewing pull requests');
    expect((await read(colleague, `/api/knowledge/${draft.id}`)).statusCode).toBe(200);

    const again = await post(author, `/api/knowledge/${draft.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'article_already_published',
      message: 'This article is already published',
    });
  });

  it('are discarded for good', async () => {
    const draft = (await generate(author, 'Onboarding a new data engineer')).json() as Knowledge;
    expect((await remove(author, `/api/knowledge/${draft.id}`)).statusCode).toBe(204);
    expect((await read(author, `/api/knowledge/${draft.id}`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(institutionalKnowledge)
      .where(eq(institutionalKnowledge.id, draft.id));
    expect(rows).toEqual([]);
  });

  it('of an anonymous visitor in the demo workspace can be published by them', async () => {
    const response = await post(null, `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge/generate`, {
      prompt: 'How to plan a quarterly roadmap',
      category: 'Guidelines',
    });
    const draft = response.json() as Knowledge;
    expect(draft.canEdit).toBe(true);
    expect((await post(null, `/api/knowledge/${draft.id}/publish`)).statusCode).toBe(200);
    expect((await read(null, `/api/knowledge/${draft.id}`)).json()).toMatchObject({ canEdit: false });
  });
});

describe(`Helpful as a toggle (${testEngine})`, () => {
  it('shows who liked it, and can be taken back', async () => {
    const article = await writeArticle(author);
    const like = () => post(colleague, `/api/knowledge/${article.id}/interactions`, { action: 'like', metadata: {} });
    expect((await like()).statusCode).toBe(201);
    const liked = (await read(colleague, `/api/knowledge/${article.id}`)).json() as Knowledge;
    expect(liked).toMatchObject({ likedByMe: true, helpfulCount: 1 });
    expect(((await read(author, `/api/knowledge/${article.id}`)).json() as Knowledge).likedByMe).toBe(false);
    const card = (
      (await read(colleague, `/api/companies/${companyId}/knowledge?limit=100`)).json() as KnowledgeSummary[]
    ).find((entry) => entry.id === article.id);
    expect(card).toMatchObject({ likedByMe: true, helpfulCount: 1 });

    expect((await remove(colleague, `/api/knowledge/${article.id}/like`)).statusCode).toBe(204);
    expect((await read(colleague, `/api/knowledge/${article.id}`)).json()).toMatchObject({
      likedByMe: false,
      helpfulCount: 0,
    });
    // Taking back a Helpful that is not there changes nothing, and liking again counts once more.
    expect((await remove(colleague, `/api/knowledge/${article.id}/like`)).statusCode).toBe(204);
    expect((await like()).statusCode).toBe(201);
    expect(((await read(colleague, `/api/knowledge/${article.id}`)).json() as Knowledge).helpfulCount).toBe(1);
  });
});
