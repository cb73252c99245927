/**
 * Issue 21, decision 048: the pages a first visit lands on hydrate without making an Intl object. A
 * browser's first NumberFormat or DateTimeFormat loads its locale data, 160–230 ms of main thread at
 * a phone's speed, inside the task that hydrates the page; the numbers the islands write while they
 * hydrate (the quick search's count and price steps, the filter panel's counts and prices, the
 * financing calculator's rate) come from lib/format, which writes Intl's digits without it. A client
 * component that formats with Intl or toLocaleString again fails here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Records every Intl object and every toLocale…String call the page makes, with where it was made. */
async function watchIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const where = () => (new Error().stack ?? '').split('\n').slice(3, 5).join(' ').trim();
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'ListFormat', 'RelativeTimeFormat']) {
      const original = intl[name];
      if (!original) continue;
      intl[name] = new Proxy(original, {
        construct(target, args: unknown[]) {
          made.push(`Intl.${name} ${where()}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          made.push(`Intl.${name} ${where()}`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
    for (const [prototype, name] of [
      [Number.prototype, 'Number'],
      [Date.prototype, 'Date'],
    ] as const) {
      for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const original = (prototype as unknown as Record<string, (...args: unknown[]) => string>)[method];
        if (!original) continue;
        Object.defineProperty(prototype, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            made.push(`${name}.${method} ${where()}`);
            return original.apply(this, args);
          },
        });
      }
    }
  });
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

/** The shell's header marks itself hydrated; the page's islands hydrate in the same pass or before the page is idle. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('banner').locator('[data-hydrated]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
}

test.describe('first-visit pages hydrate without Intl', () => {
  test.beforeEach(async ({ page }) => watchIntl(page));

  test('the home page, whose quick search writes its count and price steps', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The quick search has hydrated and written its numbers: a choice changes its button.
    await expect(page.getByRole('button', { name: /^Toon [\d.]+ / })).toBeVisible();
    expect(await intlMade(page)).toEqual([]);
  });

  test('a search page and a landing, whose filter panel writes counts and prices', async ({ page }) => {
    for (const path of ['/auto', '/auto/hatchback']) {
      await page.goto(path);
      await expect(page.locator('[data-enhanced]')).toHaveCount(1);
      await hydrated(page);
      expect(await intlMade(page), path).toEqual([]);
    }
  });

  test('a detail page, whose financing calculator writes its rate and payment', async ({ page }) => {
    await page.goto('/auto');
    const detail = await page.locator('a[href^="/auto/aanbod/"]').first().getAttribute('href');
    expect(detail).toBeTruthy();
    await page.goto(detail ?? '/');
    await hydrated(page);
    expect(await intlMade(page)).toEqual([]);
  });
});
