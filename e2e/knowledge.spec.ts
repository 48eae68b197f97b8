import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';
import type { Knowledge } from '../common/schemas/knowledge';

/** Seeded articles (server/modules/demo/demo-data.ts); the second never mentions a postmortem. */
const POSTMORTEM_ARTICLE = 'Writing a Blameless Postmortem';
const UNRELATED_ARTICLE = 'Customer Interview Guide';
const TOOLS_ARTICLE = 'Using the Company Analytics Dashboard';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function articleCard(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('article', { name: title });
}

/**
 * The toast on screen (Radix also copies its text into a hidden live region, which this skips).
 * `behindModal`: while a dialog is open, Radix marks everything outside it aria-hidden, the toasts too.
 */
function toastRegion(page: Page, { behindModal = false } = {}): Locator {
  return page.getByRole('region', { name: /Notifications/, includeHidden: behindModal });
}

/** The list of articles, or the search results, as the page shows them. */
const articleList = (page: Page) => page.getByRole('list', { name: 'Articles' });
const searchResults = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function openHub(page: Page): Promise<void> {
  await page.goto('/knowledge');
  await expect(articleCard(articleList(page), POSTMORTEM_ARTICLE)).toBeVisible();
}

// Every test also checks that the page logged no errors and threw nothing.
let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('the hub shows the fixed stats and the demo articles, filtered by category', async ({ page }) => {
  await openHub(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Management Hub' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Knowledge hub at a glance' });
  for (const figure of ['247', '18', '63', '94%']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();

  const card = articleCard(articleList(page), POSTMORTEM_ARTICLE);
  await expect(card.getByText('Best Practices', { exact: true })).toBeVisible();
  await expect(card.getByText('Tom Becker')).toBeVisible();
  await expect(card.getByText(/\d+ views?/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Helpful/ })).toBeVisible();
  expect(await articleList(page).getByRole('article').count()).toBeGreaterThan(10);

  const filters = page.getByRole('group', { name: 'Filter by category' });
  await filters.getByRole('button', { name: 'Tools' }).click();
  await expect(filters.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-pressed', 'true');
  await expect(articleCard(articleList(page), TOOLS_ARTICLE)).toBeVisible();
  await expect(articleCard(page, POSTMORTEM_ARTICLE)).toHaveCount(0);
  for (const badge of await articleList(page).getByRole('article').all())
    await expect(badge.getByText('Tools', { exact: true })).toBeVisible();

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(articleCard(articleList(page), POSTMORTEM_ARTICLE)).toBeVisible();
});

