import type { Locator, Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

/**
 * The result page's layout (issue 18): on a phone the first photo shows without scrolling, and a
 * bar with the filters and the order stays at the top while the results scroll; the visitor's
 * recent searches sit below the results, this vehicle type's first, each with a label of its own.
 */
const PHONE = { width: 375, height: 812 };
const SEARCH = '/auto/merk-volkswagen/brandstof-benzine';

const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' });
const firstPhoto = (page: Page) => results(page).getByRole('article').first().locator('img').first();
/** The bar is a layout box, not a landmark: found by its marker. */
const bar = (page: Page) => page.locator('[data-search-bar]');

async function scrollDown(page: Page, by: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), by);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(by);
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y;
}

test.describe('a result page on a phone', () => {
  test.use({ viewport: PHONE });

  test('@mobile-only shows the first photo above the fold, the trail and the chips in one row each', async ({ page }) => {
    await page.goto(SEARCH);
    const photo = await firstPhoto(page).boundingBox();
    expect(photo, 'first photo').not.toBeNull();
    // Most of the photo, not only its top edge, is on the first screen.
    expect((photo?.y ?? PHONE.height) + (photo?.height ?? 0) / 2).toBeLessThan(PHONE.height);

    const chips = page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link');
    await expect(chips).toHaveCount(3);
    const tops = await Promise.all((await chips.all()).map(topOf));
    expect(new Set(tops.map(Math.round)).size).toBe(1);

    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    const crumbTops = await Promise.all((await crumbs.all()).map(topOf));
    expect(new Set(crumbTops.map(Math.round)).size).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('@mobile-only keeps filters and order at the top while scrolling; both open from there', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(results(page)).toBeVisible();
    await scrollDown(page, 2000);
    await expect.poll(async () => Math.abs(await topOf(bar(page)))).toBeLessThanOrEqual(2);
    const filters = bar(page).getByRole('button', { name: 'Filters (2)' });
    await expect(filters).toBeInViewport();
    const sort = bar(page).getByText('Sorteer op: Beste resultaat');
    await expect(sort).toBeInViewport();

    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);

    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();

    await sort.click();
    await page.getByRole('list', { name: 'Sorteer op' }).getByRole('link', { name: 'Prijs oplopend' }).click();
    await expect(page).toHaveURL(/\/auto\/merk-volkswagen\/brandstof-benzine\/sortering-prijsoplopend$/);
    await expect(bar(page).getByText('Sorteer op: Prijs oplopend')).toBeVisible();
  });
});

test.describe('a result page on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('@mobile-only the sticky Filters link opens the panel over the whole screen', async ({ page }) => {
    await page.goto(SEARCH);
    await scrollDown(page, 2000);
    await expect.poll(async () => Math.abs(await topOf(bar(page)))).toBeLessThanOrEqual(2);
    const open = bar(page).getByRole('link', { name: 'Filters (2)' });
    await expect(open).toBeInViewport();
    await open.click();
    await expect(page).toHaveURL(/#filterpaneel$/);
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    // Its own submit button works as a plain form.
    await expect(panel.getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ })).toBeVisible();
  });
});

test.describe('recent searches', () => {
  /** Opens a result page and waits until the page has stored itself among the recent searches. */
  async function visit(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await expect
      .poll(() => page.evaluate((url) => (localStorage.getItem('zoekopdrachten-recent-v1') ?? '').includes(`"url":"${url}"`), path))
      .toBe(true);
  }

  test('@mobile sit below the results, this vehicle type first, each with a label of its own', async ({ page }) => {
    await visit(page, '/auto/merk-volkswagen/prijs-tot-en-met-15000/bouwjaar-vanaf-2018');
    await visit(page, '/fietsen');
    await visit(page, '/auto/merk-volkswagen/prijs-tot-en-met-20000/bouwjaar-vanaf-2018');
    await visit(page, '/auto/merk-audi/sortering-prijsoplopend');
    await visit(page, '/auto');

    const recent = page.getByRole('region', { name: 'Je recente zoekopdrachten' });
    await expect(recent.getByRole('link')).toHaveCount(4);
    // Whole labels: the two Volkswagen searches differ in their price only. The bicycle search, newer
    // than the first of them, comes after every car search on this car page.
    const labels = (await recent.locator('a > span:first-child').allInnerTexts()).map((text) => text.replace(/\u00a0/g, ' ').trim());
    expect(labels).toEqual([
      'Audi occasions · Prijs oplopend',
      'Volkswagen occasions · Prijs tot en met € 20.000 · Bouwjaar vanaf 2018',
      'Volkswagen occasions · Prijs tot en met € 15.000 · Bouwjaar vanaf 2018',
      'Fietsen',
    ]);
    // Each shows its count once the counts came.
    await expect(recent.getByRole('link').first()).toContainText(/[\d.]+ (resultaten?|nieuw)|Geen/);

    // Below the results and the pagination, never between the order and the first card.
    const list = await results(page).boundingBox();
    const pagination = await page.getByRole('navigation', { name: 'Paginering' }).boundingBox();
    const section = await recent.boundingBox();
    expect(section?.y ?? 0).toBeGreaterThan((list?.y ?? 0) + (list?.height ?? 0));
    expect(section?.y ?? 0).toBeGreaterThan((pagination?.y ?? 0) + (pagination?.height ?? 0));

    await recent.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);

    await recent.getByRole('link', { name: /^Fietsen/ }).click();
    await expect(page).toHaveURL(/\/fietsen$/);
    await expect(page.getByRole('region', { name: 'Je recente zoekopdrachten' }).getByRole('link').first()).toContainText(/^Occasions/);
  });

  test('a search without results offers the recent searches under its suggestions', async ({ page }) => {
    await visit(page, '/motoren');
    await page.goto('/auto/merk-volkswagen/prijs-tot-en-met-100');
    await expect(page.getByRole('heading', { name: 'Geen Volkswagen occasions gevonden' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Je recente zoekopdrachten' });
    await expect(recent.getByRole('link', { name: /^Motoren/ })).toBeVisible();
    const suggestions = await page.getByRole('list', { name: 'Probeer ook' }).boundingBox();
    expect((await recent.boundingBox())?.y ?? 0).toBeGreaterThan(suggestions?.y ?? 0);
  });
});
