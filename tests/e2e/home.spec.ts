import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LONG_DATE = /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/;

function quickSearch(page: Page) {
  return page.getByRole('form', { name: 'Snel zoeken' });
}

/** The first real option of a select (index 0 is "Alle …"). */
async function firstOptionValue(page: Page, label: string): Promise<string> {
  const value = await quickSearch(page).getByLabel(label).locator('option').nth(1).getAttribute('value');
  if (!value) throw new Error(`no option under ${label}`);
  return value;
}

test.describe('car home', () => {
  test('shows the quick search, live counts and popular brands in Dutch', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Vind je volgende occasion' })).toBeVisible();
    await expect(main.getByText(/^[\d.]+ occasions van [\d.]+ erkende dealers$/)).toBeVisible();

    const form = quickSearch(page);
    for (const label of ['Merk', 'Model', 'Prijs tot', 'Bouwjaar vanaf']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByRole('button', { name: /^Toon [\d.]+ occasions$/ })).toBeVisible();
    await expect(form.getByLabel('Prijs tot').locator('option')).toContainText(['Alle prijzen', '€ 1.000', '€ 75.000']);

    const brands = main.getByRole('region', { name: 'Populaire automerken' });
    await expect(brands.getByRole('listitem')).toHaveCount(15);
    const volkswagen = brands.getByRole('link', { name: /Volkswagen/ });
    await expect(volkswagen).toHaveAttribute('href', '/auto/merk-volkswagen');
    await expect(volkswagen).toContainText(/[\d.]+ occasions?/);
    await expect(volkswagen.locator('img')).toHaveAttribute('alt', '');

    for (const name of ['Zekerheid van BOVAG', 'Waarom kopen via viaBOVAG?', 'Tips en advies', 'Zoek ook onderweg']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'BOVAG Garantie', exact: true })).toHaveAttribute('href', '/bovag-garantie');
  });

  test('the quick search with a brand goes to the brand list, and the button counts along', async ({ page }) => {
    await page.goto('/');
    const form = quickSearch(page);
    const button = form.getByRole('button', { name: /^Toon / });
    const totalText = await button.textContent();
    const total = Number((totalText ?? '').replace(/\D/g, ''));

    const model = form.getByLabel('Model');
    await expect(model).toBeDisabled();
    const brand = await firstOptionValue(page, 'Merk');
    await form.getByLabel('Merk').selectOption(brand);
    await expect(model).toBeEnabled();
    await expect
      .poll(async () => Number(((await button.textContent()) ?? '').replace(/\D/g, '')), { message: 'the count follows the brand' })
      .toBeLessThan(total);
    // Only this brand's models are offered now.
    const modelValues = await model.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(modelValues.length).toBeGreaterThan(0);
    for (const value of modelValues) expect(value.startsWith(`${brand}/`)).toBe(true);

    await button.click();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${brand.replace(/[.+]/g, '\\$&')}$`));
  });

  test('brand, model, price and year make the canonical list URL', async ({ page }) => {
    await page.goto('/');
    const form = quickSearch(page);
    const brand = await firstOptionValue(page, 'Merk');
    await form.getByLabel('Merk').selectOption(brand);
    const modelValue = await firstOptionValue(page, 'Model');
    await form.getByLabel('Model').selectOption(modelValue);
    await form.getByLabel('Prijs tot').selectOption('15000');
    await form.getByLabel('Bouwjaar vanaf').selectOption('2018');
    await form.getByRole('button', { name: /^(Toon|Bekijk)/ }).click();
    const [, modelSlug] = modelValue.split('/');
    await expect(page).toHaveURL((url) => url.pathname === `/auto/merk-${brand}/model-${modelSlug}/prijs-tot-en-met-15000/bouwjaar-vanaf-2018`);
  });
});

test.describe('quick search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form goes through /zoeken to the same canonical URL', async ({ page }) => {
    await page.goto('/');
    const form = quickSearch(page);
    const brand = await firstOptionValue(page, 'Merk');
    await form.getByLabel('Merk').selectOption(brand);
    await form.getByLabel('Prijs tot').selectOption('20000');
    await form.getByRole('button', { name: /^Toon / }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/auto/merk-${brand}/prijs-tot-en-met-20000`);
  });

  test('a bicycle kind becomes the landing segment', async ({ page }) => {
    await page.goto('/fiets');
    const form = quickSearch(page);
    await form.getByLabel('Soort').selectOption('voertuigsoort-elektrische-fiets');
    await form.getByRole('button', { name: /^Toon / }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/fietsen/voertuigsoort-elektrische-fiets');
  });
});

