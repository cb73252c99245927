/** Decision 037: the old site's URLs read to a search, its filters our data has are in the panel, power is in pk. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The side panel on desktop. */
function panel(page: Page) {
  return page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
}

/** The result count a heading leads with ("1.234 auto's"). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByRole('heading', { name: /^[\d.]+ \D/ }).first().textContent()) ?? '';
  return Number((/^[\d.]+/.exec(text)?.[0] ?? 'NaN').replace(/\./g, ''));
}

test.describe('the old site\'s search URLs', () => {
  test('its aliases answer one 308 to our canonical URL, its own words 200, nothing a 404', async ({ request }) => {
    for (const [from, to] of [
      ['/camper', '/kamperen'],
      ['/camper/slaapplaatsen-4/sanitaire-indeling-douche', '/kamperen/slaapplaatsen-vanaf-4'],
      ['/auto/versnellingen-6/versnellingen-7', '/auto/versnellingen-vanaf-6/versnellingen-tot-en-met-7'],
      ['/auto/zitplaatsen-5', '/auto/zitplaatsen-vanaf-5/zitplaatsen-tot-en-met-5'],
      ['/auto/stad-amsterdam/online-te-leasen', '/auto/online-te-leasen'],
      ['/auto/acceleratie-tot-en-met-8/topsnelheid-vanaf-200/hatchback', '/auto/hatchback'],
      ['/auto/model-trefwoorden-sport', '/auto/trefwoorden-sport'],
      ['/auto/vermogen-kw-vanaf-110', '/auto/vermogen-pk-vanaf-150'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
    for (const path of ['/auto/navigatie/trekhaak', '/auto/import-ja', '/auto/btw-verrekenbaar', '/auto/plug-in-hybride', '/auto/deuren-vanaf-3/deuren-tot-en-met-5', '/auto/vermogen-pk-vanaf-150']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});

test.describe('the new filters in the panel', () => {
  test('accessories, doors and the plug-in switch narrow the cars, each with its chip', async ({ page }) => {
    await page.goto('/auto');
    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    const all = await resultCount(page);

    await panel(page).locator('summary', { hasText: 'Uitrusting' }).click();
    await panel(page).getByRole('checkbox', { name: /^Navigatiesysteem/ }).check();
    await expect(page).toHaveURL(/\/auto\/navigatie$/);
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Navigatiesysteem' })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const navigation = await resultCount(page);
    expect(navigation).toBeGreaterThan(0);

    await panel(page).locator('summary', { hasText: 'Aantal deuren' }).click();
    await panel(page).getByLabel('Aantal deuren Van').selectOption('5');
    await expect(page).toHaveURL(/\/auto\/deuren-vanaf-5\/navigatie$/);
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Aantal deuren vanaf 5' })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(navigation);
    expect(await resultCount(page)).toBeGreaterThan(0);

    await cloud.getByRole('link', { name: 'Verwijder filter: Aantal deuren vanaf 5' }).click();
    await expect(page).toHaveURL(/\/auto\/navigatie$/);
    await panel(page).getByRole('checkbox', { name: /^Plug-in hybride/ }).check();
    await expect(page).toHaveURL(/\/auto\/navigatie\/plug-in-hybride$/);
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Plug-in hybride' })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(navigation);
  });

  test('power reads in pk with kW beside it, in the steps and on the chip', async ({ page }) => {
    await page.goto('/auto');
    await panel(page).locator('summary', { hasText: 'Vermogen' }).click();
    const from = panel(page).getByLabel('Vermogen Van');
    await expect(from.locator('option[value="150"]')).toHaveText(/^150 pk · 110 kW \([\d.]+\)$/);
    await from.selectOption('150');
    await expect(page).toHaveURL(/\/auto\/vermogen-pk-vanaf-150$/);
    await expect(page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: 'Verwijder filter: Vermogen vanaf 150 pk (110 kW)' })).toBeVisible();
  });
});
