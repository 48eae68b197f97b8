import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';
import type { SkillCoverage, SkillDemand, SkillMatrix, WorkspaceActivity } from '../common/schemas/analytics';
import { myId, newPage, unique, workspaceOfTwo } from './support/colleagues';
import { startServerWithMail, type ServerWithMail } from './support/server-with-mail';

/**
 * The dashboard's workforce analytics in Chromium against the shipped server: the demo workspace's matrix,
 * coverage and demand; the activity series following the period; Export Report's rows matching the screen; and a
 * plain member of a real workspace seeing the aggregates without anyone's name.
 */

const ANALYTICS = `/api/companies/${DEMO_WORKSPACE.companyId}/analytics`;

/** Scrolls down as a person on a phone would, until the analytics below the metric cards are drawn. */
async function scrollToAnalytics(page: Page): Promise<void> {
  await page.mouse.move(200, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeAttached({ timeout: 500 });
  }).toPass();
}

/** A downloaded CSV as rows of lines, without the byte order mark. */
async function downloadedLines(page: Page, trigger: () => Promise<void>): Promise<string[]> {
  const downloadEvent = page.waitForEvent('download');
  await trigger();
  const download = await downloadEvent;
  return (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
}

/** The lines of one labelled block of the report: its header and rows, up to the blank line after it. */
function reportBlock(lines: string[], title: string): string[] {
  const start = lines.indexOf(title);
  expect(start, `the report has a "${title}" block`).toBeGreaterThan(0);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** A table on screen as CSV-like lines (cells joined by commas), header first. */
async function tableLines(page: Page, name: string): Promise<string[]> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '').join(',')),
    );
}