test.describe('/zoeken and /kampeer answer with redirects', () => {
  test('/zoeken sends good input to the canonical path with a 303', async ({ request }) => {
    const response = await request.get('/zoeken?type=car&merk=volkswagen&model=volkswagen%2Fgolf&prijs_tot=15000&bouwjaar_vanaf=2018', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/auto/merk-volkswagen/model-golf/prijs-tot-en-met-15000/bouwjaar-vanaf-2018');
  });

  test('/zoeken sends bad input to the plain list root, never a 500', async ({ request }) => {
    for (const [query, location] of [
      ['type=motor&prijs_tot=duur', '/motoren'],
      ['type=caramper&soort=naked', '/kamperen'],
      ['type=vliegtuig', '/auto'],
      ['', '/auto'],
    ] as const) {
      const response = await request.get(`/zoeken?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(303);
      expect(response.headers().location, query).toBe(location);
    }
  });

  test('/zoeken/aantal counts a quick search', async ({ request }) => {
    const all = await (await request.get('/zoeken/aantal?type=car')).json();
    const cheap = await (await request.get('/zoeken/aantal?type=car&prijs_tot=5000')).json();
    expect(all.count).toBeGreaterThan(0);
    expect(cheap.count).toBeLessThan(all.count);
    expect((await request.get('/zoeken/aantal?type=car&prijs_tot=veel')).status()).toBe(400);
  });

  test('/kampeer redirects permanently to /kamperen', async ({ page, request }) => {
    const response = await request.get('/kampeer', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/kamperen');
    await page.goto('/kampeer');
    await expect(page).toHaveURL(/\/kamperen$/);
  });
});

test.describe('the other homes', () => {
  for (const { path, title, brandsTitle, brandLink, fields, soort } of [
    { path: '/fiets', title: 'Vind je nieuwe fiets of e\u2011bike', brandsTitle: 'Populaire fietsmerken', brandLink: '/fietsen/merk-gazelle', fields: ['Soort', 'Merk', 'Prijs tot'], soort: 'Elektrische fiets' },
    { path: '/motor', title: 'Vind je volgende motor', brandsTitle: 'Populaire motormerken', brandLink: '/motoren/merk-honda', fields: ['Merk', 'Soort', 'Prijs tot'], soort: 'Naked' },
    { path: '/kamperen', title: 'Op pad met je eigen caravan of camper', brandsTitle: 'Populaire merken caravans en campers', brandLink: '/kamperen/merk-burstner', fields: ['Soort', 'Merk', 'Prijs tot'], soort: 'Caravan' },
  ]) {
    test(`${path} renders its blocks`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const form = quickSearch(page);
      for (const label of fields) await expect(form.getByLabel(label)).toBeVisible();
      await expect(form.getByLabel('Soort').locator('option', { hasText: soort })).toHaveCount(1);
      const brands = main.getByRole('region', { name: brandsTitle });
      await expect(brands.locator(`a[href="${brandLink}"]`)).toHaveCount(1);
      for (const name of ['Zekerheid van BOVAG', 'Tips en advies', 'Zoek ook onderweg']) {
        await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(main.getByRole('region', { name: 'Tips en advies' }).getByRole('article')).toHaveCount(3);
    });
  }
});

test.describe('app promo follows the device', () => {
  for (const { name, userAgent, stores } of [
    { name: 'iOS', userAgent: IPHONE, stores: ['Download in de App Store'] },
    { name: 'Android', userAgent: ANDROID, stores: ['Ontdek het op Google Play'] },
  ]) {
    test.describe(name, () => {
      test.use({ userAgent });
      test(`shows only the ${name} store`, async ({ page }) => {
        await page.goto('/');
        const promo = page.getByRole('main').getByRole('region', { name: 'Zoek ook onderweg' });
        await expect(promo.getByRole('link')).toHaveText(stores);
      });
    });
  }

  test('shows both stores when the device is unknown', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('main').getByRole('region', { name: 'Zoek ook onderweg' });
    await expect(promo.getByRole('link')).toHaveText(['Download in de App Store', 'Ontdek het op Google Play']);
  });
});

test.describe('blog', () => {
  test('a blog card on the home page opens its article', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('main').getByRole('region', { name: 'Tips en advies' }).getByRole('article').first();
    const link = card.getByRole('heading').getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(main.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Tips en advies' })).toHaveAttribute('href', '/blog');
    await expect(main.locator('header time')).toHaveText(LONG_DATE);
    await expect(main.getByText(/^\d+ minuten? lezen$/)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Lees ook' })).toBeVisible();
  });

  test('the index filters by topic with plain links', async ({ page }) => {
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Tips en advies' })).toBeVisible();
    const everything = await main.getByRole('article').count();
    expect(everything).toBeGreaterThanOrEqual(6);
    await main.getByRole('navigation', { name: 'Kies een onderwerp' }).getByRole('link', { name: 'Fiets' }).click();
    await expect(page).toHaveURL(/\/blog\?onderwerp=fiets$/);
    await expect(main.getByRole('link', { name: 'Fiets', exact: true })).toHaveAttribute('aria-current', 'page');
    const bikes = main.getByRole('article');
    expect(await bikes.count()).toBeLessThan(everything);
    const labels = await bikes.evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent));
    expect(new Set(labels)).toEqual(new Set(['Fiets']));
  });

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto('/blog/bestaat-niet');
    expect(response?.status()).toBe(404);
  });
});

test.describe('accessibility', () => {
  for (const pathname of ['/', '/kamperen', '/blog', '/blog/tweedehands-caravan-kopen-checklist']) {
    test(`${pathname} passes axe`, async ({ page }) => {
      await page.goto(pathname);
      expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
    });
  }
});

test('@mobile the quick search fits a phone and reaches the list', async ({ page }) => {
  await page.goto('/');
  const overflow = await horizontalOverflow(page);
  expect(overflow).toBe(0);
  const form = quickSearch(page);
  const brand = await firstOptionValue(page, 'Merk');
  await form.getByLabel('Merk').selectOption(brand);
  await form.getByRole('button', { name: /^Toon / }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/auto/merk-${brand}`);
});
