import { expect, test } from '@playwright/test';

/** The team page: real people with suggestions that say why, for visitors (the demo) and signed-in people. */

test('a visitor sees suggestions with reasons, filters by department and searches', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  const suggested = page.getByRole('region', { name: 'Suggested for you' });
  const partners = suggested.getByRole('region', { name: 'Swap partners' });
  await expect(partners.getByText(/^Priya teaches Kubernetes at level 4 and wants to learn TypeScript/)).toBeVisible();
  await expect(partners.getByRole('link', { name: 'Propose a swap to Priya Raman' })).toHaveAttribute(
    'href',
    /\/swaps\/new\?to=.+&teach=TypeScript&learn=Kubernetes/,
  );
  await expect(
    suggested
      .getByRole('region', { name: 'Mentors for Docker' })
      .getByText(/close to Docker/)
      .first(),
  ).toBeVisible();
  // Lukas paused matching: never suggested, shown as paused on his card.
  await expect(suggested.getByText('Lukas Novak')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Lukas Novak' }).getByText('Matching paused')).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('group', { name: 'Filter by department' }).getByRole('button', { name: 'Data' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Daniel Okafor' })).toBeVisible();
  await page.getByRole('group', { name: 'Filter by department' }).getByRole('button', { name: 'All' }).click();

  await page.getByRole('searchbox', { name: 'Search people' }).fill('figma');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Sofia Alvarez' })).toBeVisible();
});

test('a signed-in person marks a skill they want on their profile and sees a mentor for it', async ({ page }) => {
  const signup = await page.request.post('/api/users', {
    data: {
      email: `team.${Date.now().toString(36)}@example.test`,
      fullName: 'Terry Team',
      role: 'Analyst',
      skills: [],
    },
  });
  const { id } = (await signup.json()) as { id: string };

  await page.goto('/team');
  await expect(page.getByText('Mark skills you want to learn on your profile to get suggestions.')).toBeVisible();
  await page.getByRole('link', { name: 'Mark skills on your profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const add = page.getByRole('textbox', { name: 'Add a skill' });
  await add.fill('Machine Learning');
  await add.press('Enter');
  await page.getByLabel('Level of Machine Learning').selectOption('');
  await page.getByRole('button', { name: 'Save skill levels' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Skill levels saved')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Team' }).first().click();
  const mentors = page.getByRole('region', { name: 'Mentors for Machine Learning' });
  await expect(mentors.getByText(/^Daniel teaches Machine Learning at level 5/)).toBeVisible();
});