test('search highlights matches and replaces the list; clearing returns to it', async ({ page }) => {
  await openHub(page);
  await expect(articleCard(articleList(page), UNRELATED_ARTICLE)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search knowledge' }).fill('postmortem');
  await page.getByRole('searchbox', { name: 'Search knowledge' }).press('Enter');

  const results = searchResults(page);
  await expect(articleCard(results, POSTMORTEM_ARTICLE)).toBeVisible();
  await expect(articleList(page)).toHaveCount(0);
  await expect(articleCard(page, UNRELATED_ARTICLE)).toHaveCount(0);
  await expect(page.getByText(/\d+ results? for “postmortem”/)).toBeVisible();

  const marks = results.locator('mark');
  expect(await marks.count()).toBeGreaterThan(1);
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toContain('postmortem');
  await expect(articleCard(results, POSTMORTEM_ARTICLE).getByRole('heading').locator('mark')).toHaveText('Postmortem');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(articleCard(articleList(page), UNRELATED_ARTICLE)).toBeVisible();
  await expect(searchResults(page)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search knowledge' })).toHaveValue('');

  await page.getByRole('searchbox', { name: 'Search knowledge' }).fill('zzqxv nothing matches');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No knowledge found')).toBeVisible();
});

test('creating an article shows the success toast and the article in the list', async ({ page }) => {
  const title = `Design Review Ritual ${unique()}`;
  await openHub(page);

  await page.getByRole('button', { name: 'Create Knowledge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Knowledge' });
  await dialog.getByRole('button', { name: 'Create Knowledge' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Content')
    .fill('## Before\n\nShare the file a day ahead.\n\n- Keep it to **30 minutes**\n- Decide, then write it down');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Processes' }).click();
  await dialog.getByLabel('Tags').fill('design, reviews , ,Design');
  await dialog.getByRole('button', { name: 'Create Knowledge' }).click();

  await expect(toastRegion(page).getByText('Knowledge created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = articleCard(articleList(page), title);
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#design', '#reviews']);
  await expect(card.getByText('Alex Morgan')).toBeVisible();
  await expect(card.getByText('AI generated')).toHaveCount(0);

  // Helpful on the card is its own control: it counts a like and does not open the article.
  await expect(card.getByRole('button', { name: /Helpful/ })).toHaveText(/Helpful\s*0/);
  await card.getByRole('button', { name: /Helpful/ }).click();
  await expect(card.getByRole('button', { name: /Helpful/ })).toHaveText(/Helpful\s*1/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.getByRole('button', { name: title }).click();
  const article = page.getByRole('dialog', { name: title });
  await expect(article.getByRole('heading', { name: 'Before' })).toBeVisible();
  await expect(article.getByText('30 minutes')).toHaveJSProperty('tagName', 'STRONG');
});

test('AI generation opens the new draft for review, with its badge and links to the articles it cites, and publishes it', async ({
  page,
}) => {
  await openHub(page);
  await page.getByRole('button', { name: 'Generate with AI' }).click();
  const form = page.getByRole('dialog', { name: 'Generate with AI' });
  await form.getByRole('button', { name: 'Generate Article' }).click();
  await expect(form.getByText('Prompt must be at least 10 characters')).toBeVisible();
  await expect(form.getByText('Category is required')).toBeVisible();

  await form.getByLabel('Prompt').fill('How to run a blameless postmortem');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Processes' }).click();
  await form.getByRole('button', { name: 'Generate Article' }).click();

  // The new article opens at once, so the toast sits behind its dialog.
  await expect(toastRegion(page, { behindModal: true }).getByText('AI knowledge generated successfully')).toBeVisible();
  const article = page.getByRole('dialog', { name: 'How to Run a Blameless Postmortem' });
  await expect(article).toBeVisible();
  await expect(article.getByText('AI generated')).toBeVisible();
  await expect(article.getByText('Processes', { exact: true })).toBeVisible();
  await expect(article.getByText('Draft: only you can see it.')).toBeVisible();
  await expect(page).toHaveURL(/\/knowledge\?article=[0-9a-f-]{36}$/);

  // The draft cites the company's own articles it drew on, as links that open them here (count() does not wait:
  // the article's text renders once the Markdown renderer has loaded).
  await expect(article.getByRole('link', { name: POSTMORTEM_ARTICLE }).first()).toBeVisible();
  expect(
    await article
      .getByRole('link', { name: /Incident Response Runbook|On-call Handover Guide|Writing a Blameless Postmortem/ })
      .count(),
  ).toBeGreaterThan(1);
  const cited = article.getByRole('link', { name: POSTMORTEM_ARTICLE }).first();
  await expect(cited).toHaveAttribute('href', /^\/knowledge\?article=[0-9a-f-]{36}$/);
  await cited.click();
  await expect(page.getByRole('dialog', { name: POSTMORTEM_ARTICLE })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/knowledge$/);

  // Closed unpublished, the draft waits above the hub, and is in no list until it is published.
  const drafts = page.getByRole('region', { name: /Your drafts/ });
  await drafts.getByRole('button', { name: 'Review the draft “How to Run a Blameless Postmortem”' }).first().click();
  const review = page.getByRole('dialog', { name: 'How to Run a Blameless Postmortem' });
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(toastRegion(page, { behindModal: true }).getByText('Article published')).toBeVisible();
  await expect(review.getByText('Draft: only you can see it.')).toHaveCount(0);
  // Escape would first dismiss the toast, the newest layer on screen.
  await review.getByRole('button', { name: 'Close' }).click();
  const card = articleCard(articleList(page), 'How to Run a Blameless Postmortem').first();
  await expect(card.getByText('AI generated')).toBeVisible();
});

test('a shared ?article= link opens the article, and Helpful adds one to its count', async ({ page }) => {
  // A fresh article, so the demo user has not liked it yet (a like counts once per person).
  const response = await page.request.post(`/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`, {
    data: {
      title: `Pairing Etiquette ${unique()}`,
      content: 'Swap the keyboard every 25 minutes.',
      category: 'Guidelines',
      tags: ['pairing'],
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Knowledge;

  await page.goto(`/knowledge?article=${created.id}`);
  const dialog = page.getByRole('dialog', { name: created.title });
  await expect(dialog.getByText('Swap the keyboard every 25 minutes.')).toBeVisible();
  await expect(dialog.getByText('1 view')).toBeVisible();
  const helpful = dialog.getByRole('button', { name: /Helpful/ });
  await expect(helpful).toHaveText(/Helpful\s*0/);
  await helpful.click();
  await expect(helpful).toHaveText(/Helpful\s*1/);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  const card = articleCard(articleList(page), created.title);
  await expect(card.getByRole('button', { name: /Helpful/ })).toHaveText(/Helpful\s*1/);
  await expect(card.getByText('1 view')).toBeVisible();

  // The count is the server's: it survives a reload.
  await page.reload();
  await expect(card.getByRole('button', { name: /Helpful/ })).toHaveText(/Helpful\s*1/);
});
