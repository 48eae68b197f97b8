import { expect, test, type Page } from '@playwright/test';
import { myId as myIdOn, newPage, unique, workspaceOfTwo } from './support/colleagues';
import { latestMailText, startServerWithMail, type ServerWithMail } from './support/server-with-mail';

/**
 * A skill swap between two colleagues of one private workspace, in Chromium against the shipped server with real
 * mail: each marks what they teach and want, one finds the other through the Team page's suggestion (with its
 * reason), proposes, the other hears of it in the inbox and by mail and accepts, and the swap's two sessions are
 * scheduled in one step.
 */

let server: ServerWithMail;

test.beforeAll(async () => {
  server = await startServerWithMail('swaps');
});
test.afterAll(async () => {
  await server?.stop();
});

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function setSkillLevels(page: Page, userId: string, skills: unknown[]) {
  const saved = await page.request.put(`${server.url}/api/users/${userId}/skill-levels`, { data: { skills } });
  expect(saved.status()).toBe(200);
}

const myId = (page: Page) => myIdOn(server, page);

test('two colleagues find each other, swap Kubernetes for SQL, and schedule both sessions in one step', async ({
  page: ana,
  browser,
}) => {
  const anaEmail = `ana.${unique()}@example.com`;
  const benEmail = `ben.${unique()}@example.com`;
  // Ben joins Ana's workspace by invitation, with his address proven by a mailed code.
  const ben = await newPage(browser);
  const { workspaceId } = await workspaceOfTwo(
    server,
    `Swapworks ${unique()}`,
    { page: ana, name: 'Ana Araujo', email: anaEmail },
    { page: ben, name: 'Ben Baker', email: benEmail },
  );

  // Each says what they teach and what they want: Ana teaches Kubernetes and wants SQL, Ben the other way round.
  await setSkillLevels(ana, await myId(ana), [
    { skill: 'Kubernetes', level: 4, canTeach: true },
    { skill: 'SQL', level: null, wantsToLearn: true },
  ]);
  await setSkillLevels(ben, await myId(ben), [
    { skill: 'SQL', level: 5, canTeach: true },
    { skill: 'Kubernetes', level: null, wantsToLearn: true },
  ]);

  // Ana's Team page suggests Ben as a swap partner and says why; the suggestion opens a prefilled proposal.
  await ana.goto(`${server.url}/team`);
  const partners = ana.getByRole('region', { name: 'Swap partners' });
  await expect(partners.getByText(/^Ben teaches SQL at level 5 and wants to learn Kubernetes/)).toBeVisible();
  await partners.getByRole('link', { name: 'Propose a swap to Ben Baker' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Propose a skill swap' })).toBeVisible();
  await expect(ana.getByRole('combobox', { name: /Colleague/ })).toHaveText('Ben Baker');
  await expect(ana.getByRole('textbox', { name: /You teach/ })).toHaveValue('Kubernetes');
  await expect(ana.getByRole('textbox', { name: /You want to learn/ })).toHaveValue('SQL');
  await ana.getByRole('textbox', { name: /Message/ }).fill('Thursdays after lunch work for me.');
  await ana.getByRole('button', { name: 'Propose swap' }).click();
  await expect(toasts(ana).getByText('Swap proposed to Ben Baker')).toBeVisible();
  await expect(ana).toHaveURL(/\/swaps$/);
  const waitingForThem = ana.getByRole('region', { name: /Waiting for them/ });
  await expect(waitingForThem.getByText('Ben Baker')).toBeVisible();

  // Ben hears of it by mail and in the inbox, and accepts.
  await expect.poll(() => latestMailText(server.mail, benEmail)).toContain('Ana Araujo proposed a skill swap');
  await ben.goto(`${server.url}/knowledge`);
  await ben.getByRole('banner').getByRole('link', { name: 'Inbox, 1 unread' }).click();
  await ben.getByRole('link', { name: /Ana Araujo proposes a swap: they teach you Kubernetes and learn SQL/ }).click();
  await expect(ben).toHaveURL(/\/swaps$/);
  const waitingForBen = ben.getByRole('region', { name: /Waiting for you/ });
  await expect(waitingForBen.getByText('Thursdays after lunch work for me.')).toBeVisible();
  await waitingForBen.getByRole('button', { name: 'Accept' }).click();
  await expect(toasts(ben).getByText('Swap accepted')).toBeVisible();
  await expect(ben.getByRole('region', { name: /^Active/ }).getByRole('link', { name: 'Ana Araujo' })).toBeVisible();

  // Ana schedules both directions at once; each becomes a session the other has joined.
  await ana.reload();
  const active = ana.getByRole('region', { name: /^Active/ });
  await active.getByRole('button', { name: 'Schedule sessions' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Schedule sessions' });
  await expect(dialog.getByText('Kubernetes: Ana Araujo teaches Ben Baker')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule both sessions' }).click();
  await expect(toasts(ana).getByText('Sessions scheduled')).toBeVisible();
  await active.getByRole('link', { name: 'See its sessions' }).click();
  // The link opens the first session itself; closing it shows the tab with both.
  const first = ana.getByRole('dialog', { name: 'Kubernetes with Ana Araujo' });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).first().click();
  await expect(first).toBeHidden();
  // Both show in the workspace's list and in Ana's own (she hosts one and has joined the other).
  await expect(ana.getByRole('button', { name: 'Kubernetes with Ana Araujo' })).toHaveCount(2);
  await expect(ana.getByRole('button', { name: 'SQL with Ben Baker' })).toHaveCount(2);

  // A wrong move is refused by the server with a sentence, whatever the screen offers.
  const swaps = (await (await ben.request.get(`${server.url}/api/companies/${workspaceId}/skill-swaps`)).json()) as {
    id: string;
  }[];
  const again = await ben.request.post(`${server.url}/api/skill-swaps/${swaps[0]!.id}/accept`);
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ message: 'This swap is already accepted' });
});
