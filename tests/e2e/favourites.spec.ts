import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

// The e2e server runs with the default product name.
const FAVORITES_COOKIE = 'viaBOVAG-Favorites';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const resultCards = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article');
const saved = (page: Page) => page.getByRole('list', { name: 'Bewaarde voertuigen' });
const heart = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('button', { name: /^Bewaar .+ als favoriet$/ });
const favouritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favorieten/ }).first();

async function favouritesCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === FAVORITES_COOKIE);
}

async function inactivePath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/test/detail-fixtures');
  expect(response.status()).toBe(200);
  const { inactive } = (await response.json()) as { inactive: string | null };
  if (!inactive) throw new Error('no inactive listing in the seeded inventory');
  return inactive;
}

// Necessary cookies only, and the acceptance badge dismissed: neither the consent banner nor the
// badge (both fixed at the bottom) may cover the controls these journeys tap.
const CONSENT = { name: 'viaBOVAG-CookieConsent', value: 'v1' };
const BADGE = { name: 'viaBOVAG-EnvTagDismissed', value: '1' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { ...CONSENT, url: baseURL ?? '' },
    { ...BADGE, url: baseURL ?? '' },
  ]);
});

test.describe('favourites', () => {
  test('@mobile a favourite from a card shows in the count and on /favorieten, and is removed there', async ({ page, context }) => {
    await page.goto('/auto');
    const [first, second] = [resultCards(page).nth(0), resultCards(page).nth(1)];
    const firstTitle = ((await first.getByRole('heading').textContent()) ?? '').trim();
    const secondTitle = ((await second.getByRole('heading').textContent()) ?? '').trim();
    const firstId = await heart(first).getAttribute('data-vehicle-id');
    const secondId = await heart(second).getAttribute('data-vehicle-id');
    await expect(heart(first)).toHaveAttribute('aria-pressed', 'false');

    await heart(first).click();
    await expect(heart(first)).toHaveAttribute('aria-pressed', 'true');
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten, 1 bewaarde advertentie');
    await heart(second).click();
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten, 2 bewaarde advertenties');

    // The cookie format of product §9, exactly.
    const cookie = await favouritesCookie(context);
    expect(cookie?.value).toBe(`${firstId}|${secondId}`);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(120);

    // Read on the server: the first HTML already has the pressed heart.
    const html = await (await page.request.get('/auto')).text();
    expect(html).toMatch(new RegExp(`<button[^>]*data-vehicle-id="${firstId}"[^>]*aria-pressed="true"|<button[^>]*aria-pressed="true"[^>]*data-vehicle-id="${firstId}"`));

    await favouritesLink(page).click();
    await expect(page).toHaveURL(/\/favorieten$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je favorieten');
    await expect(saved(page).getByRole('article')).toHaveCount(2);
    // Newest first.
    await expect(saved(page).getByRole('article').first().getByRole('heading')).toHaveText(secondTitle);
    await expect(heart(saved(page).getByRole('article').first())).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: `Verwijder ${firstTitle} uit je favorieten` }).click();
    await expect(saved(page).getByRole('article')).toHaveCount(1);
    await expect(saved(page).getByRole('heading', { name: firstTitle })).toHaveCount(0);
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten, 1 bewaarde advertentie');
    expect((await favouritesCookie(context))?.value).toBe(secondId);

    await page.getByRole('button', { name: `Verwijder ${secondTitle} uit je favorieten` }).click();
    await expect(page.getByRole('heading', { name: 'Je hebt nog geen favorieten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk occasions' })).toHaveAttribute('href', '/auto');
    expect(await favouritesCookie(context)).toBeUndefined();
  });

  test('the detail page heart, and a vehicle no longer for sale is marked and removable', async ({ page, context, request }) => {
    await page.goto(await inactivePath(request));
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const button = page.getByRole('button', { name: `Bewaar ${title} als favoriet` });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten, 1 bewaarde advertentie');
    await page.reload();
    await expect(page.getByRole('button', { name: `Bewaar ${title} als favoriet` })).toHaveAttribute('aria-pressed', 'true');

    // An id the database no longer knows at all is shown as unavailable too.
    const cookie = await favouritesCookie(context);
    await context.addCookies([{ ...(cookie ?? { name: FAVORITES_COOKIE, domain: '127.0.0.1', path: '/' }), value: `999999999|${cookie?.value ?? ''}` }]);
    await page.goto('/favorieten');
    const item = saved(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Niet meer beschikbaar')).toBeVisible();
    await expect(saved(page).getByRole('heading', { name: 'Niet meer beschikbaar' })).toBeVisible();
    await expect(page.getByText('2 voertuigen bewaard', { exact: false })).toBeVisible();

    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);

    await item.getByRole('button', { name: `Verwijder ${title} uit je favorieten` }).click();
    await expect(saved(page).getByRole('article')).toHaveCount(0);
    await expect(saved(page).getByRole('listitem')).toHaveCount(1);
  });

  test('the empty page explains and links to the lists, and passes axe', async ({ page }) => {
    await page.goto('/favorieten');
    await expect(page.getByRole('heading', { name: 'Je hebt nog geen favorieten' })).toBeVisible();
    const links = page.getByRole('list', { name: 'Bekijk het aanbod' }).getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.nth(1)).toHaveAttribute('href', '/fietsen');
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
  });

  test('without JavaScript /favorieten lists the favourites and removes one', async ({ browser, baseURL, request }) => {
    const html = await (await request.get('/auto')).text();
    const ids = [...html.matchAll(/data-vehicle-id="(\d+)" data-action="favourite"/g)].map((match) => match[1]).slice(0, 2);
    expect(ids).toHaveLength(2);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([
      { name: FAVORITES_COOKIE, value: ids.join('|'), url: baseURL ?? '' },
      { ...CONSENT, url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto('/favorieten');
    await expect(saved(page).getByRole('article')).toHaveCount(2);
    await saved(page).getByRole('button', { name: /^Verwijder .+ uit je favorieten$/ }).first().click();
    await expect(page).toHaveURL(/\/favorieten$/);
    await expect(saved(page).getByRole('article')).toHaveCount(1);
    expect((await favouritesCookie(context))?.value).toBe(ids[0]);
    await context.close();
  });
});