test.describe('Workforce analytics on the demo workspace', () => {
  test('shows the matrix, coverage and demand the server computed', async ({ page }) => {
    const matrixAnswer = page.waitForResponse((r) => r.url().includes(`${ANALYTICS}/matrix`));
    const coverageAnswer = page.waitForResponse((r) => r.url().includes(`${ANALYTICS}/coverage`));
    const demandAnswer = page.waitForResponse((r) => r.url().includes(`${ANALYTICS}/demand`));
    await page.goto('/dashboard');
    const matrix = (await (await matrixAnswer).json()) as SkillMatrix;
    const coverage = (await (await coverageAnswer).json()) as SkillCoverage;
    const demand = (await (await demandAnswer).json()) as SkillDemand;

    // The matrix: every person a row, a held level a cell named with who and the level.
    const grid = page.getByRole('grid', { name: 'Skill matrix' });
    await expect(grid).toBeVisible();
    expect(matrix.total).toBeGreaterThan(0);
    const someone = matrix.people.find((person) => Object.keys(person.levels).length > 0)!;
    const [key, level] = Object.entries(someone.levels)[0]!;
    const skill = matrix.skills.find((column) => column.key === key)!;
    const cell = grid.getByRole('gridcell', {
      name: new RegExp(`^${someone.fullName}, ${escape(skill.name)}: ${level} `),
    });
    await expect(cell).toHaveText(String(level));
    await expect(grid.getByRole('rowheader')).toHaveCount(
      Math.min(matrix.total, await grid.getByRole('rowheader').count()),
    );

    // Coverage: the three counts as badges, and a Risk skill with its one expert named (the demo shows names).
    const counts = page.getByRole('list', { name: 'Skills by coverage' });
    await expect(counts).toContainText(`Good${coverage.counts.good}`);
    await expect(counts).toContainText(`Risk${coverage.counts.risk}`);
    await expect(counts).toContainText(`Gap${coverage.counts.gap}`);
    const risky = coverage.skills.find((each) => each.status === 'risk');
    if (risky?.riskHolder) {
      await expect(page.getByRole('list', { name: 'Skills at risk or missing' })).toContainText(
        `Only ${risky.riskHolder.fullName} at level 4 or above`,
      );
    }

    // Demand: the top unmet skill heads the critical gaps list.
    const top = demand.skills.find((each) => each.unmet > 0);
    expect(top, 'the demo workspace has unmet demand').toBeDefined();
    await expect(page.getByRole('list', { name: 'Top unmet demand' }).getByRole('listitem').first()).toContainText(
      top!.name,
    );
  });

  test('on a phone-wide screen each activity chart is drawn to its own width, its dates inside it', async ({
    page,
  }) => {
    // The charts learn their width from a resize observer, after the layout the browser does anyway; drawn at
    // the width assumed before that (560 px), the last date would hang far outside a phone's card.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/dashboard');
    await scrollToAnalytics(page);
    const charts = page.getByRole('img', { name: /^Learning sessions over / });
    await expect(charts).toHaveCount(1);
    const chart = charts.first();
    await expect(chart.locator('text').last()).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThan(400);
    const dates = await chart.locator('.visx-axis-bottom text').evaluateAll((labels) =>
      labels.map((label) => {
        const rect = label.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      }),
    );
    expect(dates.length).toBeGreaterThan(1);
    for (const date of dates) {
      expect(date.left).toBeGreaterThanOrEqual(box.x - 24);
      expect(date.right).toBeLessThanOrEqual(box.x + box.width + 24);
    }
  });

  test('on a phone the analytics are fetched and drawn only as the reader scrolls towards them', async ({ page }) => {
    // They start a screen below the metric cards: loading them with the page kept a phone busy for nothing.
    await page.setViewportSize({ width: 412, height: 823 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await expect(page.getByRole('combobox', { name: 'Time period' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith(ANALYTICS) || path.includes('workforce-analytics'))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Skill Matrix' })).toHaveCount(0);

    await scrollToAnalytics(page);
    await expect(page.getByRole('img', { name: /^Learning sessions over / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Skill Swaps' })).toBeAttached();
    expect(asked.some((path) => path.startsWith(`${ANALYTICS}/activity`))).toBe(true);
  });

  test('on a phone a keyboard reaches the analytics without scrolling first', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/dashboard');
    await expect(page.getByRole('combobox', { name: 'Time period' })).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('heading', { name: 'Skill Matrix' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'View Learning sessions as table' })).toBeAttached();
  });

  test('changing the period changes the series, and the report and the CSVs match the screen', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View Learning sessions as table' }).click();
    const month = await tableLines(page, 'Learning sessions, the last 30 days');

    const weekAnswer = page.waitForResponse((r) => r.url().includes(`${ANALYTICS}/activity?days=7`));
    await page.getByRole('combobox', { name: 'Time period' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    const week = (await (await weekAnswer).json()) as WorkspaceActivity;
    const weekLines = await tableLines(page, 'Learning sessions, the last 7 days');
    expect(weekLines).toHaveLength(week.points.length + 1);
    expect(weekLines).not.toEqual(month);
    expect(weekLines.length).toBeLessThan(month.length);

    // The chart's own CSV holds exactly the table on screen.
    const chartCsv = await downloadedLines(page, () =>
      page.getByRole('button', { name: 'Download Learning sessions as CSV' }).click(),
    );
    expect(chartCsv.slice(0, -1)).toEqual(weekLines);

    // Export Report: the figures, then the period's activity, the matrix, coverage and demand, each as on screen.
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeEnabled();
    const report = await downloadedLines(page, () => page.getByRole('button', { name: 'Export Report' }).click());
    expect(report[1]).toMatch(/^Last 7 days,/);
    const activity = reportBlock(report, 'Activity');
    expect(activity.map((line) => line.split(',').slice(0, 3).join(','))).toEqual(weekLines);

    const names = await page
      .getByRole('grid', { name: 'Skill matrix' })
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('span > span')?.textContent ?? ''));
    const matrixRows = reportBlock(report, 'Skill matrix');
    expect(matrixRows[0]).toMatch(/^Person,Role,Department,/);
    expect(matrixRows.slice(1, names.length + 1).map((line) => line.split(',')[0])).toEqual(names);

    const listed = await page
      .getByRole('list', { name: 'Top unmet demand' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? ''));
    const demandRows = reportBlock(report, 'Skill demand').slice(1);
    expect(demandRows.slice(0, listed.length).map((line) => line.split(',')[0])).toEqual(listed);
    expect(reportBlock(report, 'Skill coverage')[0]).toMatch(/^Skill,Category,Coverage,/);
  });
});

/** Regular-expression text for a skill name such as "C++" or "Node.js". */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('Workforce analytics for a member of a real workspace', () => {
  let server: ServerWithMail;
  test.beforeAll(async () => {
    server = await startServerWithMail('analytics');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the owner sees who holds which skill; a member sees the coverage without names', async ({
    page: owner,
    browser,
  }) => {
    const ownerEmail = `olga.${unique()}@example.com`;
    const memberEmail = `milo.${unique()}@example.com`;
    const member = await newPage(browser);
    await workspaceOfTwo(
      server,
      `Gridworks ${unique()}`,
      { page: owner, name: 'Olga Okafor', email: ownerEmail },
      { page: member, name: 'Milo Moreau', email: memberEmail },
    );

    // Olga is the one expert in Kubernetes (a Risk skill); Milo wants to learn it.
    const saved = await owner.request.put(`${server.url}/api/users/${await myId(server, owner)}/skill-levels`, {
      data: { skills: [{ skill: 'Kubernetes', level: 5, canTeach: false }] },
    });
    expect(saved.status()).toBe(200);
    const wanted = await member.request.put(`${server.url}/api/users/${await myId(server, member)}/skill-levels`, {
      data: { skills: [{ skill: 'Kubernetes', level: null, wantsToLearn: true }] },
    });
    expect(wanted.status()).toBe(200);

    await owner.goto(`${server.url}/dashboard`);
    await expect(
      owner
        .getByRole('grid', { name: 'Skill matrix' })
        .getByRole('gridcell', { name: 'Olga Okafor, Kubernetes: 5 Expert' }),
    ).toHaveText('5');
    await expect(owner.getByRole('list', { name: 'Skills at risk or missing' })).toContainText(
      'Only Olga Okafor at level 4 or above',
    );

    await member.goto(`${server.url}/dashboard`);
    await expect(member.getByText('Only workspace admins can see who holds which skill.')).toBeVisible();
    await expect(member.getByRole('grid', { name: 'Skill matrix' })).toHaveCount(0);
    const risks = member.getByRole('list', { name: 'Skills at risk or missing' });
    await expect(risks).toContainText('Kubernetes');
    await expect(risks).toContainText('1 person at level 4 or above');
    await expect(member.getByRole('main')).not.toContainText('Olga Okafor');
  });

  test("a member's dashboard never asks for the matrix and logs no error; an owner's asks once", async ({
    page: owner,
    browser,
  }) => {
    const member = await newPage(browser);
    await workspaceOfTwo(
      server,
      `Quietworks ${unique()}`,
      { page: owner, name: 'Oona Owner', email: `oona.${unique()}@example.com` },
      { page: member, name: 'Mads Member', email: `mads.${unique()}@example.com` },
    );
    const saved = await owner.request.put(`${server.url}/api/users/${await myId(server, owner)}/skill-levels`, {
      data: { skills: [{ skill: 'Kubernetes', level: 4, canTeach: true }] },
    });
    expect(saved.status()).toBe(200);

    /** Opens the dashboard; answers how many times the matrix was asked for, and what the console said. */
    async function openDashboard(page: Page): Promise<{ matrixRequests: number; errors: string[] }> {
      let matrixRequests = 0;
      const errors: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (/\/analytics\/matrix(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search))
          matrixRequests += 1;
      };
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('request', onRequest);
      page.on('console', onConsole);
      await page.goto(`${server.url}/dashboard`);
      // The coverage card answers from the same data for everyone: once it is drawn, the matrix has had its chance.
      await expect(page.getByRole('list', { name: 'Skills at risk or missing' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Skill Matrix' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      page.off('console', onConsole);
      return { matrixRequests, errors };
    }

    const seenByMember = await openDashboard(member);
    await expect(member.getByText('Only workspace admins can see who holds which skill.')).toBeVisible();
    expect(seenByMember).toEqual({ matrixRequests: 0, errors: [] });

    const seenByOwner = await openDashboard(owner);
    await expect(owner.getByRole('grid', { name: 'Skill matrix' })).toBeVisible();
    expect(seenByOwner).toEqual({ matrixRequests: 1, errors: [] });
  });
});
