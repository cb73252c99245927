/**
 * Issue 18: the first tap is never lost. Every test here taps BEFORE the code that handles the
 * control has run, deterministically: the page's script chunks are held back with page.route
 * until after the tap, then released. A control must then do what was asked: applied on
 * hydration (the filter panel, the heart and compare buttons) or handled as the plain page it is
 * (chips, sort and pages are links).
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { holdChunks, PANEL_CHUNK_MARK } from '../support/hold-chunks';
import { expect, test } from '../support/test';

// A chunk still held or being read when a test ends belongs to a page that is closing: not a failure.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const panel = (page: Page) => page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' });
const cards = (page: Page) => results(page).getByRole('article');
const cloud = (page: Page) => page.getByRole('navigation', { name: 'Gekozen filters' });
const compareButton = (card: ReturnType<Page['locator']>) => card.getByRole('button', { name: /^Vergelijk / });
const heart = (card: ReturnType<Page['locator']>) => card.getByRole('button', { name: /^Bewaar .+ als favoriet$/ });

test.describe('the filter panel before its chunk arrived', () => {
  test('a brand ticked before the panel hydrated is applied once it has', async ({ page }) => {
    const chunks = await holdChunks(page, (body) => body.includes(PANEL_CHUNK_MARK));
    await page.goto('/auto', { waitUntil: 'commit' });
    // The panel's chunk was asked for and is held: the panel has not hydrated.
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);

    // The first popular make (Volkswagen in the full demo stock; the suite's smaller stock may differ).
    const box = panel(page).getByRole('group', { name: 'Populair' }).getByRole('checkbox').first();
    const slug = (await box.getAttribute('value')) ?? '';
    const label = ((await panel(page).getByRole('group', { name: 'Populair' }).locator('label').first().textContent()) ?? '').replace(/[\d.]+$/, '').trim();
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/\/auto$/);

    chunks.release();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(cloud(page).getByRole('link', { name: `Verwijder filter: ${label}` })).toBeVisible();
    const titles = await results(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.startsWith(label)).toBe(true);
    await expect(panel(page).locator(`input[name="brand"][value="${slug}"]`)).toBeChecked();
  });

  test('a price chosen and a fuel ticked before hydration are applied together', async ({ page }) => {
    const chunks = await holdChunks(page, (body) => body.includes(PANEL_CHUNK_MARK));
    await page.goto('/auto', { waitUntil: 'commit' });
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    const max = panel(page).getByLabel('Prijs tot en met');
    await max.selectOption({ index: 3 });
    const value = await max.inputValue();
    await panel(page).locator('input[name="fuel"][value="diesel"]').click();
    chunks.release();
    await expect(page).toHaveURL(new RegExp(`/auto/prijs-tot-en-met-${value}/brandstof-diesel$`));
    await expect(cloud(page).getByRole('link', { name: 'Verwijder filter: Diesel' })).toBeVisible();
  });
});

test.describe('links and card buttons before the page hydrated', () => {
  /** Every chunk held: nothing of React runs until the release. */
  async function openUnhydrated(page: Page, path: string) {
    const chunks = await holdChunks(page, () => true);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-hydrated], [data-enhanced]')).toHaveCount(0);
    return chunks;
  }

  // A plain link's navigation waits for the server's answer before the address changes, which on a machine busy with
  // the rest of the suite can take longer than an assertion's few seconds: waitForURL waits as long as a navigation may
  // (until the commit: the held chunks keep the load event back).
  test('a chip removes its filter', async ({ page }) => {
    const chunks = await openUnhydrated(page, '/auto/merk-volkswagen/brandstof-diesel');
    await cloud(page).getByRole('link', { name: 'Verwijder filter: Diesel' }).click();
    await page.waitForURL(/\/auto\/merk-volkswagen$/, { waitUntil: 'commit' });
    chunks.release();
    await expect(cloud(page).getByRole('link', { name: 'Verwijder filter: Diesel' })).toHaveCount(0);
    await expect(cloud(page).getByRole('link', { name: 'Verwijder filter: Volkswagen' })).toBeVisible();
  });

  test('a sort order is followed', async ({ page }) => {
    const chunks = await openUnhydrated(page, '/auto');
    await page.getByText('Sorteer op: Beste resultaat').click();
    await page.getByRole('list', { name: 'Sorteer op' }).getByRole('link', { name: 'Prijs oplopend' }).click();
    await page.waitForURL(/\/auto\/sortering-prijsoplopend$/, { waitUntil: 'commit' });
    chunks.release();
    await expect(page.getByText('Sorteer op: Prijs oplopend')).toBeVisible();
  });

  // A test of its own, in a fresh browser context. Run in the same page after the sort test, the click on
  // "Pagina 2" now and then never navigated. The likely cause: chunks the first load had fetched can come
  // from the browser's cache past the route that holds them, so the page half hydrates, and a hydrated
  // pagination link navigates on the client, which waits for the held chunks.
  test('page 2 is followed', async ({ page }) => {
    const chunks = await openUnhydrated(page, '/auto');
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL(/\/auto\?page=2$/, { waitUntil: 'commit' });
    chunks.release();
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  });

  test('a heart tapped before hydration is saved', async ({ page, context }) => {
    const chunks = await openUnhydrated(page, '/auto');
    const card = cards(page).first();
    const id = await heart(card).getAttribute('data-vehicle-id');
    await heart(card).click();
    chunks.release();
    await expect(heart(card)).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'viaBOVAG-Favorites');
    expect(cookie?.value).toBe(id);
  });

  test('two quick compare taps before hydration both reach the compare bar', async ({ page }) => {
    const chunks = await openUnhydrated(page, '/auto');
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
    await compareButton(first).click();
    await compareButton(second).click();
    chunks.release();
    await expect(compareButton(first)).toHaveAttribute('aria-pressed', 'true');
    await expect(compareButton(second)).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByRole('region', { name: 'Vergelijken' });
    await expect(bar.getByText('2 voertuigen gekozen')).toBeVisible();
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('a tap after hydration counts once, not twice', async ({ page }) => {
    await page.goto('/auto');
    const card = cards(page).first();
    // The cards hydrate on intent (issue 21): a pointer over them.
    await card.hover();
    await expect(compareButton(card)).toHaveAttribute('data-hydrated', '');
    await compareButton(card).click();
    await expect(compareButton(card)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Vergelijken' }).getByText('1 voertuig gekozen')).toBeVisible();
  });
});

/**
 * The same recorder serves every page from the shell (lib/dom/early-clicks-script.ts): the header,
 * the consent banner, the detail page's share links and hearts outside the result list.
 */
test.describe('controls outside the result list before the page hydrated', () => {
  /** Every chunk held; `ready` is on screen (the server's HTML) and nothing of React runs until the release. */
  async function openHeld(page: Page, path: string, ready: (page: Page) => ReturnType<Page['locator']>) {
    const chunks = await holdChunks(page, () => true);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(ready(page)).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-hydrated], [data-enhanced]')).toHaveCount(0);
    return chunks;
  }

  async function detailPath(page: Page): Promise<string> {
    const response = await page.request.get('/test/detail-fixtures');
    const car = ((await response.json()) as { car: string | null }).car;
    if (!car) throw new Error('no car in the seeded inventory');
    return car;
  }

  const favouritesCookie = async (page: Page) => (await page.context().cookies()).find((entry) => entry.name === 'viaBOVAG-Favorites');

  test('a mega menu toggle tapped before hydration opens its menu', async ({ page }) => {
    // A full 404 page: the whole shell, no results, and the page the CI run lost this tap on.
    const toggle = (scope: Page) => scope.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Toon het menu Fietsen' });
    const chunks = await openHeld(page, '/deze-pagina-bestaat-echt-niet', toggle);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    chunks.release();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mountainbike' })).toBeVisible();
    // Replayed once: a second replay would have closed it again.
    await expect(toggle(page)).toHaveAttribute('data-hydrated', '');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('a first-time visitor', () => {
    // The suite's visitors have answered the cookie question (playwright.config.ts); this one has not.
    test.use({ storageState: { cookies: [], origins: [] } });

    test('"Alles accepteren" tapped before hydration stores the answer and fills the data layer', async ({ page }) => {
      const banner = (scope: Page) => scope.getByRole('region', { name: 'Cookies' });
      const chunks = await openHeld(page, '/auto', banner);
      await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
      await expect(banner(page)).toBeVisible();
      chunks.release();
      await expect(banner(page)).toHaveCount(0);
      const consent = (await page.context().cookies()).find((entry) => entry.name === 'viaBOVAG-CookieConsent');
      expect(consent?.value).toBe('v1.analytics.marketing');
      // The analytics island heard the answer: the result page's impressions reach the data layer.
      await expect
        .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'impressions')))
        .toBe(true);
    });
  });

  test('a share link tapped before hydration still sends its web event, once', async ({ page }) => {
    // Sharing is observed, not performed: the link stays in the page.
    await page.addInitScript(() => {
      window.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[data-share]')) event.preventDefault();
      }, true);
    });
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/client/web-event/shared-via-')) events.push(new URL(request.url()).pathname);
    });
    const path = await detailPath(page);
    const share = (scope: Page) => scope.getByRole('region', { name: 'Deel deze advertentie' }).locator('a[data-share="whatsapp"]');
    const chunks = await openHeld(page, path, share);
    await share(page).click();
    chunks.release();
    await expect.poll(() => events).toEqual(['/api/client/web-event/shared-via-whats-app']);
    // Live now: a tap after hydration is sent by the listener itself, and the early one is not sent again.
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await page.getByRole('region', { name: 'Deel deze advertentie' }).locator('a[data-share="email"]').click();
    await expect.poll(() => events).toEqual(['/api/client/web-event/shared-via-whats-app', '/api/client/web-event/shared-via-email']);
  });

  test('the detail page heart tapped before hydration is saved', async ({ page }) => {
    const path = await detailPath(page);
    const heart = (scope: Page) => scope.getByRole('main').getByRole('button', { name: /^Bewaar .+ als favoriet$/ }).first();
    const chunks = await openHeld(page, path, heart);
    const id = await heart(page).getAttribute('data-vehicle-id');
    await heart(page).click();
    chunks.release();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    expect((await favouritesCookie(page))?.value).toBe(id);
  });

  test('"Kopieer link" tapped before hydration copies the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const path = await detailPath(page);
    const button = (scope: Page) => scope.getByRole('region', { name: 'Deel deze advertentie' }).getByRole('button', { name: 'Kopieer link' });
    const chunks = await openHeld(page, path, button);
    await button(page).click();
    chunks.release();
    await expect(page.getByRole('region', { name: 'Deel deze advertentie' }).getByRole('status')).toHaveText('Link gekopieerd');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, baseURL).toString());
  });

  test('a heart on /favorieten tapped before hydration removes the favourite', async ({ page, baseURL }) => {
    await page.goto('/auto');
    const ids = await Promise.all([0, 1].map((index) => heart(cards(page).nth(index)).getAttribute('data-vehicle-id')));
    await page.context().addCookies([{ name: 'viaBOVAG-Favorites', value: ids.join('|'), url: baseURL ?? '' }]);
    const saved = (scope: Page) => scope.getByRole('list', { name: 'Bewaarde voertuigen' });
    const chunks = await openHeld(page, '/favorieten', (scope) => saved(scope).getByRole('article').first());
    await expect(saved(page).getByRole('article')).toHaveCount(2);
    // Newest first: the first card is the second id.
    const first = saved(page).getByRole('article').first();
    await expect(heart(first)).toHaveAttribute('data-vehicle-id', ids[1] ?? '');
    await heart(first).click();
    chunks.release();
    await expect(saved(page).getByRole('article')).toHaveCount(1);
    expect((await favouritesCookie(page))?.value).toBe(ids[0]);
  });
});
