import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';
import type { WaysToLearn } from '../common/schemas/recommendations';
import type { Recommendation } from '../common/schemas/users';
import { signUpThroughTheDialog, startServerWithMail, type ServerWithMail } from './support/server-with-mail';

/**
 * Recommendations that lead somewhere, in Chromium against the shipped server: each card offers the workspace's
 * ways to learn the skill (a colleague to ask, a session to join, an article to read), and a person's answers
 * ("I already know this", "Not interested", "Interested") change their list and survive a refresh.
 */

let server: ServerWithMail;

test.beforeAll(async () => {
  server = await startServerWithMail('recommendations');
});
test.afterAll(async () => {
  await server?.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const card = (page: Page, skillName: string) => page.getByRole('article', { name: skillName, exact: true });

async function recommendationsOf(page: Page, userId: string): Promise<Recommendation[]> {
  const response = await page.request.get(`${server.url}/api/users/${userId}/recommendations`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Recommendation[];
}

test('a visitor on the demo profile is shown, on each card, the colleagues, sessions and articles to learn it from', async ({
  page,
}) => {
  const ways = (await (
    await page.request.get(
      `${server.url}/api/users/${DEMO_WORKSPACE.userId}/recommendations/ways-to-learn?workspaceId=${DEMO_WORKSPACE.companyId}`,
    )
  ).json()) as WaysToLearn[];
  // The demo workspace has teachers, sessions and articles for some of the demo user's recommendations.
  expect(ways.flatMap((entry) => [...entry.teachers, ...entry.sessions, ...entry.articles]).length).toBeGreaterThan(0);

  await page.goto(`${server.url}/profile/${DEMO_WORKSPACE.userId}`);
  for (const entry of ways) {
    const skill = card(page, entry.skillName);
    await expect(skill).toBeVisible();
    for (const teacher of entry.teachers) {
      await expect(
        skill.getByRole('link', { name: `Ask ${teacher.fullName} about ${entry.skillName}` }),
      ).toHaveAttribute('href', new RegExp(`^/swaps/new\\?to=${teacher.userId}&`));
    }
    for (const session of entry.sessions) {
      await expect(
        skill.getByRole('link', { name: new RegExp(`^Join .*session.*: ${session.title}$`) }),
      ).toHaveAttribute('href', `/knowledge?tab=sessions&session=${session.id}`);
    }
    for (const article of entry.articles) {
      await expect(skill.getByRole('link', { name: `Read: ${article.title}` })).toHaveAttribute(
        'href',
        `/knowledge?article=${article.id}`,
      );
    }
    for (const sentence of entry.evidence) await expect(skill.getByText(sentence)).toBeVisible();
    if (entry.teachers.length + entry.sessions.length + entry.articles.length === 0)
      await expect(skill.getByText('No one here teaches it yet')).toBeVisible();
  }

  // One click away: an article link opens that article in the knowledge hub.
  const withArticle = ways.find((entry) => entry.articles.length > 0);
  expect(withArticle, 'the demo workspace has an article on one of the demo user’s recommendations').toBeDefined();
  const article = withArticle!.articles[0]!;
  await card(page, withArticle!.skillName)
    .getByRole('link', { name: `Read: ${article.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/knowledge\\?article=${article.id}$`));
  await expect(page.getByRole('dialog', { name: article.title })).toBeVisible();

  // Visitors try the demo; they cannot change the demo person's list.
  await page.goto(`${server.url}/profile/${DEMO_WORKSPACE.userId}`);
  const first = (await recommendationsOf(page, DEMO_WORKSPACE.userId))[0]!;
  await card(page, first.skillName).getByRole('button', { name: 'Not interested' }).click();
  await expect(toasts(page).getByText('Sign in to tell us what you think of a recommendation')).toBeVisible();
  await expect(card(page, first.skillName)).toBeVisible();
});

test('a person says they know one recommendation, do not want another, and want a third; a refresh keeps all three', async ({
  page,
}) => {
  await signUpThroughTheDialog(page, server.url, { name: 'Rita Reyes', email: `rita.${unique()}@example.com` });
  const userId = /\/profile\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const initial = await recommendationsOf(page, userId);
  expect(initial.length).toBeGreaterThanOrEqual(3);
  const [known, unwanted, wanted] = initial.map((recommendation) => recommendation.skillName);

  // "I already know this" asks the level, adds the skill at it, and takes the card away.
  await card(page, known!).getByRole('button', { name: 'I already know this' }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${known} to your skills` });
  await dialog.getByRole('radio', { name: /3\s*Practitioner/ }).check();
  await dialog.getByRole('button', { name: 'Add skill' }).click();
  await expect(toasts(page).getByText(`Added ${known} at level 3, Practitioner`)).toBeVisible();
  await expect(card(page, known!)).toBeHidden();

  // "Not interested" takes the card away for good.
  await card(page, unwanted!).getByRole('button', { name: 'Not interested' }).click();
  await expect(toasts(page).getByText(`We won't recommend ${unwanted} again`)).toBeVisible();
  await expect(card(page, unwanted!)).toBeHidden();

  // "Interested" keeps the card and marks the skill as one the person wants to learn.
  const interested = card(page, wanted!).getByRole('button', { name: 'Interested', exact: true });
  await interested.click();
  await expect(toasts(page).getByText(`Added ${wanted} to the skills you want to learn`)).toBeVisible();
  await expect(interested).toHaveAttribute('aria-pressed', 'true');

  // The next refresh respects every answer, and they are still there after a reload.
  await page.getByRole('button', { name: 'Refresh recommendations' }).click();
  await expect(toasts(page).getByText('Recommendations Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Reyes' })).toBeVisible();
  const after = (await recommendationsOf(page, userId)).map((recommendation) => recommendation.skillName);
  expect(after).not.toContain(known);
  expect(after).not.toContain(unwanted);
  await expect(card(page, unwanted!)).toBeHidden();
  await expect(card(page, known!)).toBeHidden();
  const levels = (await (await page.request.get(`${server.url}/api/users/${userId}/skill-levels`)).json()) as {
    skill: string;
    level: number | null;
    wantsToLearn: boolean;
  }[];
  expect(levels).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ skill: known, level: 3 }),
      expect.objectContaining({ skill: wanted, wantsToLearn: true }),
    ]),
  );
});
