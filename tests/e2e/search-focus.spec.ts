/**
 * Issue 18: after a chip, an order or a page link the keyboard keeps its place. The link itself is
 * gone from the new page; the focus goes to the chip that took its place, or to the results
 * heading, which says the new count, and never falls to <body>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const cloud = (page: Page) => page.getByRole('navigation', { name: 'Gekozen filters' });
const heading = (page: Page) => page.locator('#search-heading');

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  // The cards hydrate when the visitor reaches for them (issue 21); their buttons mark themselves
  // once React runs in the results, and their links navigate in place from there.
  const results = page.getByRole('list', { name: 'Zoekresultaten' });
  await expect(results.locator('[data-hydrated]')).toHaveCount(0);
  await results.hover();
  await expect(results.locator('[data-hydrated]').first()).toBeAttached();
}

test.describe('focus after a search navigation', () => {
  test('removing a chip with the keyboard focuses the next chip and announces the count; the last one focuses the heading', async ({ page }) => {
    await openHydrated(page, '/auto/merk-volkswagen/brandstof-diesel');
    await cloud(page).getByRole('link', { name: 'Verwijder filter: Volkswagen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auto\/brandstof-diesel$/);
    const diesel = cloud(page).getByRole('link', { name: 'Verwijder filter: Diesel' });
    await expect(diesel).toBeFocused();
    // The chip does not say the count; the live region does, with the heading's words.
    const said = page.getByRole('status').filter({ hasText: /^\d[\d.]* / });
    await expect(said).toHaveText((await heading(page).textContent())?.trim() ?? '');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auto$/);
    await expect(cloud(page)).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toHaveText(/^\d[\d.]* /);
  });

  test('a new order chosen with the keyboard focuses the results heading', async ({ page }) => {
    await openHydrated(page, '/auto');
    await page.getByText('Sorteer op: Beste resultaat').focus();
    await page.keyboard.press('Enter');
    const cheapest = page.getByRole('list', { name: 'Sorteer op' }).getByRole('link', { name: 'Prijs oplopend' });
    await cheapest.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auto\/sortering-prijsoplopend$/);
    await expect(heading(page)).toBeFocused();
  });

  test('page 2 chosen with the keyboard focuses the heading and brings it into view', async ({ page }) => {
    await openHydrated(page, '/auto');
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auto\?page=2$/);
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
    // One Tab on from the heading stays in the page's content, not back in the site header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('body > header') === null && document.activeElement !== document.body)).toBe(true);
  });
});
