import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' });
const cards = (page: Page) => results(page).getByRole('article');

/** "€ 12.345,-" or "€ 12.345,50" → 12345.5 */
function euros(text: string): number {
  const match = /€\s*([\d.]+),(\d{2}|-)/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no price in ${text}`);
  return Number((match[1] ?? '').replace(/\./g, '')) + (match[2] === '-' ? 0 : Number(match[2]) / 100);
}

async function prices(page: Page): Promise<number[]> {
  // The price itself, not a "Prijs verlaagd" line with the old price struck through.
  return (await cards(page).locator('p', { hasText: '€' }).filter({ hasNot: page.locator('s') }).allTextContents()).map(euros);
}

test.describe('search result pages', () => {
  test('@mobile /auto lists 24 cards under a heading with the count', async ({ page }) => {
    const response = await page.goto('/auto');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d.]+ occasions$/);
    await expect(cards(page)).toHaveCount(24);
    const first = cards(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/auto\/aanbod\/[a-z0-9-]+-[a-z0-9]{7}\?zoek=%2Fauto&index=0$/);
    // The asking price comes first; a card with a price drop also shows the old one, struck through.
    await expect(first.getByText(/^€\s[\d.]+,(-|\d{2})$/).first()).toBeVisible();
    await expect(first.getByText(/^(incl|excl)\. btw$/)).toBeVisible();
    await expect(first.getByRole('button', { name: /^Bewaar .+ als favoriet$/ })).toHaveAttribute('data-vehicle-id', /^\d+$/);
    await expect(first.getByRole('button', { name: /^Vergelijk / })).toBeVisible();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBe(0);
  });

  test('a brand page shows only that brand', async ({ page }) => {
    await page.goto('/auto/merk-volkswagen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d.]+ Volkswagen occasions?$/);
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Volkswagen /);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Occasions' })).toHaveAttribute('href', '/auto');
  });

  test('pagination links are real links that work', async ({ page }) => {
    await page.goto('/auto');
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/auto?page=2');
    await pagination.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/\/auto\?page=2$/);
    await expect(pagination.locator('[aria-current="page"]')).toContainText('2');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(pagination.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/auto');
    // What search engines read is the served page: exactly one canonical, the page's own URL.
    // (During a client-side navigation React may briefly hold the old and the new link.)
    await page.goto('/auto?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auto\?page=2$/);
  });

  test('sorting changes the URL and the order', async ({ page }) => {
    await page.goto('/auto');
    await page.getByText('Sorteer op: Beste resultaat').click();
    const options = page.getByRole('list', { name: 'Sorteer op' }).getByRole('listitem');
    // Twelve orders: "afstand" needs a postal code.
    await expect(options).toHaveCount(12);
    await page.getByRole('link', { name: 'Prijs oplopend' }).click();
    await expect(page).toHaveURL(/\/auto\/sortering-prijsoplopend$/);
    await expect(page.getByText('Sorteer op: Prijs oplopend')).toBeVisible();
    const sorted = await prices(page);
    expect(sorted.length).toBe(24);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a search without results offers relaxed searches with their counts', async ({ page }) => {
    await page.goto('/auto/merk-volkswagen/prijs-tot-en-met-100');
    await expect(page.getByRole('heading', { name: 'Geen Volkswagen occasions gevonden' })).toBeVisible();
    const alternatives = page.getByRole('list', { name: 'Probeer ook' }).getByRole('link');
    await expect(alternatives.first()).toBeVisible();
    await expect(alternatives.filter({ hasText: 'Zonder prijsfilter' })).toHaveText(/[\d.]+ resultaten?/);
    await alternatives.filter({ hasText: 'Zonder prijsfilter' }).click();
    await expect(page).toHaveURL(/\/auto\/merk-volkswagen$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a brand no listing has is named properly in the heading and its chip', async ({ page }) => {
    await page.goto('/auto/merk-lada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 Lada occasions');
    await expect(page.getByRole('link', { name: 'Verwijder filter: Lada' })).toBeVisible();
    await expect(page.getByText('lada', { exact: true })).toHaveCount(0);
  });

  test('unknown segments and detail-looking paths answer 404', async ({ request }) => {
    for (const path of ['/auto/bestaat-niet', '/fietsen/merk-gazelle/onzin', '/auto/kleur-paars', '/auto/aanbod/volkswagen-golf-ab12cd3', '/auto?page=nul', '/auto?page=99999']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  test('non-canonical URLs redirect permanently to the canonical one', async ({ request }) => {
    for (const [from, to] of [
      ['/auto/benzine', '/auto/brandstof-benzine'],
      ['/auto/merk-audi/hatchback', '/auto/hatchback/merk-audi'],
      ['/auto/merk-audi?page=1', '/auto/merk-audi'],
      ['/auto/Stadsauto', '/auto/stadsauto'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('the server HTML carries a canonical link, JSON-LD ItemList and breadcrumb', async ({ request }) => {
    const html = await (await request.get('/auto/merk-volkswagen')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/auto\/merk-volkswagen"/);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const list = blocks.find((block) => block['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[] } | undefined;
    expect(list?.itemListElement.length).toBeGreaterThan(0);
    expect(list?.itemListElement[0]?.position).toBe(1);
    expect(list?.itemListElement[0]?.url).toMatch(/^http.*\/auto\/aanbod\//);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('themed landings and menu landings render with their own title and text', async ({ page }) => {
    await page.goto('/auto/stadsauto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d.]+ stadsauto's$/);
    await expect(page).toHaveTitle(/^Stadsauto kopen \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auto\/stadsauto$/);
    await expect(page.getByRole('heading', { name: "Over stadsauto's" })).toBeVisible();

    await page.goto('/fietsen/voertuigsoort-elektrische-fiets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d.]+ elektrische fietsen$/);
    await expect(page.getByRole('heading', { name: 'Over elektrische fietsen' })).toBeVisible();
  });

  test('/kamperen shows the camping home above the camping results', async ({ page }) => {
    await page.goto('/kamperen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Op pad met je eigen caravan of camper');
    await expect(page.getByRole('heading', { level: 2, name: /^[\d.]+ kampeervoertuigen$/ })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
  });

  test("the spec's paths of the driving landings redirect to them", async ({ request }) => {
    const redirects = [
      ['/alles-over-elektrisch-rijden/auto', '/auto/alles-over-elektrisch-rijden'],
      ['/alles-over-hybride-rijden', '/auto/alles-over-hybride-rijden'],
    ] as const;
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    }
  });

  test('the sitemap lists roots, brands and landings', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/auto</loc>', '/auto/merk-volkswagen</loc>', '/auto/hatchback</loc>', '/auto/stadsauto</loc>', '/fietsen/voertuigsoort-elektrische-fiets</loc>']) {
      expect(xml).toContain(path);
    }
  });

  test('@mobile /auto passes axe', async ({ page }) => {
    await page.goto('/auto');
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
  });
});
