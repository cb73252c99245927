import type { BrowserContext, Page, Request } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { allowConsoleErrors, chunksRan, expect, test } from '../support/test';
import { openContactSubject } from '../support/contact-subject';

/**
 * Web events, the data layer and cookie consent (issue 6 items 3–5). Tag scripts never load here
 * (APP_ENV is acceptance); what the browser may do before consent is checked on every request.
 */
const NECESSARY_COOKIES = ['viaBOVAG-Favorites', 'viaBOVAG-EnvTagDismissed', 'viaBOVAG-CookieConsent', 'viaBOVAG-CorrelationId'];
const CONSENT = 'viaBOVAG-CookieConsent';

async function giveConsent(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: CONSENT, value, url: baseURL ?? 'http://127.0.0.1' }]);
}

/** Keeps tel: and share links in the page: dialling and sharing are observed, not performed. */
async function stayOnPage(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('dealer-contact:dial', (event) => event.preventDefault());
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[data-share]')) event.preventDefault();
    }, true);
  });
}

function webEvents(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/client/web-event/')) seen.push(request);
  });
  return seen;
}

/**
 * Web-event calls the page has made so far, counted in the page itself: read after the page's fake
 * clock ran past every timer, it proves that no further call follows, without sleeping.
 */
async function countWebEventCalls(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { __webEventCalls: number };
    counted.__webEventCalls = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/client/web-event/')) counted.__webEventCalls += 1;
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __webEventCalls: number }).__webEventCalls);
}

const named = (requests: Request[], name: string) => requests.filter((request) => new URL(request.url()).pathname === `/api/client/web-event/${name}`);

async function detailPath(page: Page): Promise<string> {
  const response = await page.request.get('/test/detail-fixtures');
  const car = ((await response.json()) as { car: string | null }).car;
  if (!car) throw new Error('no car in the seeded inventory');
  return car;
}

// The suite's visitors have answered the cookie question (playwright.config.ts); these start as first-time visitors.
test.use({ storageState: { cookies: [], origins: [] } });

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

test.describe('web events (product §7)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await giveConsent(context, baseURL, 'v1');
  });

  test('a phone reveal sends its web event once, about a second later @mobile', async ({ page }) => {
    await stayOnPage(page);
    const events = webEvents(page);
    const calls = await countWebEventCalls(page);
    // The page's timers run on a clock the test moves: "a second later" and "nothing more" are exact.
    await page.clock.install();
    const { listingId } = await openContactSubject(page, 'car', { tracked: false });
    // From here the clock stands still but for runFor: however long the detail page took to load or the click takes.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: /Toon telefoonnummer van/ }).click();
    await page.clock.runFor(900);
    expect(await calls()).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => named(events, 'vehicle-details-phone-number-displayed').length).toBe(1);
    const [reveal] = named(events, 'vehicle-details-phone-number-displayed');
    expect(reveal?.postDataJSON()).toEqual({ vehicleId: listingId });
    expect(reveal?.headers()['content-type']).toBe('application/json');
    expect((await reveal?.response())?.status()).toBe(204);
    // The dialer follows 500 ms after the give-up; then nothing more arrives, however long the page stays.
    await expect.poll(async () => {
      await page.clock.runFor(500);
      return named(events, 'vehicle-details-phone-dialer-displayed').length;
    }).toBe(1);
    const callsSoFar = await calls();
    await page.clock.runFor(120_000);
    expect(await calls()).toBe(callsSoFar);
    expect(named(events, 'vehicle-details-phone-number-displayed')).toHaveLength(1);
    expect(named(events, 'vehicle-details-phone-dialer-displayed')).toHaveLength(1);
  });

  test('a failed web event is retried and then delivered once', async ({ page }) => {
    allowConsoleErrors(page, /\/api\/client\/web-event\/vehicle-details-phone-number-displayed$/);
    await stayOnPage(page);
    const events = webEvents(page);
    const calls = await countWebEventCalls(page);
    let attempts = 0;
    await page.route('**/api/client/web-event/vehicle-details-phone-number-displayed', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"Service Unavailable"}' });
      else await route.continue();
    });
    await page.clock.install();
    await openContactSubject(page, 'car', { tracked: false });
    await page.getByRole('button', { name: /Toon telefoonnummer van/ }).click();
    await expect.poll(async () => {
      await page.clock.runFor(500);
      return named(events, 'vehicle-details-phone-number-displayed').length;
    }).toBe(2);
    const [first, second] = named(events, 'vehicle-details-phone-number-displayed');
    expect((await first?.response())?.status()).toBe(503);
    expect((await second?.response())?.status()).toBe(204);
    expect(second?.postData()).toBe(first?.postData());
    // No third attempt, however long the page stays.
    const callsSoFar = await calls();
    await page.clock.runFor(120_000);
    expect(await calls()).toBe(callsSoFar);
    expect(attempts).toBe(2);
  });

  test('shares on the detail page and a favourite send their events', async ({ page }) => {
    await stayOnPage(page);
    const events = webEvents(page);
    await page.goto(await detailPath(page));
    const share = page.getByRole('region', { name: 'Deel deze advertentie' });
    await share.locator('a[data-share="email"]').click();
    await share.locator('a[data-share="whatsapp"]').click();
    await expect.poll(() => named(events, 'shared-via-email').length).toBe(1);
    await expect.poll(() => named(events, 'shared-via-whats-app').length).toBe(1);
    const vehicleId = (named(events, 'shared-via-email')[0]?.postDataJSON() as { vehicleId: number }).vehicleId;
    expect(vehicleId).toBeGreaterThan(0);

    // The favourites feature announces every toggle; an addition is a web event, a removal is not.
    await page.evaluate((id) => {
      window.dispatchEvent(new CustomEvent('favorites-changed', { detail: { id, added: true } }));
      window.dispatchEvent(new CustomEvent('favorites-changed', { detail: { id, added: false } }));
    }, vehicleId);
    await expect.poll(() => named(events, 'favorite-added').length).toBe(1);
    expect(named(events, 'favorite-added')[0]?.postDataJSON()).toEqual({ vehicleId });
  });

  test('the endpoint knows only the twelve names and wants a vehicle id', async ({ request }) => {
    const unknown = await request.post('/api/client/web-event/vehicle-details-phone-called', { data: { vehicleId: 1 } });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({ status: 400, message: 'Bad Request' });
    const noVehicle = await request.post('/api/client/web-event/favorite-added', { data: { position: 1 } });
    expect(noVehicle.status()).toBe(400);
    expect(await noVehicle.json()).toEqual({ status: 400, message: 'Bad Request' });
    const ok = await request.post('/api/client/web-event/findie-link-clicked', { data: { vehicleId: 1, source: 'e2e' } });
    expect(ok.status()).toBe(204);
  });
});

