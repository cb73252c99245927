import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { FILE_CSP } from '../../src/lib/security/front-door';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

/** Issue 18: the header's sentence box, its suggestions, and the home page that prefetches nothing on load. */
const SENTENCE = 'automatische golf na 2018 onder 15000 bij utrecht';
const RESULT = /\/auto\/merk-volkswagen\/model-golf\//;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The header's box; on a phone behind the search button. */
async function headerBox(page: Page, testInfo: TestInfo) {
  const banner = page.getByRole('banner');
  if (isPhone(testInfo)) await banner.getByRole('link', { name: 'Zoeken', exact: true }).click();
  const input = banner.getByRole('combobox', { name: 'Zoek in het aanbod' });
  await expect(input).toBeVisible();
  return input;
}

/**
 * Types `text` and waits for the suggestions that answer all of it. A pause of more than the box's
 * debounce between two keystrokes (a busy machine) shows the answer to a shorter text first, which
 * can already hold "Volkswagen Golf"; a check made then reads the wrong list.
 */
async function typeAndAwaitSuggestions(page: Page, input: Locator, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/client/search/suggest' && url.searchParams.get('q') === text;
  });
  await input.pressSequentially(text);
  await answered;
  // The answer is shown in React's next commit; two frames later it is on screen.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function expectUnderstoodChips(page: Page) {
  const chips = page.getByRole('navigation', { name: 'Gekozen filters' });
  for (const label of [/Volkswagen/, /Golf/, /Automaat/i, /2018/, /15\.000/, /Utrecht|3500/]) {
    await expect(chips.getByRole('link', { name: new RegExp(`^Verwijder filter: .*${label.source}`, label.flags) }).first()).toBeVisible();
  }
  // The place and its distance (the distance's words may be "afstand-thirty" or "afstand-30-km").
  expect(new URL(page.url()).pathname).toMatch(/\/postcode-3500\/afstand-[a-z0-9-]+/);
}

test.describe('the header search box', () => {
  test('suggests as you type; the keyboard picks the interpreted search, whose chips can be removed @mobile', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const input = await headerBox(page, testInfo);
    await typeAndAwaitSuggestions(page, input, SENTENCE);
    const list = page.getByRole('listbox', { name: 'Suggesties' });
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = list.getByRole('option').first();
    await expect(first).toContainText('Volkswagen Golf');
    await expect(first).toContainText(/\d+ auto's|nog geen auto's|1 auto/);
    await expect(first).toHaveAttribute('href', RESULT);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ suggesties?$/ })).toHaveCount(1);

    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
    await input.press('Enter');
    await page.waitForURL(RESULT);
    await expectUnderstoodChips(page);

    await page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: /^Verwijder filter: Automaat/i }).click();
    await expect(page).not.toHaveURL(/transmissie-/);
    await expect(page).toHaveURL(RESULT);
  });

  test('Escape closes the suggestions, then clears the text; each option is a link', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const input = await headerBox(page, testInfo);
    await input.pressSequentially('volkswagen go');
    const list = page.getByRole('listbox', { name: 'Suggesties' });
    const model = list.getByRole('option', { name: /Model.*Volkswagen Golf/ });
    await expect(model).toHaveAttribute('href', /^\/auto\/merk-volkswagen\/model-golf$/);
    await input.press('ArrowUp');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('volkswagen go');
    await input.press('Escape');
    await expect(input).toHaveValue('');
  });

  test('axe finds no violations with the suggestions open @mobile', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const input = await headerBox(page, testInfo);
    await input.pressSequentially('golf bij utr');
    await expect(page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option', { name: /Plaats/ }).first()).toBeVisible();
    expect(await axeViolations(page, { tags: [...WCAG_21_AA, 'wcag22aa'] })).toEqual([]);
  });

  test('a long suggestion takes at most two lines at 375 px, its count in view and its full label as its name @mobile-only', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/blog');
    const input = await headerBox(page, testInfo);
    await typeAndAwaitSuggestions(page, input, 'automatische volkswagen golf na 2018 onder 15000 bij utr');
    const list = page.getByRole('listbox', { name: 'Suggesties' });
    await expect(list.getByRole('option').first()).toContainText('Volkswagen Golf');
    const options = await list.getByRole('option').evaluateAll((elements) =>
      elements.map((option) => {
        const label = option.querySelector<HTMLElement>('[class*="label"]');
        const count = option.querySelector<HTMLElement>('[class*="count"]');
        const box = option.getBoundingClientRect();
        const countBox = count?.getBoundingClientRect();
        const text = label?.textContent ?? '';
        // The place is the line's second part ("Volkswagen Golf · Utrecht Oost · …"): each of its
        // boxes must lie inside the clamped label, or two place options read the same.
        const place = text.split(' · ')[1] ?? '';
        const start = text.indexOf(place);
        const node = label?.firstChild;
        let placeInView = false;
        if (label && node && place && start >= 0) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + place.length);
          const clip = label.getBoundingClientRect();
          placeInView = [...range.getClientRects()].every((rect) => rect.top >= clip.top - 0.5 && rect.bottom <= clip.bottom + 0.5 && rect.right <= clip.right + 0.5);
        }
        return {
          kind: option.getAttribute('data-kind'),
          label: text,
          place,
          placeInView,
          lines: label ? label.clientHeight / Number.parseFloat(getComputedStyle(label).lineHeight) : 0,
          clamped: label ? label.scrollHeight > label.clientHeight + 1 : false,
          countInView: countBox === undefined || (countBox.width > 0 && countBox.left >= box.left && countBox.right <= box.right + 0.5),
        };
      }),
    );
    expect(options.length).toBeGreaterThan(0);
    // The interpreted sentence is longer than two lines at this width: clamped, not wrapped to four.
    expect(options[0]?.clamped).toBe(true);
    for (const option of options) {
      expect(option.lines, option.label).toBeLessThanOrEqual(2.05);
      expect(option.countInView, option.label).toBe(true);
    }
    // The places offered for "utr" are told apart on screen, not only in the accessible name.
    const places = options.filter((option) => option.kind === 'place');
    expect(places.length).toBeGreaterThan(1);
    expect(new Set(places.map((option) => option.place)).size).toBe(places.length);
    for (const option of places) expect(option.placeInView, option.label).toBe(true);
    const overflow = await list.evaluate((element) => ({ list: element.scrollWidth - element.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth }));
    expect(overflow).toEqual({ list: 0, page: 0 });
    // Clamping only hides: a screen reader still hears the whole label.
    const first = options[0]?.label ?? 'missing';
    await expect(list.getByRole('option').first()).toHaveAccessibleName(new RegExp(first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.screenshot({ path: testInfo.outputPath('suggestions-375.png') });
  });

  test('the home hero has a sentence box next to the quick search @mobile', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Zoeken in je eigen woorden' });
    const input = hero.getByRole('combobox', { name: 'Zoek in het aanbod' });
    await expect(input).toHaveAttribute('placeholder', /^Zoek bijv\. /);
    await typeAndAwaitSuggestions(page, input, SENTENCE);
    await expect(hero.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first()).toContainText('Volkswagen Golf');
    await input.press('Enter');
    await page.waitForURL(RESULT);
    await expectUnderstoodChips(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box is a form: the sentence reaches the same result page @mobile', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const input = await headerBox(page, testInfo);
    await input.fill(SENTENCE);
    await input.press('Enter');
    await page.waitForURL(RESULT);
    await expectUnderstoodChips(page);
  });
});

