/** Decision 033: the radius in Dutch URL words, and the e-bike and camping filters in the panel. */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The side panel on desktop. */
function panel(page: Page) {
  return page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
}

/** The result count a heading leads with ("1.234 e-bikes"; an h2 under a list root's own h1). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByRole('heading', { name: /^[\d.]+ \D/ }).first().textContent()) ?? '';
  return Number((/^[\d.]+/.exec(text)?.[0] ?? 'NaN').replace(/\./g, ''));
}

/** Picks the `index`-th step of a range select (negative: from the end), waits for the URL, and answers the step's value. */
async function pickStep(page: Page, label: string, index: number, url: (value: string) => RegExp): Promise<string> {
  const select = panel(page).getByLabel(label);
  if (index < 0) index += await select.locator('option').count();
  const value = (await select.locator('option').nth(index).getAttribute('value')) ?? '';
  await select.selectOption(value);
  await expect(page).toHaveURL(url(value));
  return value;
}

test.describe('radius words in search URLs', () => {
  test('an old English radius word redirects permanently to the Dutch words', async ({ request }) => {
    for (const [from, to] of [
      ['/auto/postcode-3511ab/afstand-thirty', '/auto/postcode-3511ab/afstand-30-km'],
      ['/fietsen/postcode-3511ab/afstand-onehundred', '/fietsen/postcode-3511ab/afstand-100-km'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
    expect((await request.get('/auto/postcode-3511ab/afstand-30-km', { maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe('e-bike filters in the panel', () => {
  test('battery capacity and motor position narrow the e-bikes, each with its chip', async ({ page }) => {
    await page.goto('/fietsen/voertuigsoort-elektrische-fiets');
    const all = await resultCount(page);

    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    await panel(page).locator('summary', { hasText: 'Motorpositie' }).click();
    await panel(page).getByRole('checkbox', { name: /^Middenmotor/ }).check();
    await expect(page).toHaveURL(/\/voertuigsoort-elektrische-fiets\/motorpositie-midden$/);
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Middenmotor' })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const midDrive = await resultCount(page);
    expect(midDrive).toBeGreaterThan(0);

    await panel(page).locator('summary', { hasText: 'Accucapaciteit' }).click();
    await expect(panel(page).getByLabel('Accucapaciteit Van').locator('option').nth(3)).toHaveText(/^[\d.]+ Wh \([\d.]+\)$/);
    const wh = await pickStep(page, 'Accucapaciteit Van', 3, (value) => new RegExp(`/batterijcapaciteit-vanaf-${value}/motorpositie-midden$`));
    await expect(cloud.getByRole('link', { name: `Verwijder filter: Accucapaciteit vanaf ${wh} Wh` })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(midDrive);
    expect(await resultCount(page)).toBeGreaterThan(0);

    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });
});

test.describe('camping filters in the panel', () => {
  test('berths, length and maximum mass narrow caravans and campers, each with its chip', async ({ page }) => {
    await page.goto('/kamperen');
    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    let before = await resultCount(page);

    await panel(page).locator('summary', { hasText: 'Slaapplaatsen' }).click();
    const berths = await pickStep(page, 'Slaapplaatsen Van', 2, (value) => new RegExp(`/kamperen/slaapplaatsen-vanaf-${value}$`));
    await expect(cloud.getByRole('link', { name: `Verwijder filter: Slaapplaatsen vanaf ${berths}` })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    before = await resultCount(page);

    await panel(page).locator('summary', { hasText: 'Lengte' }).click();
    await expect(panel(page).getByLabel('Lengte Tot en met').locator('option').nth(1)).toHaveText(/^\d+(,5)? m \([\d.]+\)$/);
    const length = await pickStep(page, 'Lengte Tot en met', -2, (value) => new RegExp(`/slaapplaatsen-vanaf-${berths}/lengte-cm-tot-en-met-${value}$`));
    const metres = (Number(length) / 100).toLocaleString('nl-NL');
    await expect(cloud.getByRole('link', { name: `Verwijder filter: Lengte tot en met ${metres} m` })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    before = await resultCount(page);

    await panel(page).locator('summary', { hasText: 'Max. gewicht' }).click();
    const mass = await pickStep(page, 'Max. gewicht Tot en met', -2, (value) => new RegExp(`/kamperen/maximale-massa-tot-en-met-${value}/slaapplaatsen-vanaf-${berths}/lengte-cm-tot-en-met-${length}$`));
    const kg = `${Number(mass).toLocaleString('nl-NL')} kg`;
    const chip = cloud.getByRole('link', { name: `Verwijder filter: Max. gewicht tot en met ${kg}` });
    await expect(chip).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    expect(await resultCount(page)).toBeGreaterThan(0);

    await chip.click();
    await expect(page).toHaveURL(new RegExp(`/kamperen/slaapplaatsen-vanaf-${berths}/lengte-cm-tot-en-met-${length}$`));
  });

  test('a camper card names its berths', async ({ page }) => {
    await page.goto('/kamperen/voertuigsoort-camper');
    await expect(page.getByRole('article').first()).toContainText(/\d+ slaapplaats(en)?/);
  });
});
