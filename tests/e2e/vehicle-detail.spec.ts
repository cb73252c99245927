import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

type Fixtures = Record<'car' | 'ebike' | 'motor' | 'caravan' | 'camper' | 'inactive', string | null>;

let fixtures: Fixtures | undefined;
async function paths(request: APIRequestContext): Promise<Fixtures> {
  if (!fixtures) {
    const response = await request.get('/test/detail-fixtures');
    expect(response.status()).toBe(200);
    fixtures = (await response.json()) as Fixtures;
  }
  return fixtures;
}

async function path(request: APIRequestContext, key: keyof Fixtures): Promise<string> {
  const value = (await paths(request))[key];
  if (!value) throw new Error(`no ${key} listing in the seeded inventory`);
  return value;
}

/** Product §9: a tooltip closes this long after the pointer leaves it. */
const TOOLTIP_CLOSE_DELAY_MS = 500;

const carousel = (page: Page) => page.getByRole('region', { name: /^Foto's van / });
const counter = (page: Page) => carousel(page).locator('[aria-live="polite"]').first();

test.describe('vehicle detail page', () => {
  test('@mobile opens from the result list with title, price, photos and specifications', async ({ page }) => {
    await page.goto('/auto');
    const card = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/auto\/aanbod\/[a-z0-9-]+-[a-z0-9]{7}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^€\s[\d.]+,(-|\d{2})$/).first()).toBeVisible();
    await expect(page.getByText(/^(incl|excl)\. btw$/).first()).toBeVisible();
    await expect(carousel(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historie' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verkoper' })).toBeVisible();
    await expect(page.getByText('Let op! Geld lenen kost geld')).toBeVisible();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBe(0);
  });

  test('the main photo is preloaded, eager and high priority; the rest are lazy', async ({ page, request }) => {
    await page.goto(await path(request, 'car'));
    const slides = carousel(page).getByRole('group').first().locator('img');
    await expect(slides.first()).toHaveAttribute('loading', 'eager');
    await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(slides.first()).toHaveAttribute('srcset', /w=640&q=75 640w.*w=1920&q=75 1920w/);
    await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
  });

  test('an inactive listing says so, shows alternatives and is noindex', async ({ page, request }) => {
    const response = await page.goto(await path(request, 'inactive'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Deze auto is verkocht of niet meer beschikbaar' })).toBeVisible();
    const similar = page.locator('section', { has: page.getByRole('heading', { name: 'Vergelijkbaar aanbod' }) });
    await expect(similar.getByRole('listitem').first()).toBeVisible();
    expect(await similar.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Neem contact op' })).toHaveCount(0);
  });

  test('metadata: canonical, Open Graph, Twitter card and JSON-LD with an offer', async ({ page, request }) => {
    const detail = await path(request, 'motor');
    await page.goto(`${detail}?zoek=%2Fmotoren&index=0`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${detail}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Motorcycle');
    expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  });

  test('share buttons are real links', async ({ page, request }) => {
    await page.goto(await path(request, 'ebike'));
    await expect(page.getByRole('link', { name: 'Deel via WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByRole('link', { name: 'Deel via e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(page.getByRole('link', { name: 'Deel op Facebook' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer/);
    await expect(page.getByRole('link', { name: 'Deel op X' })).toHaveAttribute('href', /^https:\/\/x\.com\/intent/);
  });

  test('recently viewed vehicles are remembered and shown', async ({ page, request }) => {
    const first = await path(request, 'car');
    await page.goto(first);
    const firstTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    // The visit is recorded once the page runs its code; leaving before that would record nothing.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('detail:recently-viewed') ?? '')).toContain(firstTitle);
    await page.goto(await path(request, 'motor'));
    const recent = page.getByRole('list', { name: 'Onlangs bekeken voertuigen' });
    await expect(recent.getByRole('link', { name: firstTitle })).toBeVisible();
  });

  test('the financing calculator recomputes the monthly payment', async ({ page, request }) => {
    await page.goto(await path(request, 'car'));
    const amount = page.getByLabel('Leenbedrag');
    await amount.fill('10000');
    await page.getByLabel('Looptijd').selectOption('60');
    await expect(page.getByText(/Rekenvoorbeeld: bij een leenbedrag van €\s10\.000,- en een looptijd van 60 maanden betaal je €\s207,10 per maand/)).toBeVisible();
    await amount.fill('10');
    await expect(page.getByText(/Vul een bedrag in tussen/)).toBeVisible();
  });
});

test.describe('vehicle detail: media carousel', () => {
  test('carousel: next, previous, thumbnails, arrow keys, fullscreen and Escape', async ({ page, request }) => {
    // Instant scrolling: the test checks where each control leads, not the animation on the way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(await path(request, 'car'));
    await expect(counter(page)).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter(page).textContent())?.split('/')[1]);
    expect(total).toBeGreaterThan(2);
    await carousel(page).getByRole('button', { name: 'Volgende foto' }).first().click();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await carousel(page).getByRole('button', { name: 'Vorige foto' }).first().click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await carousel(page).getByRole('button', { name: 'Toon foto 3' }).click();
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await expect(carousel(page).getByRole('button', { name: 'Toon foto 3' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`4 / ${total}`);

    const expand = carousel(page).getByRole('button', { name: "Bekijk foto's op volledig scherm" });
    await expand.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`4 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sluit volledig scherm' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Volgende foto' }).click();
    await expect(dialog.getByText(`5 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`4 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(expand).toBeFocused();
    await expect(counter(page)).toHaveText(`4 / ${total}`);
  });

  test('no axe violations with the fullscreen view open', async ({ page, request }) => {
    await page.goto(await path(request, 'car'));
    await carousel(page).getByRole('button', { name: "Bekijk foto's op volledig scherm" }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('vehicle detail: certainty tooltips', () => {
  test('no axe violations on the page with a tooltip open', async ({ page, request }) => {
    await page.goto(await path(request, 'car'));
    const tags = page.locator('button[aria-expanded]');
    await tags.first().click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('certainty tooltips: hover opens and closes 500 ms after leaving, one at a time, close button and outside click', async ({ page, request }) => {
    // The page's timers run on a clock the test holds: "500 ms after leaving" is exact, however busy the machine.
    await page.clock.install();
    await page.goto(await path(request, 'caravan'));
    const triggers = page.locator('aside button[aria-expanded]');
    expect(await triggers.count()).toBeGreaterThan(1);
    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await first.hover();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(5, 700);
    await page.clock.runFor(TOOLTIP_CLOSE_DELAY_MS - 1);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.clock.resume();

    // Keyboard (and touch) toggle; opening the second closes the first.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const bubble = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
    const box = await bubble.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(350);
    expect(await bubble.evaluate((element) => getComputedStyle(element).zIndex)).toBe('99');
    await bubble.getByRole('button', { name: 'Sluit uitleg' }).click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 700);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('vehicle detail: the search the visitor came from', () => {
  test('previous/next walks the result list and goes back to it', async ({ page }) => {
    await page.goto('/auto');
    const titles = (await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article').getByRole('heading').allTextContents()).map((title) => title.trim());
    const first = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article').first().getByRole('link').first();
    // The cards carry the search and the position, so the detail page can walk the list.
    await expect(first).toHaveAttribute('href', /\?zoek=%2Fauto&index=0$/);
    await first.click();
    const nav = page.getByRole('navigation', { name: 'Zoekresultaten doorbladeren' });
    await expect(nav.getByText(/^1 van [\d.]+$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
    await nav.getByRole('link', { name: /^Volgende/ }).click();
    await expect(page).toHaveURL(/index=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1] ?? '');
    await nav.getByRole('link', { name: /^Volgende/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[2] ?? '');
    await expect(nav.getByText(/^3 van /)).toBeVisible();
    await nav.getByRole('link', { name: /^Vorige/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1] ?? '');
    await nav.getByRole('link', { name: 'Terug naar de resultaten' }).click();
    await expect(page).toHaveURL(/\/auto$/);
    await expect(page.getByRole('list', { name: 'Zoekresultaten' })).toBeVisible();
  });

  test('back to results returns through history to the list and its scroll position', async ({ page }) => {
    await page.goto('/auto');
    const link = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article').nth(7).getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await expect(link).toHaveAttribute('href', /\?zoek=%2Fauto&index=7$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de resultaten' }).click();
    await expect(page).toHaveURL(/\/auto$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});

test.describe('vehicle detail: section boundaries (product §8)', () => {
  test('a section crashing on the server leaves the page up', async ({ page, request }) => {
    const detail = await path(request, 'car');
    const normal = await page.goto(detail);
    expect(normal?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dit valt op' })).toBeVisible();
    const response = await page.goto(`${detail}?testCrash=highlights`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dit valt op' })).toHaveCount(0);
  });

  test('a section crashing in the browser is caught, logged and leaves the page up', async ({ page, request }) => {
    allowConsoleErrors(page, /Deliberate browser crash|section crashed/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${await path(request, 'car')}?testCrash=client:highlights`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dit valt op' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible();
    await expect.poll(() => errors.some((line) => line.includes('"section":"highlights"'))).toBe(true);
    // The rest of the page still works.
    await carousel(page).getByRole('button', { name: 'Volgende foto' }).first().click();
    await expect(counter(page)).toHaveText(/^2 \/ \d+$/);
  });

  test('a crashing carousel shows its fallback', async ({ page, request }) => {
    await page.goto(`${await path(request, 'car')}?testCrash=mediaCarousel`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Geen foto beschikbaar')).toBeVisible();
  });
});

test.describe('vehicle detail: addresses', () => {
  test('a stale slug or the wrong type redirects permanently to the canonical path', async ({ request }) => {
    const canonical = await path(request, 'car');
    const code = canonical.slice(-7);
    const stale = await request.get(`/auto/aanbod/oude-titel-${code}?zoek=%2Fauto&index=0`, { maxRedirects: 0 });
    expect(stale.status()).toBe(308);
    expect(new URL(stale.headers().location ?? '', 'http://x').pathname).toBe(canonical);
    expect(stale.headers().location).toContain('index=0');
    const wrongType = await request.get(canonical.replace('/auto/', '/motor/'), { maxRedirects: 0 });
    expect(wrongType.status()).toBe(308);
    expect(new URL(wrongType.headers().location ?? '', 'http://x').pathname).toBe(canonical);
  });

  test('an unknown code is a 404', async ({ request }) => {
    expect((await request.get('/auto/aanbod/bestaat-niet-qq00qq0')).status()).toBe(404);
    expect((await request.get('/auto/aanbod/geen-code')).status()).toBe(404);
    expect((await request.get('/fiets/aanbod/x-ABC12de')).status()).toBe(404);
  });
});