test.describe('the suggest call', () => {
  test('answers suggestions with URLs and counts, 400 for a missing text, and reads a long one up to its limit', async ({ request }) => {
    const answer = await request.get(`/api/client/search/suggest?q=${encodeURIComponent('golf bij utr')}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { suggestions: { kind: string; url: string; count: number }[] };
    // "utr" as typed is a keyword that finds nothing, while "bij Utrecht" finds Golfs: the place leads,
    // and the as-typed search (what Enter submits) stays in the list, last.
    expect(body.suggestions[0]?.kind).toBe('place');
    expect(body.suggestions[0]?.url).toMatch(/\/postcode-3500\//);
    expect(body.suggestions[0]?.count).toBeGreaterThan(0);
    expect(body.suggestions.at(-1)).toMatchObject({ kind: 'search', count: 0 });
    for (const q of ['', '%20%20']) {
      const bad = await request.get(`/api/client/search/suggest?q=${q}`);
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toEqual({ status: 400, message: 'The search request is malformed' });
    }
    // Issue 49: past the box's 100 characters the text is read up to them, as /zoeken?q= reads it.
    const long = await request.get(`/api/client/search/suggest?q=${'x'.repeat(101)}`);
    expect(long.status()).toBe(200);
    expect(((await long.json()) as { q: string }).q).toHaveLength(100);
    expect((await request.get('/api/client/search/suggest')).status()).toBe(400);
  });

  test('is answered past Next by the app server, with the headers every answer carries (decision 043)', async ({ request }) => {
    const answer = await request.get(`/api/client/search/suggest?q=golf`);
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    // The fast lane's policy is the one for files; through Next's proxy every answer gets a page policy with a nonce.
    expect(headers['content-security-policy']).toBe(FILE_CSP);
    expect((await request.get('/api/ready')).headers()['content-security-policy']).toContain("'nonce-");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-request-id']).toBeTruthy();
    expect(headers['x-correlation-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});

test.describe('home page prefetch', () => {
  const isPrefetch = (request: Request) => request.url().includes('_rsc=') || request.headers()['rsc'] === '1';

  test('loading / prefetches no pages until the visitor points at a link @mobile', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetches.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Scrolled through, as a reader would: links entering the viewport must not prefetch either.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);

    const brand = page.getByRole('region', { name: 'Populaire automerken' }).getByRole('link', { name: /Volkswagen/ });
    const prefetched = page.waitForRequest((request) => isPrefetch(request) && request.url().includes('/auto/merk-volkswagen'));
    await brand.hover();
    await prefetched;
  });
});
