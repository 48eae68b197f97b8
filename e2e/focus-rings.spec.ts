import { expect, test, type Page } from '@playwright/test';

/**
 * Every keyboard focus ring is visible: at the moment a control takes focus (not after a colour fade), its
 * outline contrasts at least 3:1 with the background around it (WCAG 2.2, non-text contrast).
 */

interface FocusedRing {
  label: string;
  outlineStyle: string;
  outlineWidth: number;
  ratio: number;
}

/** The focused element's outline against the first opaque background behind it, read in the page. */
function focusedRing(page: Page): Promise<FocusedRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (oklab, oklch, rgb...) as sRGB channels, through the canvas. */
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color.a > 0.5) {
        background = color;
        break;
      }
    }
    // A card's title button draws its ring on ::after, stretched over the whole card.
    const own = getComputedStyle(element);
    const style = own.outlineStyle === 'none' ? getComputedStyle(element, '::after') : own;
    const ring = luminance(rgba(style.outlineColor));
    const behind = luminance(background);
    const ratio = (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05);
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
    return { label, outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), ratio };
  });
}

for (const path of ['/', '/pricing', '/knowledge']) {
  test(`focus rings on ${path} are visible the moment they appear`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    let checked = 0;
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusedRing(page);
      if (!ring) continue;
      checked += 1;
      expect(ring.outlineStyle, `${ring.label}: no outline`).not.toBe('none');
      expect(ring.outlineWidth, `${ring.label}: outline width`).toBeGreaterThanOrEqual(2);
      expect(ring.ratio, `${ring.label}: ring contrast`).toBeGreaterThanOrEqual(3);
    }
    expect(checked).toBeGreaterThan(10);
  });
}
