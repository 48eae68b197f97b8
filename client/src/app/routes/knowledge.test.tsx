import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildKnowledge,
  buildKnowledgeSummary,
  buildSearchResult,
  buildUser,
  DEMO_COMPANY_ID,
  DEMO_USER_ID,
} from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer, type FakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import type { KnowledgeSearchResult } from '@common/schemas/knowledge';
import KnowledgePage from './knowledge';

afterEach(() => {
  vi.restoreAllMocks();
});

const LIST = `/api/companies/${DEMO_COMPANY_ID}/knowledge`;
const SEARCH = `${LIST}/search`;
const STATS = `${LIST}/stats`;
const DEMO_STATS = { articles: 247, activeSessions: 18, aiGenerated: 63, engagement: 94 };
const articlePath = (id: string) => `/api/knowledge/${id}`;
const interactionsPath = (id: string) => `/api/knowledge/${id}/interactions`;

const postmortem = buildKnowledge({
  title: 'Writing a Blameless Postmortem',
  category: 'Best Practices',
  tags: ['incident', 'postmortem'],
  content: '## Why\n\nEvery **significant** incident gets a postmortem.',
  viewCount: 4,
  helpfulCount: 2,
});
const release = buildKnowledge({
  title: 'Release Checklist',
  category: 'Processes',
  aiGenerated: true,
  content: 'Ship with care.',
});
const dashboard = buildKnowledge({ title: 'Using the Analytics Dashboard', category: 'Tools' });

const postmortemHit = buildSearchResult(postmortem, {
  titleHighlight: [
    { text: 'Writing a Blameless ', match: false },
    { text: 'Postmortem', match: true },
  ],
  snippet: [
    { text: 'Every **significant** incident gets a ', match: false },
    { text: 'postmortem', match: true },
    { text: ' <b>not bold</b>', match: false },
  ],
});

const allCards = () => [postmortem, release, dashboard].map(buildKnowledgeSummary);

/**
 * The hub's reads: who I am, the demo's figures, the list (optionally by category; cards carry an excerpt,
 * never the text) and search, which finds the postmortem for "postmortem" (within its category) and nothing else.
 */
function serveHub(searchResults: KnowledgeSearchResult[] = [postmortemHit]): FakeApi {
  const api = installFakeApi();
  serveIdentity(api);
  api.get(LIST, ({ query }) => {
    const cards = allCards();
    return answer(query.category ? cards.filter((card) => card.category === query.category) : cards);
  });
  api.get(SEARCH, ({ query }) =>
    answer(
      query.q === 'postmortem'
        ? searchResults.filter((result) => !query.category || result.category === query.category)
        : [],
    ),
  );
  api.get(STATS, answer(DEMO_STATS));
  return api;
}

