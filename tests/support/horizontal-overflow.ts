import type { Page } from '@playwright/test';

/**
 * How many CSS pixels the page is wider than the screen. With phone emulation (isMobile) Chromium
 * widens the layout viewport to fit content that is too wide, so `innerWidth` grows with the page
 * and cannot show the overflow; the screen's width does not grow.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - Math.min(window.innerWidth, window.screen.width));
}
