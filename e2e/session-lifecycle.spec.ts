import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/**
 * The life of a session in the browser: a full session's waitlist and the promotion when a learner leaves, the
 * calendar invitation, the host marking attendance and an attendee rating (on sessions the demo seeds as over).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A person with their own browser context, signed up through the API (the answer sets their cookie). */
async function personIn(browser: Browser, fullName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signup = await page.request.post('/api/users', {
    data: { email: `${unique()}@example.test`, fullName, role: 'Engineer', skills: ['SQL'] },
  });
  expect(signup.status()).toBe(201);
  return page;
}

async function openPeerLearning(page: Page): Promise<void> {
  await page.goto('/knowledge');
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(page.getByRole('region', { name: 'Company sessions' }).getByRole('article').first()).toBeVisible();
}

const companyCard = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'Company sessions' }).getByRole('article', { name: title });
/**
 * A toast by its text. By CSS, not by role: while a dialog is open, Radix hides everything outside it from the
 * accessibility tree, the toasts included (screen readers still hear them through the live region).
 */
const toast = (page: Page, text: string): Locator => page.locator('li', { hasText: text });

async function openDetail(page: Page, title: string): Promise<Locator> {
  await companyCard(page, title).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('region', { name: 'Host' })).toBeVisible();
  return dialog;
}

/** Closes a detail by its Close button (Escape can land on a toast, which it dismisses instead). */
async function closeDetail(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a full session puts me on its waitlist, and I get the seat when a learner leaves', async ({ page, browser }) => {
  const title = `One-seat clinic ${unique()}`;
  // The demo user (an anonymous visitor) hosts a session with one seat.
  const created = await page.request.post('/api/learning-sessions', {
    data: {
      title,
      skillTopic: 'SQL',
      sessionType: 'mentoring',
      companyId: DEMO_WORKSPACE.companyId,
      scheduledFor: new Date(Date.now() + 4 * 24 * 60 * 60 * 1000).toISOString(),
      duration: 45,
      maxLearners: 1,
    },
  });
  expect(created.status()).toBe(201);

  const ann = await personIn(browser, 'Ann Early');
  await openPeerLearning(ann);
  await companyCard(ann, title).getByRole('button', { name: 'Join Session' }).click();
  await expect(companyCard(ann, title).getByText('Joined', { exact: true })).toBeVisible();

  const bob = await personIn(browser, 'Bob Later');
  await openPeerLearning(bob);
  await companyCard(bob, title).getByRole('button', { name: 'Join waitlist' }).click();
  await expect(toast(bob, 'You are 1st on the waitlist')).toBeVisible();
  await expect(companyCard(bob, title).getByText('Waitlisted (1st)')).toBeVisible();
  const waiting = await openDetail(bob, title);
  await expect(waiting.getByRole('region', { name: /Waitlist/ }).getByText('Bob Later')).toBeVisible();
  await expectNoViolations(bob);
  await closeDetail(waiting);

  const annDialog = await openDetail(ann, title);
  await annDialog.getByRole('button', { name: 'Leave session' }).click();
  await expect(toast(ann, 'You left the session')).toBeVisible();

  await bob.reload();
  await bob.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(companyCard(bob, title).getByText('Joined', { exact: true })).toBeVisible();

  // The promoted learner downloads the invitation.
  const dialog = await openDetail(bob, title);
  const [download] = await Promise.all([
    bob.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skillweave-one-seat-clinic-.*\.ics$/);
  // Unfolded: RFC 5545 wraps long lines with a newline and a space.
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/\r?\n[ \t]/g, '');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('METHOD:REQUEST');
  expect(text).toMatch(/CN="?Bob Later"?/);
});

test('the host marks attendance after a session, and an attendee rates it once', async ({ page }) => {
  await openPeerLearning(page);
  // The demo user hosted this one, which is over, with attendance taken.
  const hosted = await openDetail(page, 'How We Ship: Feature Flags at Northwind');
  const attendance = hosted.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('Marked. You can correct it.')).toBeVisible();
  const hannah = attendance.getByRole('checkbox', { name: 'Hannah Schmidt' });
  await expect(hannah).toBeChecked();
  await hannah.uncheck();
  await attendance.getByRole('button', { name: 'Save attendance' }).click();
  await expect(toast(page, 'Attendance saved')).toBeVisible();
  await expectNoViolations(page);
  await closeDetail(hosted);

  // The demo user attended this one and has not rated it yet.
  const attended = await openDetail(page, 'Postmortem Review: Checkout Outage');
  const form = attended.getByRole('region', { name: 'How was it?' });
  await form.getByRole('button', { name: '4 out of 5' }).click();
  await expect(form.getByRole('button', { name: '4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel(/Comment/).fill('Clear timeline, clear actions.');
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Submit rating' }).click();
  await expect(attended.getByText('You rated this 4/5')).toBeVisible();
  await expect(attended.getByText(/ \/ 5 · 4 ratings/)).toBeVisible();
});
