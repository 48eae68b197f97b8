import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/** Every route draws its page with no console error; the header works on a phone; 404 for the rest. */

const ROUTES: [string, RegExp][] = [
  ['/', /T-shaped/i],
  ['/home', /T-shaped/i],
  ['/features', /./],
  ['/pricing', /./],
  ['/hr-demo', /HR Manager Dashboard/i],
  ['/knowledge', /Knowledge Management Hub/i],
  ['/dashboard', /Enterprise Dashboard/i],
  [`/profile/${DEMO_WORKSPACE.userId}`, /Alex Morgan/],
  ['/no/such/page', /Page Not Found/],
];

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, heading] of ROUTES) {
  test(`${path} renders with no console error`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toContainText('Skillweave');
    await expect(page.getByRole('banner')).toContainText('BETA');
    await page.waitForLoadState('networkidle');
    // Chromium logs the 404 of the page itself; that is the status this path must have, not an error of the app.
    const appErrors = errors.filter((error) => !/status of 404/.test(error) || path !== '/no/such/page');
    expect(appErrors).toEqual([]);
  });
}

test('an unknown path shows "Page Not Found" with a way home, and answers 404', async ({ page }) => {
  const response = await page.goto('/definitely-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens and closes the five links', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Features', 'How It Works', 'Pricing', 'Knowledge Hub', 'Dashboard']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test("the HR demo shows each employee's whole name and role, wrapped rather than cut", async ({ page }) => {
    await page.goto('/hr-demo');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      const texts = card.locator('h3, h3 + p');
      await expect(texts).toHaveCount(2);
      for (const text of await texts.all()) {
        const fits = await text.evaluate(
          (element) =>
            getComputedStyle(element).textOverflow !== 'ellipsis' && element.scrollWidth <= element.clientWidth,
        );
        expect(fits, `${await text.textContent()} is cut`).toBe(true);
      }
    }
  });
});

test('joining the enterprise waitlist succeeds and the dialog closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join B2B Waitlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Join Enterprise Waitlist' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("We'll contact you when enterprise features are available. No spam, ever.");

  // Required fields first: the messages appear under them and nothing is sent.
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByLabel('Company Name').fill('Fabrikam Health');
  await dialog.getByLabel('Your Name').fill('Jordan Lee');
  await dialog.getByLabel('Work Email').fill(`jordan.${Date.now()}@fabrikam.example`);
  await dialog.getByRole('combobox', { name: 'Company Size' }).click();
  await page.getByRole('option', { name: '51-200' }).click();
  await dialog.getByLabel('Primary Challenge').fill('Sharing practice across clinics.');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();

  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Success!');
  await expect(toast).toContainText("Thank you for joining our enterprise waitlist. We'll be in touch soon.");
  await expect(dialog).toBeHidden();
});

test('the shipped client carries no source maps', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/knowledge');
  await expect(page.getByRole('heading', { name: /Knowledge Management Hub/i })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

test.describe('the footer\'s "Enterprise security" link', () => {
  const sectionHeading = (page: Page) =>
    page.getByRole('heading', { level: 2, name: 'Security and scale your IT team will sign off' });

  test('lands on the enterprise section, focused, when navigating from another page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Enterprise security' }).click();
    await expect(page).toHaveURL(/\/features#enterprise$/);
    await expect(sectionHeading(page)).toBeFocused();
    await expect(sectionHeading(page)).toBeInViewport();
    // Not the top of the page: the page's own title has scrolled away.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('lands on the section when the address is opened directly', async ({ page }) => {
    await page.goto('/features#enterprise');
    await expect(sectionHeading(page)).toBeFocused();
    await expect(sectionHeading(page)).toBeInViewport();
  });

  test('lands on the section from the features page itself', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Enterprise security' }).click();
    await expect(sectionHeading(page)).toBeFocused();
    await expect(sectionHeading(page)).toBeInViewport();
  });
});
