import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** A person sets levels and marks on their own profile; the view groups them, and the edit mode is accessible. */

test('a person sets skill levels and marks in edit mode, and the profile groups them', async ({ page }) => {
  const signup = await page.request.post('/api/users', {
    data: {
      email: `levels.${Date.now().toString(36)}@example.test`,
      fullName: 'Lee Levels',
      role: 'Engineer',
      skills: ['SQL'],
    },
  });
  const { id } = (await signup.json()) as { id: string };
  await page.goto(`/profile/${id}`);
  await expect(page.getByText('No skill levels yet')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const add = page.getByRole('textbox', { name: 'Add a skill' });
  await add.fill('k8s');
  await add.press('Enter');
  await page.getByLabel('Level of k8s').selectOption('4');
  await page.getByRole('checkbox', { name: 'Can teach k8s' }).check();
  await add.fill('Go');
  await add.press('Enter');
  await page.getByLabel('Level of Go').selectOption('');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Save skill levels' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Skill levels saved')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  // k8s resolves to the catalogue's Kubernetes, and a held skill joins the profile's skills.
  await expect(page.getByRole('region', { name: 'Can teach' }).getByText('Kubernetes')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wants to learn' }).getByText('Go')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('Kubernetes')).toBeVisible();
});
