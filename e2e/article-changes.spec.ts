import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';
import type { Knowledge } from '../common/schemas/knowledge';

/**
 * An author changes their article in the browser: edits it (the earlier text stays readable in its history),
 * presses and releases Helpful, and deletes it. Anonymous visitors, who share the demo user, see no such
 * controls on the demo's articles.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs a new person up through the API: the browser context keeps the session cookie it answers. */
async function signUp(page: Page): Promise<void> {
  const response = await page.request.post('/api/users', {
    data: {
      email: `author.${unique()}@example.test`,
      fullName: 'Ari Author',
      role: 'Engineer',
      industry: 'technology',
      mainGoal: 'expand-technical',
      skills: [],
    },
  });
  expect(response.status()).toBe(201);
}

async function writeArticle(page: Page, title: string): Promise<Knowledge> {
  const response = await page.request.post(`/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`, {
    data: { title, content: 'Swap roles every **25 minutes**.', category: 'Guidelines', tags: ['pairing'] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Knowledge;
}

test('an author edits an article, reads the earlier version, toggles Helpful and deletes it', async ({ page }) => {
  await signUp(page);
  const title = `Pairing Etiquette ${unique()}`;
  const article = await writeArticle(page, title);

  await page.goto(`/knowledge?article=${article.id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('25 minutes')).toBeVisible();

  // Helpful is a toggle with a visible pressed state.
  const helpful = dialog.getByRole('button', { name: /Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveText(/Helpful\s*1/);
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toHaveText(/Helpful\s*0/);
  await helpful.click();
  await expect(helpful).toHaveText(/Helpful\s*1/);

  await dialog.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit article' });
  await editor.getByLabel('Content').fill('Swap roles every **20 minutes**, and take a break each hour.');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Article updated'),
  ).toBeVisible();
  const edited = page.getByRole('dialog', { name: title });
  await expect(edited.getByText('20 minutes')).toBeVisible();

  await edited.getByRole('button', { name: 'History' }).click();
  const versions = edited.getByRole('list', { name: 'Versions' });
  await expect(versions.getByText('Version 2 (current)')).toBeVisible();
  await versions.getByRole('button', { name: 'Read version 1' }).click();
  await expect(edited.getByText('25 minutes')).toBeVisible();

  // After a reload the server still says the person found it helpful.
  await page.reload();
  const reloaded = page.getByRole('dialog', { name: title });
  await expect(reloaded.getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'true');

  await reloaded.getByRole('button', { name: 'Delete' }).click();
  await reloaded
    .getByRole('alertdialog', { name: 'Delete this article?' })
    .getByRole('button', { name: 'Delete article' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  // The browser steps above can leave the request client's kept-alive connection idle for as long as the server
  // keeps one open (5 s); a request written as the server closes it is reset, and one retry sends it on a new one.
  const gone = await page.request.get(`/api/knowledge/${article.id}`, { maxRetries: 1 });
  expect(gone.status()).toBe(404);
});

test("anonymous visitors see no Edit or Delete on the demo's articles, and the server refuses them", async ({
  page,
}) => {
  const title = `Visitor Note ${unique()}`;
  const article = await writeArticle(page, title);
  await page.goto(`/knowledge?article=${article.id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: /Helpful/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const refused = await page.request.patch(`/api/knowledge/${article.id}`, {
    data: { title: 'Vandalised', expectedVersion: 1 },
    maxRetries: 1,
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('demo_workspace_locked');
});
