/**
 * What a probe of the running site broke (issue 12), seen as a visitor and a client see it.
 * The fuzz test (api-fuzz.spec.ts) throws the same classes of input at every edge; these check
 * what the visitor gets instead.
 */
import { expect, test } from '../support/test';

const FAVORITES_COOKIE = 'viaBOVAG-Favorites';

test.describe('hardening', () => {
  test('a favourites cookie of 2,500 ids costs one page, not 16 MB', async ({ request }) => {
    // More than a browser keeps (4 KB), so sent as a raw header, as the probe did.
    const ids = Array.from({ length: 2500 }, (_, index) => index + 1).join('|');
    const response = await request.get('/favorieten', { headers: { cookie: `${FAVORITES_COOKIE}=${ids}` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.length).toBeLessThan(1_500_000);
    expect(html).toContain('Je hebt 100 voertuigen bewaard.');
  });

  test('the largest cookie a browser keeps shows 24 of the newest 100, with pages', async ({ page, context, baseURL }) => {
    const ids = Array.from({ length: 760 }, (_, index) => index + 1).join('|');
    await context.addCookies([{ name: FAVORITES_COOKIE, value: ids, url: baseURL ?? '' }]);
    const response = await page.goto('/favorieten');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Je hebt 100 voertuigen bewaard.', { exact: false })).toBeVisible();
    await expect(page.getByText('Je kunt tot 100 voertuigen bewaren.', { exact: false })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Bewaarde voertuigen' }).locator(':scope > li');
    await expect(saved).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Paginering' });
    await pages.getByRole('link', { name: 'Pagina 5' }).click();
    await expect(page).toHaveURL(/\/favorieten\?page=5$/);
    // 100 = 4 × 24 + 4.
    await expect(saved).toHaveCount(4);
  });

  test('ids past the integer column in the cookie and in /vergelijken answer pages, not 500', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: FAVORITES_COOKIE, value: '999999999999999', url: baseURL ?? '' }]);
    expect((await page.goto('/favorieten'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Je hebt nog geen favorieten' })).toBeVisible();
    expect((await page.goto('/vergelijken?ids=999999999999999,2147483648'))?.status()).toBe(200);
  });

  test('a model that swallows another segment is no search, not an empty list', async ({ page }) => {
    expect((await page.goto('/auto/model-kleur-rood'))?.status()).toBe(404);
  });

  test('a search body in no shape we know is malformed; the old site’s shape is searched, not every listing unfiltered', async ({ request }) => {
    const post = (data: object) => request.post('/api/client/search/results', { data, headers: { 'content-type': 'application/json' } });
    const unknown = await post({ Merk: ['volkswagen'], PrijsTot: 15000 });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({ status: 400, message: 'The search request is malformed' });

    // Decision 035: the old site's dialect is translated, and answered in its shape.
    const all = (await (await post({ MobilityType: 'auto' })).json()) as { count: number };
    const old = await post({ MobilityType: 'auto', Brand: ['volkswagen'], PriceTo: 15000 });
    expect(old.status()).toBe(200);
    const body = (await old.json()) as { count: number; results: { price: number; vehicle: { brand: string; type: string } }[] };
    expect(body.count).toBeGreaterThan(0);
    expect(body.count).toBeLessThan(all.count);
    for (const item of body.results) {
      expect(item.vehicle).toMatchObject({ brand: 'Volkswagen', type: 'auto' });
      expect(item.price).toBeLessThanOrEqual(15000);
    }
  });

  test('the dev mailbox is not there for a visitor without the key outside development', async ({ browser, baseURL }) => {
    // A context of its own: the suite's storage state carries the key.
    const stranger = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const page = await stranger.newPage();
      expect((await page.goto('/dev/mailbox'))?.status()).toBe(404);
      await expect(page.getByText('Ontwikkelbrievenbus')).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test('health says the database answers and how many listings the index holds', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', listings: expect.any(Number) });
  });

  test('an X-Forwarded-For the visitor wrote never reaches the limits: the socket is the client', async ({ request }) => {
    const response = await request.get('/test/client-address', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } });
    const { forwardedFor } = (await response.json()) as { forwardedFor: string };
    expect(forwardedFor).not.toContain('203.0.113.9');
    expect(forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  test('a lead posted from another site is refused and never mailed', async ({ request, page }) => {
    const marker = `Vervalst ${Date.now()}`;
    const forged = await request.post('/api/client/leads', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: JSON.stringify({ listingId: 1, type: 'question', name: marker, email: 'x@example.nl', message: 'hallo' }),
    });
    expect(forged.status()).toBe(403);
    // Without an Origin (not a browser) a body that does not say it is JSON is refused too.
    const plain = await request.post('/api/client/leads', { headers: { 'content-type': 'text/plain' }, data: '{}' });
    expect(plain.status()).toBe(415);
    expect(await plain.json()).toEqual({ status: 415, message: 'Unsupported Media Type' });
    await page.goto('/dev/mailbox');
    await expect(page.getByText(marker)).toHaveCount(0);
  });

  test('PUT, DELETE, PATCH and TRACE on a page answer 405, OPTIONS lists what a page takes', async ({ request }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE']) {
      const response = await request.fetch('/auto', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
    }
    const options = await request.fetch('/auto', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
  });

  test('a broken %-sequence outside the pages is a 400 page with a way home, not a 500', async ({ page }) => {
    for (const path of ['/media/%E0%A4%A', '/_next/static/%E0%A4%A', '/brands/%ff', '/sitemap.xml/%E0']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole('link', { name: 'Naar de homepage' })).toBeVisible();
    }
  });

  test('files the proxy skips carry nosniff and a policy of their own', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    for (const path of [script ?? '', '/sitemap.xml', '/favicon.ico']) {
      const response = await request.get(path);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    }
    // The build's scripts go out as compressed at build time, Brotli where taken (decision 046).
    const brotli = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await brotli.text()).length).toBeGreaterThan(100);
  });
});
