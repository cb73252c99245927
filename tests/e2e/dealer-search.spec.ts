import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' });
const cards = (page: Page) => results(page).getByRole('article');
const dealerSection = (page: Page) => page.getByRole('region', { name: 'Verkoper' });
const stockLink = (page: Page) => dealerSection(page).getByRole('link', { name: /^Bekijk (alle )?[\d.]+ voertuigen? van / });
const count = (text: string) => Number(text.replace(/\./g, ''));

/** A detail page whose dealer has more listings than this one (the seed is fixed, so this is stable). */
async function detailWithStockLink(page: Page, request: APIRequestContext): Promise<string> {
  const response = await request.get('/test/detail-fixtures');
  expect(response.status()).toBe(200);
  const fixtures = (await response.json()) as Record<string, string | null>;
  for (const key of ['car', 'ebike', 'motor', 'caravan', 'camper']) {
    const path = fixtures[key];
    if (!path) continue;
    await page.goto(path);
    if ((await stockLink(page).count()) > 0) return path;
  }
  throw new Error('no fixture listing whose dealer has other listings');
}

test.describe('a dealer’s whole stock as a search', () => {
  test('@mobile from the detail page to the dealer’s list, and out of it with the chip', async ({ page, request }) => {
    await detailWithStockLink(page, request);
    const name = ((await dealerSection(page).locator('p').first().textContent()) ?? '').trim();
    const address = (await dealerSection(page).locator('address').innerText()).trim().split('\n');
    const city = /^\d{4} ?[A-Z]{2} (.+)$/.exec(address.at(-1)?.trim() ?? '')?.[1] ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(city.length).toBeGreaterThan(0);
    const label = ((await stockLink(page).textContent()) ?? '').trim();
    const total = count(/Bekijk (?:alle )?([\d.]+) /.exec(label)?.[1] ?? '');
    expect(label).toBe(`Bekijk alle ${total.toLocaleString('nl-NL')} voertuigen van ${name}`);
    expect(total).toBeGreaterThan(1);

    await stockLink(page).click();
    await expect(page).toHaveURL(/\/(aanbod|auto|fietsen|motoren|kamperen)\/aanbieder-\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(new RegExp(`^Aanbod van ${escape(name)}: ${escape(total.toLocaleString('nl-NL'))} \\S`));
    await expect(page).toHaveTitle(new RegExp(`^Aanbod van ${escape(name)}: `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByText(`Aanbod van ${name}`)).toBeVisible();

    // Only this dealer's vehicles: every card is at its place, and the list holds all of them.
    await expect(cards(page)).toHaveCount(Math.min(24, total));
    const places = await cards(page).getByText(/^Dealer in /).allTextContents();
    expect(places).toHaveLength(Math.min(24, total));
    for (const place of places) expect(place.trim()).toBe(`Dealer in ${city}`);

    // The chip names the dealer; removing it searches every dealer, with more results.
    const chip = page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: `Verwijder filter: Aanbod van ${name}` });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/aanbieder-/);
    await expect(page).toHaveURL(/\/(aanbod|auto|fietsen|motoren|kamperen)$/);
    await expect(heading).not.toHaveText(/^Aanbod van /);
    const wider = count(/^([\d.]+) /.exec((await heading.textContent()) ?? '')?.[1] ?? '0');
    expect(wider).toBeGreaterThan(total);
    const widerPlaces = new Set((await cards(page).getByText(/^Dealer in /).allTextContents()).map((text) => text.trim()));
    expect(widerPlaces.size).toBeGreaterThan(1);
  });

  test('narrowing the dealer’s list keeps the dealer, and the page passes axe', async ({ page, request }) => {
    await detailWithStockLink(page, request);
    await stockLink(page).click();
    await expect(page).toHaveURL(/aanbieder-\d+$/);
    const dealerPath = new URL(page.url()).pathname;
    await page.goto(`${dealerPath}/sortering-prijsoplopend`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Aanbod van /);
    await expect(page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: /^Verwijder filter: Aanbod van / })).toBeVisible();
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
  });

  test('a dealer id that is not one, or that no dealer has, is a 404 page; the API answers 400', async ({ page, request }) => {
    for (const path of ['/aanbod/aanbieder-0', '/aanbod/aanbieder-abc', '/auto/aanbieder-12/aanbieder-13', '/aanbod/aanbieder-2147483648', '/aanbod/aanbieder-2147483647']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    // Leading zeros name the same dealer: the page redirects to the canonical URL.
    const redirected = await request.get('/aanbod/aanbieder-01', { maxRedirects: 0 });
    expect(redirected.status()).toBe(308);
    expect(redirected.headers().location).toMatch(/\/aanbod\/aanbieder-1$/);
    for (const dealer of [0, 'abc', 1.5, -4]) {
      const response = await request.post('/api/client/search/results', { data: { mobilityType: 'car', dealer } });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'The search request is malformed' });
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
