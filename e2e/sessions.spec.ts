import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/** A demo session seeded with 4 of 4 seats taken (server/modules/demo/demo-data.ts). */
const FULL_DEMO_SESSION = 'Figma Prototyping for Non-Designers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A datetime-local value some days ahead, in the browser's (and this process's) time zone. */
function localDateTimeInDays(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setHours(10, 30, 0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openPeerLearning(page: Page): Promise<void> {
  await page.goto('/knowledge');
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(page.getByRole('region', { name: 'Company sessions' }).getByRole('article').first()).toBeVisible();
}

function sessionCard(page: Page, list: 'My sessions' | 'Company sessions', title: string): Locator {
  return page.getByRole('region', { name: list }).getByRole('article', { name: title });
}

/** The toast on screen (Radix also copies its text into a hidden live region, which this skips). */
function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

test('the demo user creates a session and sees it with the Hosting badge', async ({ page }) => {
  const title = `Rust for Backend Engineers ${unique()}`;
  await openPeerLearning(page);

  await page.getByRole('button', { name: 'Create Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Learning Session' });
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  // Duration and Max Learners start filled in: values, not placeholders, so they submit as shown.
  await expect(dialog.getByLabel('Duration')).toHaveValue('60');
  await expect(dialog.getByLabel('Max Learners')).toHaveValue('10');

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Ownership, borrowing and async, with small exercises.');
  await dialog.getByLabel('Skill Topic').fill('Rust');
  await dialog.getByRole('combobox', { name: 'Session Type' }).click();
  await page.getByRole('option', { name: 'Hands-on Practice' }).click();
  await dialog.getByLabel('Scheduled For').fill(localDateTimeInDays(5));
  await dialog.getByLabel('Duration').fill('45');
  await dialog.getByLabel('Max Learners').fill('3');
  await dialog.getByRole('button', { name: 'Create Session' }).click();

  await expect(toastRegion(page).getByText('Learning session created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = sessionCard(page, 'My sessions', title);
  await expect(mine.getByText('Hosting', { exact: true })).toBeVisible();
  await expect(mine.getByText('Hosted by Alex Morgan')).toBeVisible();
  const inCompany = sessionCard(page, 'Company sessions', title);
  await expect(inCompany.getByText('Hands-on Practice')).toBeVisible();
  await expect(inCompany.getByText('0 / 3 learners')).toBeVisible();
  await expect(inCompany.getByText('45 min')).toBeVisible();
  // The host cannot join their own session: no join button (only the title, which opens the detail), the badge says why.
  await expect(inCompany.getByText('Hosting', { exact: true })).toBeVisible();
  await expect(inCompany.getByRole('button')).toHaveText([title]);
});

test('a second user joins a session; a full session offers its waitlist', async ({ page }) => {
  const title = `Pairing on Flaky Tests ${unique()}`;

  // Alex (the demo user, since this context has no session cookie yet) hosts a session...
  const created = await page.request.post('/api/learning-sessions', {
    data: {
      title,
      description: null,
      skillTopic: 'Testing',
      sessionType: 'discussion',
      companyId: DEMO_WORKSPACE.companyId,
      scheduledFor: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      duration: 30,
      maxLearners: 2,
      status: 'upcoming',
      learnerIds: [],
      knowledgeResourceIds: [],
    },
  });
  expect(created.status()).toBe(201);

  // ...then someone signs up in this browser context: the answer's cookie makes them the current user.
  const signup = await page.request.post('/api/users', {
    data: {
      email: `jordan.${unique()}@example.com`,
      fullName: 'Jordan Lee',
      role: 'QA Engineer',
      industry: 'technology',
      mainGoal: 'expand-technical',
      skills: [],
    },
  });
  expect(signup.status()).toBe(201);

  await openPeerLearning(page);
  await expect(page.getByRole('region', { name: 'My sessions' }).getByText('No sessions yet')).toBeVisible();

  const card = sessionCard(page, 'Company sessions', title);
  await expect(card.getByText('Hosted by Alex Morgan')).toBeVisible();
  await expect(card.getByText('0 / 2 learners')).toBeVisible();
  await card.getByRole('button', { name: 'Join Session' }).click();

  await expect(toastRegion(page).getByText('Joined learning session successfully')).toBeVisible();
  await expect(card.getByText('Joined', { exact: true })).toBeVisible();
  await expect(card.getByText('1 / 2 learners')).toBeVisible();
  await expect(card.getByRole('button')).toHaveText([title]);
  // The Join button is gone, so focus moved to the session's title rather than falling back to <body>.
  await expect(card.getByRole('heading', { name: title })).toBeFocused();
  await expect(sessionCard(page, 'My sessions', title).getByText('Joined', { exact: true })).toBeVisible();

  // The join survives a reload: it was stored, not only drawn.
  await page.reload();
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(sessionCard(page, 'Company sessions', title).getByText('1 / 2 learners')).toBeVisible();

  const full = sessionCard(page, 'Company sessions', FULL_DEMO_SESSION);
  await expect(full.getByText('4 / 4 learners')).toBeVisible();
  // A full session offers its waitlist rather than turning people away.
  await expect(full.getByRole('button', { name: 'Join waitlist' })).toBeEnabled();
  await expect(full.getByRole('button', { name: 'Join Session' })).toHaveCount(0);
});

test("a session's title opens its detail: host, time in the viewer's zone, and who has joined", async ({ browser }) => {
  // A viewer in Tokyo sees the session in Tokyo time, with the zone named.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
  const page = await context.newPage();
  await openPeerLearning(page);

  const card = sessionCard(page, 'Company sessions', FULL_DEMO_SESSION);
  await card.getByRole('button', { name: FULL_DEMO_SESSION }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: FULL_DEMO_SESSION });
  await expect(dialog.getByText(/Build a clickable prototype/)).toBeVisible();
  await expect(dialog.getByText('Your time zone: Japan Standard Time (Asia/Tokyo)')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Host' })).toContainText('Sofia Alvarez');
  const joined = dialog.getByRole('region', { name: /Who has joined/ });
  await expect(joined.getByRole('listitem')).toHaveCount(4);
  await expect(joined).toContainText('Mei Chen');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: FULL_DEMO_SESSION })).toBeFocused();
  await context.close();
});
