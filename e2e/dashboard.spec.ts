import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardStats } from '../common/schemas/dashboard';

const STATS_PATH = '/api/dashboard/stats';

/** The figure under a card's label (<dt>label</dt><dd>value</dd>). */
const metricValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const formatCount = (n: number) => n.toLocaleString('en-US');

async function expectFigures(page: Page, stats: DashboardStats) {
  await expect(metricValue(page, 'Platform Users')).toHaveText(formatCount(stats.totalUsers));
  await expect(metricValue(page, 'Enterprise Clients')).toHaveText(formatCount(stats.totalCompanies));
  await expect(metricValue(page, 'Active Skill Swaps')).toHaveText(formatCount(stats.activeSkillSwaps));
  await expect(metricValue(page, 'Platform ROI')).toHaveText(`${stats.roi.toFixed(1)}x`);
}

test.describe('Enterprise Dashboard', () => {
  test('shows the 30-day figures, then the year when "Last 12 months" is chosen, kept over a reload', async ({
    page,
  }) => {
    const monthResponse = page.waitForResponse((r) => r.url().endsWith(`${STATS_PATH}?days=30`));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Dashboard' })).toBeVisible();
    const month = (await (await monthResponse).json()) as DashboardStats;

    await expectFigures(page, month);
    await expect(metricValue(page, 'Platform ROI')).toHaveText(/^\d+\.\dx$/);
    for (const label of ['Platform Users', 'Enterprise Clients', 'Active Skill Swaps']) {
      await expect(metricValue(page, label)).toHaveText(/^\d[\d,]*$/);
    }

    const yearRequest = page.waitForRequest((r) => r.url().endsWith(`${STATS_PATH}?days=365`));
    await page.getByRole('combobox', { name: 'Time period' }).click();
    await page.getByRole('option', { name: 'Last 12 months' }).click();
    const response = await (await yearRequest).response();
    expect(response?.ok()).toBe(true);
    const year = (await response!.json()) as DashboardStats;

    expect(year.days).toBe(365);
    await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveText('Last 12 months');
    await expect(page).toHaveURL(/\/dashboard\?days=365$/);
    await expectFigures(page, year);
    await expect(page.getByText('in the last 12 months').first()).toBeVisible();
    // The demo data spans more than a month, so a year counts at least as many people and more of something.
    expect(year.totalUsers).toBeGreaterThanOrEqual(month.totalUsers);
    expect([year.totalUsers, year.totalCompanies, year.activeSkillSwaps, year.sessionsHeld]).not.toEqual([
      month.totalUsers,
      month.totalCompanies,
      month.activeSkillSwaps,
      month.sessionsHeld,
    ]);

    const reloaded = page.waitForRequest((r) => r.url().endsWith(`${STATS_PATH}?days=365`));
    await page.reload();
    await reloaded;
    await expect(page.getByRole('combobox', { name: 'Time period' })).toHaveText('Last 12 months');
  });

  test('Export Report downloads the period as CSV', async ({ page }) => {
    await page.goto('/dashboard');
    const exportButton = page.getByRole('button', { name: 'Export Report' });
    await expect(exportButton).toBeEnabled();

    const downloadEvent = page.waitForEvent('download');
    await exportButton.click();
    const download = await downloadEvent;

    expect(download.suggestedFilename()).toMatch(/^skillweave-report-30-days-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    // The figures come first, as a header and one row; the analytics follow after a blank line (analytics.spec.ts).
    const lines = csv.slice(1).split('\r\n');
    const rows = lines.slice(0, lines.indexOf(''));
    expect(rows).toHaveLength(2);
    expect(lines.slice(rows.length + 1, rows.length + 2)).toEqual(['Activity']);
    expect(rows[0]!.split(',')).toEqual([
      'Period',
      'From',
      'To',
      'Platform users',
      'Enterprise clients',
      'Active skill swaps',
      'Platform ROI (multiple)',
      'Learning hours',
      'Knowledge views',
      'Sessions held',
    ]);
    const values = rows[1]!.split(',');
    expect(values[0]).toBe('Last 30 days');
    expect(values[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values[6]).toMatch(/^\d+(\.\d)?$/);
  });

  test('Request Enterprise Demo opens the waitlist dialog', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Request Enterprise Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Enterprise Waitlist' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Company Name/)).toBeVisible();
  });

  test("shows the skill gaps from the demo workspace's own demand, and recent swaps", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Critical Skill Gaps' })).toBeVisible();
    // The demo workspace has people asking for skills, so its gaps are computed, not the sample list.
    await expect(page.getByRole('list', { name: 'Top unmet demand' }).getByRole('meter').first()).toBeVisible();
    await expect(page.getByText('Sample data')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent Skill Swaps' })).toBeVisible();
    await expect(page.getByText(/Financial Modeling for Python/)).toBeVisible();
  });
});