const cardTitles = (name = 'Articles') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Knowledge Management Hub', () => {
  it('shows the fixed stat cards and the two tabs', async () => {
    serveHub();
    renderWithProviders(<KnowledgePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Management Hub' })).toBeInTheDocument();
    // The title is drawn before the workspace is known; the rest follows once it is.
    const stats = await screen.findByRole('region', { name: 'Knowledge hub at a glance' });
    for (const figure of ['247', '18', '63', '94%']) expect(await within(stats).findByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Institutional Knowledge' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Peer Learning' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
  });

  it('lists articles with their badges, author and counts, and filters by category', async () => {
    const api = serveHub();
    const { user } = renderWithProviders(<KnowledgePage />);

    await screen.findByRole('list', { name: 'Articles' });
    expect(cardTitles()).toEqual([
      'Writing a Blameless Postmortem',
      'Release Checklist',
      'Using the Analytics Dashboard',
    ]);
    const card = screen.getByRole('button', { name: 'Release Checklist' }).closest('article');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('AI generated')).toBeInTheDocument();
    expect(within(card!).getByText('Processes')).toBeInTheDocument();
    expect(await within(card!).findByText(/Alex Morgan/)).toBeInTheDocument();
    const postmortemCard = screen.getByRole('button', { name: 'Writing a Blameless Postmortem' }).closest('article')!;
    expect(within(postmortemCard).getByText('4 views')).toBeInTheDocument();
    expect(within(postmortemCard).getByRole('button', { name: /Helpful/ })).toHaveTextContent('2');
    expect(within(postmortemCard).getByRole('list', { name: 'Tags' })).toHaveTextContent('#incident#postmortem');
    // The excerpt is the body as plain text: no "##" or "**".
    expect(within(postmortemCard).getByText('Every significant incident gets a postmortem.')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Best Practices', 'Processes', 'Guidelines', 'Training', 'Tools', 'General']);
    await user.click(within(filters).getByRole('button', { name: 'Tools' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Using the Analytics Dashboard']));
    expect(within(filters).getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET', LIST).map((call) => call.query)).toContainEqual({ category: 'Tools' });

    await user.click(within(filters).getByRole('button', { name: 'Guidelines' }));
    expect(await screen.findByText('No knowledge found')).toBeInTheDocument();
  });

  it('searches on submit, replaces the list with highlighted results, and clears back to the list', async () => {
    const api = serveHub();
    const { user } = renderWithProviders(<KnowledgePage />);
    await screen.findByRole('list', { name: 'Articles' });

    const box = screen.getByRole('searchbox', { name: 'Search knowledge' });
    await user.type(box, 'postmortem');
    // Typing alone does not search.
    expect(api.callsTo('GET', SEARCH)).toHaveLength(0);
    await user.keyboard('{Enter}');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Release Checklist')).not.toBeInTheDocument();
    expect(api.callsTo('GET', SEARCH).map((call) => call.query)).toEqual([{ q: 'postmortem' }]);

    const marks = results.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Postmortem', 'postmortem']);
    // Highlights are text: markup inside a snippet is shown, never parsed, and Markdown marks are dropped.
    expect(results.querySelector('b')).toBeNull();
    expect(within(results).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(within(results).getByText(/Every significant incident gets a/)).toBeInTheDocument();
    expect(screen.getByText('1 result for “postmortem”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    expect(box).toHaveValue('');
  });

  it('shows "No knowledge found" for a search without results', async () => {
    serveHub();
    const { user } = renderWithProviders(<KnowledgePage />);
    await screen.findByRole('list', { name: 'Articles' });
    await user.type(screen.getByRole('searchbox', { name: 'Search knowledge' }), 'kubernetes');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No knowledge found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    serveHub().get(LIST, () =>
      fail ? apiError(500, { message: 'Internal Server Error', code: 'internal_error' }) : answer(allCards()),
    );
    const { user } = renderWithProviders(<KnowledgePage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Knowledge could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
  });

  it('opens an article, records a view, and toggles "Helpful" then refreshes the counts', async () => {
    let helpful = postmortem.helpfulCount;
    let likedByMe = false;
    const api = serveHub()
      .post(interactionsPath(postmortem.id), answer({}, 201))
      .delete(`${articlePath(postmortem.id)}/like`, { status: 204 })
      .get(articlePath(postmortem.id), () => answer({ ...postmortem, helpfulCount: helpful, likedByMe }))
      // After a like the list answers the new count.
      .get(LIST, () =>
        answer([{ ...postmortem, helpfulCount: helpful, likedByMe }, release, dashboard].map(buildKnowledgeSummary)),
      );
    const { user, location } = renderWithProviders(<KnowledgePage />, { path: '/knowledge' });
    await screen.findByRole('list', { name: 'Articles' });
    await screen.findAllByText(/Alex Morgan/);

    await user.click(screen.getByRole('button', { name: 'Writing a Blameless Postmortem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Writing a Blameless Postmortem' });
    // The dialog itself takes focus, so it opens at the top rather than at its last button.
    expect(dialog).toHaveFocus();
    // The Markdown renderer's code loads on the first opening.
    expect(await within(dialog).findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(within(dialog).getByText('significant').tagName).toBe('STRONG');
    expect(location.history?.at(-1)).toBe(`/knowledge?article=${postmortem.id}`);

    const interactions = () => api.callsTo('POST', interactionsPath(postmortem.id));
    await waitFor(() => expect(interactions()).toHaveLength(1));
    expect(interactions()[0]?.body).toEqual({ userId: DEMO_USER_ID, action: 'view', metadata: {} });

    const helpfulButton = () => within(dialog).getByRole('button', { name: /Helpful/ });
    expect(helpfulButton()).toHaveAttribute('aria-pressed', 'false');
    helpful = 3;
    likedByMe = true;
    await user.click(helpfulButton());
    await waitFor(() => expect(interactions()).toHaveLength(2));
    expect(interactions()[1]?.body).toEqual({ userId: DEMO_USER_ID, action: 'like', metadata: {} });
    await waitFor(() => expect(helpfulButton()).toHaveTextContent('3'));
    expect(helpfulButton()).toHaveAttribute('aria-pressed', 'true');

    // Pressed again, it takes the like back.
    helpful = 2;
    likedByMe = false;
    await user.click(helpfulButton());
    await waitFor(() => expect(api.callsTo('DELETE', `${articlePath(postmortem.id)}/like`)).toHaveLength(1));
    await waitFor(() => expect(helpfulButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(helpfulButton()).toHaveTextContent('2');
    expect(helpfulButton()).toHaveFocus();

    // And once more, so the cards below show it pressed.
    helpful = 3;
    likedByMe = true;
    await user.click(helpfulButton());
    await waitFor(() => expect(helpfulButton()).toHaveAttribute('aria-pressed', 'true'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/knowledge');
    // Keyboard users land back on the card they opened.
    expect(screen.getByRole('button', { name: 'Writing a Blameless Postmortem' })).toHaveFocus();
    const card = screen.getByRole('button', { name: 'Writing a Blameless Postmortem' }).closest('article')!;
    await waitFor(() => expect(within(card).getByRole('button', { name: /Helpful/ })).toHaveTextContent('3'));
    expect(within(card).getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the dialog from the card at once and fetches the full text, which lists never carry', async () => {
    const article = deferred<FakeAnswer>();
    const api = serveHub()
      .post(interactionsPath(postmortem.id), answer({}, 201))
      .get(articlePath(postmortem.id), () => article.promise);
    const { user } = renderWithProviders(<KnowledgePage />);
    await screen.findByRole('list', { name: 'Articles' });

    await user.click(screen.getByRole('button', { name: 'Writing a Blameless Postmortem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Writing a Blameless Postmortem' });
    await waitFor(() => expect(api.callsTo('GET', articlePath(postmortem.id))).toHaveLength(1));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The article is loading.');
    expect(within(dialog).queryByRole('heading', { name: 'Why' })).not.toBeInTheDocument();

    article.resolve(answer(postmortem));
    expect(await within(dialog).findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the article named by ?article= and follows links between articles', async () => {
    const linking = buildKnowledge({
      title: 'Incident Basics',
      content: `See [${postmortem.title}](/knowledge?article=${postmortem.id}) and [a trap](javascript:alert(1)).\n\n<img src=x onerror=alert(1)>`,
    });
    serveHub()
      .post(interactionsPath(linking.id), answer({}, 201))
      .post(interactionsPath(postmortem.id), answer({}, 201))
      .get(articlePath(linking.id), answer(linking))
      .get(articlePath(postmortem.id), answer(postmortem));
    const { user } = renderWithProviders(<KnowledgePage />, { path: `/knowledge?article=${linking.id}` });

    const dialog = await screen.findByRole('dialog', { name: 'Incident Basics' });
    // Raw HTML stays text and unsafe link targets are dropped.
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(within(dialog).getByText('a trap').closest('a')).toBeNull();

    await user.click(within(dialog).getByRole('link', { name: postmortem.title }));
    expect(await screen.findByRole('dialog', { name: postmortem.title })).toBeInTheDocument();
  });

  it('logs "Failed to track interaction" and shows nothing when a view cannot be recorded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveHub()
      .post(interactionsPath(release.id), apiError(500, { message: 'Internal Server Error', code: 'internal_error' }))
      .get(articlePath(release.id), answer(release));
    const { user } = renderWithProviders(<KnowledgePage />);
    await screen.findByRole('list', { name: 'Articles' });

    await user.click(screen.getByRole('button', { name: 'Release Checklist' }));
    await screen.findByRole('dialog', { name: 'Release Checklist' });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to track interaction' })),
    );
    expect(screen.queryByText('Failed to track interaction')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('the hub in the address and its figures', () => {
  it('shows a workspace its own figures from the server, with placeholders while they load', async () => {
    const team = { id: '00000000-0000-4000-8000-00000000a0aa', name: 'Acme', role: 'owner' as const, isDemo: false };
    const api = installFakeApi();
    serveIdentity(api, { me: buildUser({ fullName: 'Olive Owner' }), workspaces: [team] });
    const figures = deferred<FakeAnswer>();
    api.get(`/api/companies/${team.id}/knowledge`, answer([]));
    api.get(`/api/companies/${team.id}/knowledge/stats`, () => figures.promise);
    renderWithProviders(<KnowledgePage />);

    const stats = await screen.findByRole('region', { name: 'Knowledge hub at a glance' });
    await waitFor(() => expect(api.callsTo('GET', `/api/companies/${team.id}/knowledge/stats`)).toHaveLength(1));
    expect(stats).toHaveAttribute('aria-busy', 'true');
    expect(within(stats).getByText('Loading figures')).toBeInTheDocument();
    expect(within(stats).queryByText('247')).not.toBeInTheDocument();

    figures.resolve(answer({ articles: 3, activeSessions: 1, aiGenerated: 0, engagement: 67 }));
    expect(await within(stats).findByText('67%')).toBeInTheDocument();
    for (const figure of ['3', '1', '0']) expect(within(stats).getByText(figure)).toBeInTheDocument();
    expect(stats).toHaveAttribute('aria-busy', 'false');
    expect(api.callsTo('GET', STATS)).toHaveLength(0);
  });

  it('combines a search with a category, and keeps both in the address', async () => {
    const api = serveHub();
    const { user, location } = renderWithProviders(<KnowledgePage />, { path: '/knowledge' });
    await screen.findByRole('list', { name: 'Articles' });

    await user.type(screen.getByRole('searchbox', { name: 'Search knowledge' }), 'postmortem{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    expect(location.history?.at(-1)).toBe('/knowledge?q=postmortem');

    // Choosing a category narrows the search instead of ending it.
    const filters = screen.getByRole('group', { name: 'Filter by category' });
    await user.click(within(filters).getByRole('button', { name: 'Best Practices' }));
    expect(await screen.findByText('1 result for “postmortem” in Best Practices')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search knowledge' })).toHaveValue('postmortem');
    expect(within(filters).getByRole('button', { name: 'Best Practices' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET', SEARCH).map((call) => call.query)).toContainEqual({
      q: 'postmortem',
      category: 'Best Practices',
    });
    expect(location.history?.at(-1)).toBe('/knowledge?q=postmortem&category=Best+Practices');

    await user.click(within(filters).getByRole('button', { name: 'Processes' }));
    expect(await screen.findByText('No knowledge found')).toBeInTheDocument();
    expect(screen.getByText(/Nothing in Processes matches “postmortem”/)).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/knowledge?q=postmortem&category=Processes');

    // The tab joins them; every step was its own history entry, so Back walks through them.
    await user.click(screen.getByRole('tab', { name: 'Peer Learning' }));
    expect(location.history?.slice(-4)).toEqual([
      '/knowledge?q=postmortem',
      '/knowledge?q=postmortem&category=Best+Practices',
      '/knowledge?q=postmortem&category=Processes',
      '/knowledge?q=postmortem&category=Processes&tab=sessions',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Institutional Knowledge' }));
    // (The empty state offers "Clear search" too.)
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
    expect(location.history?.at(-1)).toBe('/knowledge?category=Processes');
    await waitFor(() => expect(cardTitles()).toEqual(['Release Checklist']));
  });

  it('restores the search, the category and the tab from the address, next to an open article', async () => {
    const api = serveHub()
      .post(interactionsPath(postmortem.id), answer({}, 201))
      .get(articlePath(postmortem.id), answer(postmortem));
    api.get(`/api/companies/${DEMO_COMPANY_ID}/learning-sessions`, answer([]));
    api.get(`/api/users/${DEMO_USER_ID}/learning-sessions`, answer([]));
    const { user } = renderWithProviders(<KnowledgePage />, {
      path: `/knowledge?q=postmortem&category=Best%20Practices&tab=sessions&article=${postmortem.id}`,
    });

    expect(await screen.findByRole('dialog', { name: postmortem.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Peer Learning' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Institutional Knowledge' }));
    expect(screen.getByRole('searchbox', { name: 'Search knowledge' })).toHaveValue('postmortem');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name: 'Best Practices' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // (Searched again after the article's view was recorded: counts changed.)
    for (const call of api.callsTo('GET', SEARCH))
      expect(call.query).toEqual({ q: 'postmortem', category: 'Best Practices' });
  });

  it('ignores an unknown category in the address', async () => {
    const api = serveHub();
    renderWithProviders(<KnowledgePage />, { path: '/knowledge?category=Recipes' });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(api.callsTo('GET', LIST).map((call) => call.query)).toEqual([{}]);
  });
});

describe('a workspace the person was removed from', () => {
  it('says "Workspace not found" and falls back to the demo hub', async () => {
    const gone = {
      id: '00000000-0000-4000-8000-00000000a0ff',
      name: 'Gone Ltd',
      role: 'member' as const,
      isDemo: false,
    };
    const api = serveHub();
    const me = buildUser({ fullName: 'Removed Person' });
    // Who "I" am lists the workspace until the person is removed; then it no longer does.
    let removed = false;
    api.get('/api/me', () =>
      answer({ user: me, isDemo: false, signedIn: true, emailVerified: true, workspaces: removed ? [] : [gone] }),
    );
    api.get(`/api/companies/${gone.id}/knowledge`, () => {
      removed = true;
      return apiError(404, { message: 'Workspace not found', code: 'workspace_not_found' });
    });
    renderWithProviders(<KnowledgePage />);
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('Workspace not found')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(allCards().map((card) => card.title)));
  });
});
