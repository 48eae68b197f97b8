import { expect, test } from '@playwright/test';

/**
 * What a phone paints first. The landing page arrives as HTML rendered at build time (scripts/prerender.ts)
 * and React takes it over without drawing it again; the knowledge hub's first download leaves out its
 * dialogs' forms, which load when a dialog is about to open.
 */

test('the landing page is in its HTML, and hydrating it keeps the very nodes that were painted', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<div id="root">.*Grow T-shaped professionals across your company.*<\/div>/s);

  // Before any script runs, remember the heading's node; a failed hydration would draw a new one.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __heroHeading: Element | null }).__heroHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');

  // Hydrated: the trial button opens its dialog, which only React can do (a click before the script has
  // run does nothing, so it is tried until React has taken the page over).
  await expect(async () => {
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const sameHeading = await page.evaluate(
    () => (window as unknown as { __heroHeading: Element | null }).__heroHeading === document.querySelector('h1'),
  );
  expect(sameHeading).toBe(true);
  expect(errors).toEqual([]);
});

test("the knowledge hub loads its dialogs' forms only when one is about to open", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/knowledge');
  await expect(page.getByRole('heading', { name: 'Knowledge Management Hub' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Knowledge' }).first()).toBeVisible();
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const formCode = /create-knowledge-dialog|generate-knowledge-dialog|create-session-dialog|\/zod-/;
  expect(preloads.filter((href) => href && formCode.test(href))).toEqual([]);
  expect(scripts.filter((script) => formCode.test(script))).toEqual([]);

  // The first click opens the dialog, its form arriving with it.
  await page.getByRole('button', { name: 'Create Knowledge' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Knowledge' });
  await expect(dialog.getByLabel(/Title/)).toBeVisible();
  expect(scripts.some((script) => /create-knowledge-dialog/.test(script))).toBe(true);
});
