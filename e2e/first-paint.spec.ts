import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/**
 * What a phone paints first. The landing page, the knowledge hub and the dashboard arrive as HTML rendered at build time
 * (scripts/prerender.ts) and React takes it over without drawing it again; the knowledge hub's first download leaves out its
 * dialogs' forms, which load when a dialog is about to open.
 */

/** The pages rendered at build time: the heading each paints from its HTML, and a button only React can answer. */
const PRERENDERED = [
  { path: '/', heading: 'Grow T-shaped professionals across your company', button: 'Start Free Trial' },
  { path: '/knowledge', heading: 'Knowledge Management Hub', button: 'Create Knowledge' },
  { path: '/dashboard', heading: 'Enterprise Dashboard', button: 'Request Enterprise Demo' },
] as const;

/**
 * Watches a page's hydration from before any script runs: remembers the heading's node as parsed (a failed
 * hydration would draw a new one) and collects the errors logged.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __heading: Element | null }).__heading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const headingKept = () =>
    page.evaluate(
      () => (window as unknown as { __heading: Element | null }).__heading === document.querySelector('h1'),
    );
  return { errors, headingKept };
}

for (const { path, heading, button } of PRERENDERED) {
  test(`${path} is in its HTML, and hydrating it keeps the very nodes that were painted`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading}</h1>.*</div>`, 's'));

    const { errors, headingKept } = await watchHydration(page);
    await page.goto(path);

    // Hydrated: the button opens its dialog, which only React can do (a click before the script has run does
    // nothing, so it is tried until React has taken the page over).
    await expect(async () => {
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await headingKept()).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('the dashboard paints before its code arrives, and its controls wait for React rather than lose a click', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/dashboard')).text();
  // Only the entry's code is named: the page's own chunks would compete with the stylesheet for the first paint.
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*dashboard-/);
  // Drawn disabled: a click before React has taken the page over would do nothing.
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Request Enterprise Demo/s);
  expect(html).toMatch(
    /<button[^>]*aria-label="Time period"[^>]*disabled=""|<button[^>]*disabled=""[^>]*aria-label="Time period"/,
  );

  const { errors, headingKept } = await watchHydration(page);
  await page.goto('/dashboard');
  // Each control answers its first click: the click waits for the control to be enabled, and by then React listens.
  await page.getByRole('combobox', { name: 'Time period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/dashboard\?days=7$/);
  await page.getByRole('button', { name: 'Request Enterprise Demo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await headingKept()).toBe(true);
  expect(errors).toEqual([]);
});

test('an address with a query is drawn in the browser, from its query', async ({ page, request }) => {
  const html = await (await request.get('/knowledge?category=Processes')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/knowledge?category=Processes');
  await expect(page.getByRole('heading', { name: 'Knowledge Management Hub' })).toBeVisible();
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

const DEMO_USER_PATH = `/profile/${DEMO_WORKSPACE.userId}`;

test("a profile arrives drawn from its person's data, and the browser takes it over without asking for it again", async ({
  page,
  request,
}) => {
  const html = await (await request.get(DEMO_USER_PATH)).text();
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>Alex Morgan<\/h1>.*<\/div>/s);
  expect(html).toContain('<script type="application/json" id="server-query-state">');

  const { errors, headingKept } = await watchHydration(page);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(DEMO_USER_PATH);

  // Edit Profile is disabled until React has taken the page over, so the click waits for it, then opens the editor.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Alex Morgan');
  expect(await headingKept()).toBe(true);
  expect(errors).toEqual([]);
  // Who is looking, and whose profile it is, came with the page.
  expect(asked).not.toContain('/api/me');
  expect(asked).not.toContain(`/api/users/${DEMO_WORKSPACE.userId}`);
});

test("a signed-in person's profile is drawn for them, and someone else's offers them a swap", async ({ page }) => {
  const signup = await page.request.post('/api/users', {
    data: {
      email: `first-paint.${Date.now().toString(36)}@example.test`,
      fullName: 'Paige Painted',
      role: 'Data Analyst',
      industry: 'finance',
      mainGoal: 'learn-business',
      skills: ['SQL'],
    },
  });
  expect(signup.status()).toBe(201);
  const { id } = (await signup.json()) as { id: string };

  const own = await (await page.request.get(`/profile/${id}`)).text();
  expect(own).toMatch(/<h1[^>]*>Paige Painted<\/h1>/);
  expect(own).toContain('Edit Profile');
  const colleague = await (await page.request.get('/profile/00000000-0000-4000-8000-000000000101')).text();
  expect(colleague).toContain('Propose a swap');

  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paige Painted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});

test("a signed-in person's landing page is taken over without a mismatch, then shows them signed in", async ({
  page,
}) => {
  const signup = await page.request.post('/api/users', {
    data: { email: `landing.${Date.now().toString(36)}@example.test`, fullName: 'Lana Landing' },
  });
  expect(signup.status()).toBe(201);
  const { id } = (await signup.json()) as { id: string };

  // The landing page's code arrives only once the server has said who this is, as on a slow phone: React then takes
  // over HTML drawn for a visitor nobody knows while it already knows the person (this logged React error #418).
  const personKnown = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await page.route(/\/assets\/landing-[^/]*\.js$/, async (route) => {
    await personKnown;
    await route.continue();
  });
  const { errors, headingKept } = await watchHydration(page);
  await page.goto('/');

  // Signed in: the trial buttons become a way to their own profile, and the header names them.
  await expect(page.getByRole('link', { name: 'Go to your profile' }).first()).toHaveAttribute(
    'href',
    `/profile/${id}`,
  );
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for Lana Landing' })).toBeVisible();
  expect(await headingKept()).toBe(true);
  expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
  expect(errors).toEqual([]);
});
