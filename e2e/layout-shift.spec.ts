import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/**
 * A first visit on a phone does not jump: the cumulative layout shift of loading each page stays within
 * 0.1 (what counts as "good" for a phone). The shell used to draw the footer under an empty main while the
 * page's code loaded and then push it down (0.42 on / and /knowledge). On loopback everything arrives at
 * once and would hide that, so the page's own code and its data are held back a little, as a phone's
 * network would: the score is what is checked, never a time.
 */

const PAGES: [string, RegExp][] = [
  ['/', /T-shaped/i],
  ['/knowledge', /Knowledge Management Hub/i],
  ['/dashboard', /Enterprise Dashboard/i],
  [`/profile/${DEMO_WORKSPACE.userId}`, /Alex Morgan/],
];

/** Lighthouse's mobile screen. */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Sums layout shifts not caused by input, from the start of the document (buffered). */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const record = window as unknown as { __layoutShift: number };
    record.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The scripts index.html names (the entry and what it preloads) come at once; anything loaded later waits. */
async function slowLaterChunksAndData(page: Page, baseURL: string) {
  const html = await (await page.request.get(`${baseURL}/`)).text();
  const initial = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const later = (url: URL) =>
    (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !initial.has(url.pathname)) ||
    url.pathname.startsWith('/api/');
  await page.route(later, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

for (const [path, heading] of PAGES) {
  test(`${path} loads on a phone without layout shift`, async ({ page, baseURL }) => {
    await recordLayoutShifts(page);
    await slowLaterChunksAndData(page, baseURL!);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    expect(shift).toBeLessThanOrEqual(0.1);
  });
}
