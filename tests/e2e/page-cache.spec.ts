/**
 * Decision 044: a page rendered for a visitor with no cookie of their own is kept a short while and answered
 * again with a new CSP nonce. The other worker imports listings meanwhile, and each import makes the
 * kept pages stale, so a test asks until it is answered from the cache rather than expecting the
 * second request to be.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/auto/merk-volkswagen';
const cacheState = (headers: Record<string, string>) => headers['x-page-cache'];
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** Loads `path` in the page until the answer came from the cache (at most ten times). */
async function openKept(page: Page, path: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await page.goto(path);
    if (response && cacheState(response.headers()) === 'hit') return response;
  }
  throw new Error(`${path} was never answered from the page cache`);
}

async function keptAnswer(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.get(path);
    if (cacheState(response.headers()) === 'hit') return response;
  }
  throw new Error(`${path} was never answered from the page cache`);
}

test.describe('pages kept for visitors with no cookie of their own', () => {
  // The suite's visitors have answered the cookie question (playwright.config.ts); these have not.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a kept page carries a nonce of its own in its policy and every script, and the same page as a render', async ({ request }) => {
    const kept = await keptAnswer(request, PAGE);
    const nonce = nonceOf(kept.headers()['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}$/);
    const html = await kept.text();
    const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(3);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(html).toContain('Volkswagen');
    // Another answer from the cache: another nonce, the same page around it.
    const again = await keptAnswer(request, PAGE);
    const otherNonce = nonceOf(again.headers()['content-security-policy']) ?? '';
    expect(otherNonce).not.toBe(nonce);
    const otherHtml = await again.text();
    if (otherHtml.replaceAll(otherNonce, '') === html.replaceAll(nonce ?? '', '')) return;
    // The listings changed between the two (the other worker imports): then the pages may differ.
    expect(otherHtml).toContain('Volkswagen');
  });

  test('a kept page goes out as Brotli once compressed, with a nonce of its own, and runs its scripts (decision 052)', async ({ request, page }) => {
    let brotli: Awaited<ReturnType<APIRequestContext['get']>> | undefined;
    for (let attempt = 0; attempt < 20 && !brotli; attempt++) {
      const response = await keptAnswer(request, PAGE);
      if (response.headers()['content-encoding'] === 'br') brotli = response;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!brotli) throw new Error(`${PAGE} was never answered as Brotli`);
    const nonce = nonceOf(brotli.headers()['content-security-policy']);
    const html = await brotli.text();
    expect(new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    // The browser takes Brotli too: the kept page hydrates (a filter reacts) with no policy error.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    let encoding: string | undefined;
    for (let attempt = 0; attempt < 10 && encoding !== 'br'; attempt++) encoding = (await openKept(page, PAGE)).headers()['content-encoding'];
    expect(encoding).toBe('br');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen');
    // The shell's header marks itself once React runs in it.
    await expect(page.getByRole('banner').locator('[data-hydrated]').first()).toBeAttached();
    expect(refused).toEqual([]);
  });

  test('a kept page runs its scripts, and a visitor who answered the cookie question gets the page kept for that answer', async ({ page, browser, baseURL }) => {
    await openKept(page, '/auto');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(banner).toHaveCount(0);
    expect((await page.context().cookies()).find((entry) => entry.name === 'viaBOVAG-CookieConsent')?.value).toBe('v1.analytics.marketing');
    // Kept apart from the page for visitors who have not answered: no question again.
    await openKept(page, '/auto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    // A new visitor is still asked, from the page kept for visitors without an answer.
    const fresh = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const newcomer = await fresh.newPage();
    await openKept(newcomer, '/auto');
    await expect(newcomer.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await fresh.close();
  });

  test('a visitor with a favourite, a router request or an A/B flag gets a page rendered for them', async ({ request, baseURL }) => {
    await keptAnswer(request, '/auto');
    const variants: Record<string, string>[] = [{ cookie: 'viaBOVAG-Favorites=1' }, { rsc: '1' }, { 'x-ab-test-search-cards': 'true' }];
    for (const headers of variants) {
      const response = await request.get('/auto', { headers });
      expect(cacheState(response.headers()), `${baseURL} ${JSON.stringify(headers)}`).not.toBe('hit');
    }
    // A subscription's pages show its state, which a click changes: never kept, for anyone.
    for (let attempt = 0; attempt < 2; attempt++) expect(cacheState((await request.get('/zoekopdracht/beheren')).headers())).toBeUndefined();
  });
});
