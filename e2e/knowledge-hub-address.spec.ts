import { expect, test, type Page } from '@playwright/test';

/**
 * The knowledge hub keeps its search, category and tab in the address: a search and a category combine,
 * a reload restores all three, and Back steps through them. Seeded articles: server/modules/demo/seed/articles.
 */

const POSTMORTEM_ARTICLE = 'Writing a Blameless Postmortem'; // Best Practices
const RUNBOOK_ARTICLE = 'Incident Response Runbook'; // Processes, mentions postmortems

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search knowledge' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

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

test('a search narrowed by category, and the tab, survive a reload and Back walks back through them', async ({
  page,
}) => {
  await page.goto('/knowledge');
  await searchBox(page).fill('postmortem');
  await searchBox(page).press('Enter');
  await expect(results(page).getByRole('article', { name: POSTMORTEM_ARTICLE })).toBeVisible();
  await expect(results(page).getByRole('article', { name: RUNBOOK_ARTICLE })).toBeVisible();
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem$/);

  // Processes narrows the search: the search stays, only Processes results remain.
  await filter(page, 'Processes').click();
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem&category=Processes$/);
  await expect(results(page).getByRole('article', { name: RUNBOOK_ARTICLE })).toBeVisible();
  await expect(results(page).getByRole('article', { name: POSTMORTEM_ARTICLE })).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('postmortem');
  await expect(page.getByText(/\d+ results? for “postmortem” in Processes/)).toBeVisible();
  for (const card of await results(page).getByRole('article').all())
    await expect(card.getByText('Processes', { exact: true })).toBeVisible();
  await expect(results(page).locator('mark').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem&category=Processes&tab=sessions$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Peer Learning' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Institutional Knowledge' }).click();
  await expect(searchBox(page)).toHaveValue('postmortem');
  await expect(filter(page, 'Processes')).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).getByRole('article', { name: RUNBOOK_ARTICLE })).toBeVisible();
  await expect(results(page).getByRole('article', { name: POSTMORTEM_ARTICLE })).toHaveCount(0);

  // Back: the tab (clicked after the reload), then the tab before the reload, then the category, then the search.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Peer Learning' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem&category=Processes$/);
  await expect(page.getByRole('tab', { name: 'Institutional Knowledge' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem$/);
  await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).getByRole('article', { name: POSTMORTEM_ARTICLE })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
});

test('an article link keeps the hub state around it', async ({ page }) => {
  await page.goto('/knowledge?q=postmortem&category=Best%20Practices');
  await results(page).getByRole('button', { name: POSTMORTEM_ARTICLE }).click();
  await expect(page.getByRole('dialog', { name: POSTMORTEM_ARTICLE })).toBeVisible();
  await expect(page).toHaveURL(/\?q=postmortem&category=Best\+Practices&article=[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/knowledge\?q=postmortem&category=Best\+Practices$/);
  await expect(results(page).getByRole('article', { name: POSTMORTEM_ARTICLE })).toBeVisible();
});