test.describe('cookie consent', () => {
  test('nothing but necessary cookies and first-party requests before consent; the data layer fills after @mobile', async ({ page, context, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
    });
    const path = await detailPath(page);
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Mogen we cookies gebruiken?' })).toBeVisible();
    await page.goto('/auto');
    await page.goto(path);
    expect(await dataLayer(page)).toBeNull();
    expect(await page.locator('script[data-tag]').count()).toBe(0);
    const before = (await context.cookies()).map((cookie) => cookie.name);
    expect(before.filter((name) => !NECESSARY_COOKIES.includes(name))).toEqual([]);
    expect(before).not.toContain(CONSENT);

    await banner.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === CONSENT)?.value).toBe('v1.analytics.marketing');
    // The detail view waited for the answer and is now in the data layer, with the product model.
    await expect.poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'productDetail')).toBeTruthy();
    const detail = (await dataLayer(page))?.find((entry) => entry.event === 'productDetail') as { ecommerce: { detail: { products: Record<string, unknown>[] } } };
    expect(Object.keys(detail.ecommerce.detail.products[0] ?? {}).sort()).toEqual(
      ['brand', 'category', 'dimension1', 'dimension2', 'dimension3', 'dimension4', 'id', 'name', 'price', 'quantity', 'variant'].sort(),
    );

    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('a result page lists its impressions and a followed card its product click, once allowed', async ({ page }) => {
    await page.goto('/auto');
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'impressions')).toBeTruthy();
    const shown = (await dataLayer(page))?.find((entry) => entry.event === 'impressions') as { ecommerce: { impressions: { position: number; list: string }[] } };
    expect(shown.ecommerce.impressions).toHaveLength(24);
    expect(shown.ecommerce.impressions[0]).toMatchObject({ position: 1, list: 'zoekresultaten car' });
    // Stay on the page to read the data layer: the click still bubbles to the listener.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article').nth(2).getByRole('link').first().click();
    await expect.poll(async () => (await dataLayer(page))?.find((entry) => entry.event === 'productClick')).toBeTruthy();
    const click = (await dataLayer(page))?.find((entry) => entry.event === 'productClick') as { ecommerce: { click: { products: { position: number }[] } } };
    expect(click.ecommerce.click.products[0]?.position).toBe(3);
  });

  test('refusing keeps the data layer empty and the banner away', async ({ page }) => {
    await page.goto(await detailPath(page));
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    expect(await dataLayer(page)).toBeNull();
  });

  test('the banner is accessible @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-consent-banner]', tags: WCAG_21_AA })).toEqual([]);
  });

  test('the preferences page stores a choice and shows it again @mobile', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookies' }).getByRole('link', { name: 'Zelf kiezen' }).click();
    await expect(page).toHaveURL(/\/cookie-voorkeuren$/);
    // A plain link: a full load, whose form hydrates once its held chunks have run (decision 054).
    await chunksRan(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookievoorkeuren' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    await expect(page.getByText('Je hebt nog geen keuze gemaakt.', { exact: false })).toBeVisible();

    const necessary = page.getByRole('checkbox', { name: /Noodzakelijk/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Analytisch' }).check();
    await expect(page.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Je voorkeuren zijn opgeslagen.' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === CONSENT)).toMatchObject({ value: 'v1.analytics', sameSite: 'Lax' });

    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);

    await page.reload();
    await expect(page.getByText('Je huidige keuze: noodzakelijk en analytisch.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Analytisch' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Analytisch' }).uncheck();
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === CONSENT)?.value).toBe('v1');
  });
});
