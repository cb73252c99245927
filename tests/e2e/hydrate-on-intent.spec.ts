/**
 * Issue 21, decision 039: the side panel's form (950 of /auto's elements) and the popular-search
 * links are server HTML until the visitor reaches for them, and the touch that wakes them is not lost.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const panel = (page: Page) => page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });

/** Whether React has hydrated the side panel's form (it keeps its fiber on the element); hidden on a phone. */
const formHydrated = (page: Page) =>
  page.locator('#filterpaneel form').evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber')));

test.describe('the filter form hydrates when the visitor reaches for it', () => {
  test('after the page has hydrated the form is still server HTML; a pointer over it wakes it', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.locator('[data-enhanced]')).toHaveCount(1);
    expect(await formHydrated(page)).toBe(false);
    await expect(panel(page)).not.toHaveAttribute('data-form-ready');
    await panel(page).hover();
    await expect(panel(page)).toHaveAttribute('data-form-ready', '');
    expect(await formHydrated(page)).toBe(true);
  });

  test('a click that wakes the form ticks its box and applies the filter', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.locator('[data-enhanced]')).toHaveCount(1);
    const diesel = panel(page).locator('input[name="fuel"][value="diesel"]');
    // A click and nothing before it (no pointer over the form, no focus): React hydrates the form
    // inside this click, after the browser ticked the box.
    await diesel.dispatchEvent('click');
    await expect(page).toHaveURL(/\/auto\/brandstof-diesel$/);
    await expect(panel(page).locator('input[name="fuel"][value="diesel"]')).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: 'Verwijder filter: Diesel' })).toBeVisible();
  });

  test('on a phone the hidden side form never hydrates, and the sheet filters @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.locator('[data-enhanced]')).toHaveCount(1);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    expect(await formHydrated(page)).toBe(false);
    const brand = sheet.getByRole('group', { name: 'Populair' }).locator('input').first();
    const slug = await brand.getAttribute('value');
    await brand.check();
    await sheet.getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
  });
});

test.describe('the popular-search links hydrate when the visitor reaches for them', () => {
  test('server HTML after the page hydrated; a click follows the link in the client router', async ({ page }) => {
    await page.goto('/auto');
    const block = page.getByTestId('seo-links');
    const link = block.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/auto\//);
    expect(await block.evaluate((section) => Object.keys(section).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    // A full page load would lose this; the client router keeps the window.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
