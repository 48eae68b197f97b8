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

  test('the role a person is working toward steers their recommendations', async ({ page }) => {
    const signup = await page.request.post('/api/users', {
      data: {
        email: `casey.${Date.now().toString(36)}@example.com`,
        fullName: 'Casey Morgan',
        role: 'High School Teacher',
        industry: 'education',
        mainGoal: 'career-transition',
        skills: ['Excel'],
      },
    });
    expect(signup.status()).toBe(201);
    const { id } = (await signup.json()) as { id: string };

    await page.goto(`/profile/${id}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Role you are working toward').fill('Data Analyst');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(detail(page, 'Working toward')).toHaveText('Data Analyst');

    await page.getByRole('button', { name: 'Refresh recommendations' }).click();
    await expect(toast(page, 'Recommendations Updated')).toBeVisible();
    await expect(
      skillMapping(page)
        .getByRole('article')
        .filter({ hasText: 'Data Analyst, the role you are working toward' })
        .first(),
    ).toBeVisible();
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

  test("someone else's profile offers no Edit Profile or Refresh, and the server refuses both", async ({ page }) => {
    // page.request shares this browser's cookies: after the signup this browser is the new user, not the demo user.
    const signup = await page.request.post('/api/users', {
      data: { email: `casey.${Date.now().toString(36)}@example.com`, fullName: 'Casey Nguyen', skills: [] },
    });
    expect(signup.status()).toBe(201);

    await page.goto(DEMO_PROFILE);
    await expect(skillMapping(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Casey Nguyen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
    // The demo workspace's people keep the public demo's fixed score.
    await expect(page.getByRole('progressbar', { name: 'Profile score' })).toHaveAttribute('aria-valuenow', '85');

    const edit = await page.request.patch(`/api/users/${DEMO_WORKSPACE.userId}`, { data: { fullName: 'Hijacked' } });
    expect(edit.status()).toBe(403);
    expect(await edit.json()).toMatchObject({ message: 'You can only edit your own profile' });
    const refresh = await page.request.post(`/api/users/${DEMO_WORKSPACE.userId}/recommendations/refresh`);
    expect(refresh.status()).toBe(403);
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

  test('a new person starts with recommendations, a counted score, and no second signup', async ({ page }) => {
    const name = 'Morgan Diaz';
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await dialog.getByLabel(/Full Name/).fill(name);
    await dialog.getByLabel(/Email Address/).fill(`morgan.${Date.now().toString(36)}@example.com`);
    await dialog.getByLabel('Current Role').fill('Backend Engineer');
    await dialog.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(toast(page, 'Welcome to Skillweave!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(skillMapping(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByText('No recommendations available yet')).toHaveCount(0);
    // A role and nothing else: 20%.
    await expect(page.getByRole('progressbar', { name: 'Profile score' })).toHaveAttribute('aria-valuenow', '20');

    // Signed in, the landing page offers the profile rather than a signup that would switch accounts.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your profile' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const again = await page.request.post('/api/users', {
      data: { email: `second.${Date.now().toString(36)}@example.com`, fullName: 'Second Account' },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_signed_in' });

    // On a phone the header still shows the account menu (the workspace switcher moves into the menu).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
  });

  test('saving new skills refreshes the cards and says what changed; Enter on Refresh keeps focus', async ({
    page,
  }) => {
    const signup = await page.request.post('/api/users', {
      data: {
        email: `sam.${Date.now().toString(36)}@example.com`,
        fullName: 'Sam Okafor',
        role: 'Data Analyst',
        mainGoal: 'career-transition',
        skills: ['SQL'],
      },
    });
    const { id } = (await signup.json()) as { id: string };
    await page.goto(`/profile/${id}`);
    const cards = skillMapping(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(skillMapping(page)).toContainText('make a career transition');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('combobox', { name: 'Main Goal' }).click();
    await page.getByRole('option', { name: 'Develop leadership abilities' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = toast(page, 'Profile Updated');
    await expect(saved).toContainText('Recommendations updated.');
    await expect(skillMapping(page)).not.toContainText('make a career transition');

    const refresh = page.getByRole('button', { name: 'Refresh recommendations' });
    await refresh.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Recommendations Updated')).toContainText('No changes');
    await expect(refresh).toBeFocused();
  });
});
