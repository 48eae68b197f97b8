import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/** axe-core (WCAG 2.1 A and AA rules) on every page, and on the dialogs anyone can open. */

const PAGES = [
  '/',
  '/features',
  '/pricing',
  '/hr-demo',
  '/knowledge',
  // A search narrowed by a category, restored from the address.
  '/knowledge?q=postmortem&category=Processes',
  '/dashboard',
  '/team',
  // The demo user's skill swaps (proposals waiting for them, one they sent, active and past ones) and inbox.
  '/swaps',
  '/swaps/new',
  '/inbox',
  `/profile/${DEMO_WORKSPACE.userId}`,
  '/nowhere',
];

/**
 * axe on the page once its finite animations and transitions are over: a colour caught mid-transition (a button
 * just pressed, fading to its new colour) is no colour anyone reads, and on a busy machine the scan can land there.
 * Endless ones (spinners) are left running.
 */
async function scan(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
}

/** Colour contrast is only meaningful once a dialog's fade-in has finished. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  // An animation cut short (its element re-rendered, as when the article's text arrives) rejects `finished` with
  // an AbortError: it is over all the same.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}

const describeViolations = (violations: Awaited<ReturnType<typeof scan>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );

for (const path of PAGES) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await scan(page);
    expect(describeViolations(violations)).toEqual([]);
  });
}

test("the dashboard's analytics (matrix, charts as tables, the ROI and coverage tooltips) have no WCAG A/AA violations", async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('grid', { name: 'Skill matrix' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills by coverage' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let scanned = await scan(page);
  expect(describeViolations(scanned.violations)).toEqual([]);

  // Every chart as its table, a matrix cell focused, and the two kinds of tooltip open.
  for (const toggle of await page.getByRole('button', { name: /^View .* as table$/ }).all()) await toggle.click();
  await expect(page.getByRole('table', { name: /^Learning sessions,/ })).toBeVisible();
  await page.getByRole('grid', { name: 'Skill matrix' }).getByRole('rowheader').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'How ROI is computed' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  scanned = await scan(page);
  expect(describeViolations(scanned.violations)).toEqual([]);
  await page.getByRole('list', { name: 'Skills by coverage' }).getByRole('button', { name: /Risk/ }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  scanned = await scan(page);
  expect(describeViolations(scanned.violations)).toEqual([]);
});

test("a signed-up person's own profile (counted score, own controls) has no WCAG A/AA violations", async ({ page }) => {
  const signup = await page.request.post('/api/users', {
    data: {
      email: `axe.${Date.now().toString(36)}@example.com`,
      fullName: 'Axe Person',
      role: 'Engineer',
      skills: ['Go'],
    },
  });
  const { id } = (await signup.json()) as { id: string };
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('list', { name: 'What the score counts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh recommendations' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
});

test('the signup and waitlist dialogs have no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  await settled(page.getByRole('dialog', { name: 'Start Your Free Trial' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Start Free Trial' }).click(); // show the messages too
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Join B2B Waitlist' }).first().click();
  await settled(page.getByRole('dialog', { name: 'Join Enterprise Waitlist' }));
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
});

test("a learning session's detail dialog has no WCAG A/AA violations", async ({ page }) => {
  await page.goto('/knowledge');
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  const title = 'Figma Prototyping for Non-Designers';
  await page.getByRole('region', { name: 'Company sessions' }).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await settled(dialog);
  await expect(
    dialog
      .getByRole('region', { name: /Who has joined/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
});

test("a host's reschedule and cancel dialogs have no WCAG A/AA violations", async ({ page }) => {
  const title = `Axe hosted ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/learning-sessions', {
    data: {
      title,
      skillTopic: 'Go',
      sessionType: 'discussion',
      companyId: DEMO_WORKSPACE.companyId,
      scheduledFor: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
      duration: 45,
      maxLearners: 5,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/knowledge');
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await page.getByRole('region', { name: 'Company sessions' }).getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await settled(detail);
  expect(describeViolations((await scan(page)).violations)).toEqual([]);

  await detail.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule session' });
  await settled(reschedule);
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(reschedule).toBeHidden();

  await detail.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
  await settled(cancel);
  // With the reason's error showing, which the scan must accept too.
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel.getByText('Say why the session is cancelled')).toBeVisible();
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
});

test("an author's article view, its editor, history and a generated draft have no WCAG A/AA violations", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.request.post('/api/users', {
    data: { email: `axe.author.${stamp}@example.com`, fullName: 'Axe Author', role: 'Engineer', skills: [] },
  });
  const created = await page.request.post(`/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`, {
    data: { title: `Axe Article ${stamp}`, content: 'First text.', category: 'General', tags: ['axe'] },
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.patch(`/api/knowledge/${id}`, { data: { content: 'Second text.', expectedVersion: 1 } });

  await page.goto(`/knowledge?article=${id}`);
  const dialog = page.getByRole('dialog', { name: `Axe Article ${stamp}` });
  await settled(dialog);
  await dialog.getByRole('button', { name: /Helpful/ }).click();
  await expect(dialog.getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'true');
  expect(describeViolations((await scan(page)).violations)).toEqual([]);

  await dialog.getByRole('button', { name: 'History' }).click();
  await expect(dialog.getByRole('list', { name: 'Versions' })).toBeVisible();
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Back to the article' }).click();

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit article' })).toBeVisible();
  expect(describeViolations((await scan(page)).violations)).toEqual([]);

  const generated = await page.request.post(`/api/companies/${DEMO_WORKSPACE.companyId}/knowledge/generate`, {
    data: { prompt: 'How we hand over on-call duty', category: 'Processes' },
  });
  const draft = (await generated.json()) as { id: string };
  await page.goto(`/knowledge?article=${draft.id}`);
  await expect(page.getByText('Draft: only you can see it.')).toBeVisible();
  await settled(page.getByRole('dialog'));
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: /Your drafts/ })).toBeVisible();
  expect(describeViolations((await scan(page)).violations)).toEqual([]);
});
