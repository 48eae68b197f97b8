import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import KnowledgePage from '@/app/routes/knowledge';
import { buildKnowledge, buildKnowledgeSummary, DEMO_COMPANY_ID, DEMO_USER_ID } from '@/test/factories';
import { answer, apiError, installFakeApi, type FakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { Knowledge, UpdateKnowledgeInput } from '@common/schemas/knowledge';

/** Editing, publishing, deleting and reading the history of an article from its dialog. */

const LIST = `/api/companies/${DEMO_COMPANY_ID}/knowledge`;
const DRAFTS = `${LIST}/drafts`;
const articlePath = (id: string) => `/api/knowledge/${id}`;

const mine = buildKnowledge({
  title: 'Release Checklist',
  category: 'Processes',
  tags: ['release'],
  content: 'Tag the release, then deploy.',
  canEdit: true,
});

function serveHub(article: Knowledge, drafts: Knowledge[] = []): FakeApi {
  const api = installFakeApi();
  serveIdentity(api);
  api.get(LIST, answer([buildKnowledgeSummary(article)]));
  api.get(DRAFTS, answer(drafts.map(buildKnowledgeSummary)));
  api.get(articlePath(article.id), answer(article));
  api.post(`${articlePath(article.id)}/interactions`, answer({}, 201));
  return api;
}

const openArticle = (article: Knowledge) =>
  renderWithProviders(<KnowledgePage />, { path: `/knowledge?article=${article.id}` });

/** The first render loads the page's code, which takes a while on a busy machine. */
const findArticleDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5_000 });

describe('changing an article from its dialog', () => {
  it('lets the author edit it, sending the version the edit started from', async () => {
    const api = serveHub(mine);
    api.patch(articlePath(mine.id), ({ body }) => {
      const edit = body as UpdateKnowledgeInput;
      return answer({ ...mine, title: edit.title, content: edit.content, version: 2, editedBy: DEMO_USER_ID });
    });
    const { user } = openArticle(mine);
    const dialog = await findArticleDialog('Release Checklist');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));

    const editor = await findArticleDialog('Edit article');
    // The editor's form loads when Edit is chosen.
    const title = await within(editor).findByLabelText(/Title/);
    expect(title).toHaveValue('Release Checklist');
    await user.clear(title);
    await user.type(title, 'Release Checklist (2026)');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', articlePath(mine.id))).toHaveLength(1));
    expect(api.callsTo('PATCH', articlePath(mine.id))[0]?.body).toEqual({
      title: 'Release Checklist (2026)',
      content: 'Tag the release, then deploy.',
      category: 'Processes',
      tags: ['release'],
      expectedVersion: 1,
    });
    expect(await screen.findByText('Article updated')).toBeInTheDocument();
    expect(await findArticleDialog('Release Checklist (2026)')).toBeInTheDocument();
  });

  it('keeps what was typed when someone saved in between, and says so', async () => {
    const api = serveHub(mine);
    api.patch(
      articlePath(mine.id),
      apiError(409, {
        message:
          'Someone saved this article after you opened it (it is now at version 2). Reload it to see their changes, then edit again.',
        code: 'article_changed_since_opened',
      }),
    );
    const { user } = openArticle(mine);
    const dialog = await findArticleDialog('Release Checklist');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const editor = await findArticleDialog('Edit article');
    await user.type(await within(editor).findByLabelText(/Content/), ' Then tell the team.');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Someone saved this article after you opened it/)).toBeInTheDocument();
    expect(within(editor).getByLabelText(/Content/)).toHaveValue('Tag the release, then deploy. Then tell the team.');
  });

  it('shows no Edit or Delete to someone who may not use them', async () => {
    const theirs = buildKnowledge({ title: 'Team Rituals', canEdit: false });
    serveHub(theirs);
    openArticle(theirs);
    const dialog = await findArticleDialog('Team Rituals');
    await within(dialog).findByRole('button', { name: /Helpful/ });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks before deleting, then closes the article', async () => {
    const api = serveHub(mine);
    api.delete(articlePath(mine.id), { status: 204 });
    const { user, location } = openArticle(mine);
    const dialog = await findArticleDialog('Release Checklist');
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const question = within(dialog).getByRole('alertdialog', { name: 'Delete this article?' });
    expect(api.callsTo('DELETE', articlePath(mine.id))).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Delete article' }));

    await waitFor(() => expect(api.callsTo('DELETE', articlePath(mine.id))).toHaveLength(1));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/knowledge');
  });

  it('lists earlier versions and opens one to read as it was', async () => {
    const edited = { ...mine, version: 2, editedBy: DEMO_USER_ID, content: 'Tag, test, deploy.' };
    const api = serveHub(edited);
    api.get(
      `${articlePath(mine.id)}/versions`,
      answer([
        {
          version: 1,
          title: 'Release steps',
          category: 'Processes',
          tags: [],
          editedBy: DEMO_USER_ID,
          writtenAt: '2026-03-01T10:00:00.000Z',
        },
      ]),
    );
    api.get(
      `${articlePath(mine.id)}/versions/1`,
      answer({
        version: 1,
        title: 'Release steps',
        category: 'Processes',
        tags: [],
        editedBy: DEMO_USER_ID,
        writtenAt: '2026-03-01T10:00:00.000Z',
        content: 'The **first** text.',
      }),
    );
    const { user } = openArticle(edited);
    const dialog = await findArticleDialog('Release Checklist');
    await user.click(await within(dialog).findByRole('button', { name: 'History' }));
    const versions = await within(dialog).findByRole('list', { name: 'Versions' });
    expect(within(versions).getByText('Version 2 (current)')).toBeInTheDocument();
    await user.click(within(versions).getByRole('button', { name: 'Read version 1' }));
    expect(await within(dialog).findByText('first')).toHaveProperty('tagName', 'STRONG');
    expect(within(dialog).getByRole('heading', { name: 'Version 1: Release steps' })).toBeInTheDocument();
  });
});

describe('a generated draft', () => {
  const draft = buildKnowledge({
    title: 'How We Review Pull Requests',
    aiGenerated: true,
    status: 'draft',
    isActive: false,
    canEdit: true,
  });

  it('opens for review with Publish and Discard, counts no view, and publishes', async () => {
    const api = serveHub(draft, [draft]);
    const published = { ...draft, status: 'published', isActive: true } as const;
    api.post(`${articlePath(draft.id)}/publish`, () => {
      api.get(articlePath(draft.id), answer(published));
      return answer(published);
    });
    const { user } = openArticle(draft);
    const dialog = await findArticleDialog('How We Review Pull Requests');
    expect(await within(dialog).findByText('Draft: only you can see it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Article published')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Draft: only you can see it.')).not.toBeInTheDocument());
    // Views count from publication on: the draft's opening recorded none.
    await waitFor(() => expect(api.callsTo('POST', `${articlePath(draft.id)}/interactions`)).toHaveLength(0));
  });

  it('waits in "Your drafts" above the hub when closed unpublished', { timeout: 15_000 }, async () => {
    serveHub(mine, [draft]).get(articlePath(draft.id), answer(draft));
    const { user } = renderWithProviders(<KnowledgePage />, { path: '/knowledge' });
    const drafts = await screen.findByRole(
      'region',
      { name: /Your drafts: 1 draft waiting for review/ },
      { timeout: 5_000 },
    );
    await user.click(within(drafts).getByRole('button', { name: 'Review the draft “How We Review Pull Requests”' }));
    expect(await findArticleDialog('How We Review Pull Requests')).toBeInTheDocument();
  });
});
