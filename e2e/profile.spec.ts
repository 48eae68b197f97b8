import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

const DEMO_PROFILE = `/profile/${DEMO_WORKSPACE.userId}`;

/** The value under a detail's label (<dt>label</dt><dd>value</dd>). */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

const skillMapping = (page: Page) => page.getByRole('region', { name: 'Intelligent Skill Mapping' });

test.describe('Profile', () => {
  test("the demo user's profile shows details and recommendations", async ({ page }) => {
    await page.goto(DEMO_PROFILE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(detail(page, 'Member Since')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByRole('progressbar', { name: 'Profile score' })).toHaveAttribute('aria-valuenow', '85');

    const recommendations = skillMapping(page).getByRole('article');
    await expect(recommendations.first()).toBeVisible();
    expect(await recommendations.count()).toBeGreaterThan(0);
    await expect(recommendations.first().getByText(/^\d{1,3}% match$/)).toBeVisible();
  });

  test('edits the role and skills, saves, and shows the new values', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const role = `Staff Engineer ${stamp}`;
    const skill = `Negotiation ${stamp}`;

    await page.goto(DEMO_PROFILE);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await page.getByLabel('Current Role').fill(role);
    const skills = page.getByRole('textbox', { name: 'Skills' });
    await skills.fill(skill);
    await skills.press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();

    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/users/${DEMO_WORKSPACE.userId}`),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await patch).postDataJSON()).toMatchObject({ role, skills: expect.arrayContaining([skill]) });

    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(detail(page, 'Current Role')).toHaveText(role);
    await expect(page.getByRole('list', { name: 'Skills' }).getByText(skill, { exact: true })).toBeVisible();

    await page.reload();
    await expect(detail(page, 'Current Role')).toHaveText(role);
  });

  test('a role and a skill the user emptied are cleared, and the fields left alone stay', async ({ page }) => {
    // The server keeps every field a PATCH leaves out, so the form must send an emptied field as a clear.
    // page.request shares this browser's cookies: after the signup this browser is the new user.
    const signup = await page.request.post('/api/users', {
      data: {
        email: `riley.${Date.now().toString(36)}@example.com`,
        fullName: 'Riley Chen',
        role: 'Data Analyst',
        industry: 'finance',
        skills: ['SQL', 'Excel'],
      },
    });
    expect(signup.status()).toBe(201);
    const { id } = (await signup.json()) as { id: string };

    await page.goto(`/profile/${id}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Current Role').fill('');
    await page.getByRole('button', { name: 'Remove SQL' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Riley Chen' })).toBeVisible();
    const stored = (await (await page.request.get(`/api/users/${id}`)).json()) as {
      role: string | null;
      industry: string | null;
      skills: string[];
    };
    expect(stored).toMatchObject({ role: null, industry: 'finance', skills: ['Excel'] });
    await expect(page.getByRole('list', { name: 'Skills' }).getByText('SQL', { exact: true })).toHaveCount(0);
  });

  test('refreshes recommendations', async ({ page }) => {
    await page.goto(DEMO_PROFILE);
    await expect(skillMapping(page).getByRole('article').first()).toBeVisible();

    const refetch = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/recommendations'));
    await page.getByRole('button', { name: 'Refresh recommendations' }).click();
    await expect(toast(page, 'Recommendations Updated')).toBeVisible();
    await refetch;
    await expect(skillMapping(page).getByRole('article').first()).toBeVisible();
  });

  test("someone else's profile answers with the server's 403 sentence", async ({ page }) => {
    // page.request shares this browser's cookies: after the signup this browser is the new user, not the demo user.
    const signup = await page.request.post('/api/users', {
      data: { email: `casey.${Date.now().toString(36)}@example.com`, fullName: 'Casey Nguyen', skills: [] },
    });
    expect(signup.status()).toBe(201);

    await page.goto(DEMO_PROFILE);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const error = toast(page, 'Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('You can only edit your own profile');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('an unknown id shows "User Not Found"', async ({ page }) => {
    await page.goto('/profile/00000000-0000-4000-8000-00000000beef');
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signup from the landing page lands on the new profile', async ({ page }) => {
    const name = 'Jordan Rivera';
    const email = `jordan.${Date.now().toString(36)}@example.com`;

    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await dialog.getByLabel(/Full Name/).fill(name);
    await dialog.getByLabel(/Email Address/).fill(email);
    await dialog.getByLabel('Current Role').fill('Data Analyst');
    await dialog.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(detail(page, 'Email')).toHaveText(email);
    await expect(detail(page, 'Current Role')).toHaveText('Data Analyst');
    await expect(page.getByText('No skills added yet')).toBeVisible();
  });
});
