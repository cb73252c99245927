import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

const KEY = 'zoekopdrachten-bewaard-v1';
const SEARCH = '/auto/merk-volkswagen';
const LABEL = 'Volkswagen occasions';

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Zoekopdracht bewaren|Bewaard)$/ });
const section = (page: Page) => page.getByRole('region', { name: 'Bewaarde zoekopdrachten' });
const savedLink = (page: Page) => section(page).getByRole('link', { name: LABEL });
/** The saved search's row (`has` is relative to each list item). */
const savedItem = (page: Page) => section(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: LABEL }) });
const removeButton = (page: Page) => section(page).getByRole('button', { name: `Verwijder zoekopdracht ${LABEL}` });

interface Stored {
  url: string;
  label: string;
  filters: string;
  mobilityType: string;
  request: Record<string, unknown>;
  savedAt: number;
  lastSeenAt: number;
}

async function stored(page: Page): Promise<Stored[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as Stored[], KEY);
}

/** "214 Volkswagen occasions" → "214" as the page writes it (thousands with a dot). */
async function headingCount(page: Page): Promise<string> {
  const text = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const match = /^([\d.]+) Volkswagen occasions$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`unexpected heading "${text}"`);
  return match[1];
}

// Necessary cookies only, and the acceptance badge dismissed: neither may cover the controls.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'viaBOVAG-CookieConsent', value: 'v1', url: baseURL ?? '' },
    { name: 'viaBOVAG-EnvTagDismissed', value: '1', url: baseURL ?? '' },
  ]);
});

test.describe('saved searches', () => {
  test('@mobile save a search, find it on /favorieten with its count, remove it there', async ({ page }) => {
    await page.goto(SEARCH);
    const count = await headingCount(page);
    const button = saveButton(page);
    await expect(button).toHaveAccessibleName('Zoekopdracht bewaren');
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    const before = Date.now();
    await button.click();
    await expect(button).toHaveAccessibleName('Bewaard');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const note = page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard' });
    await expect(note).toHaveText('Zoekopdracht bewaard in deze browser. Je vindt hem terug bij Favorieten.');

    const [entry, ...rest] = await stored(page);
    expect(rest).toEqual([]);
    // The request compacted: the API fills in the empty lists again.
    expect(entry).toMatchObject({ url: SEARCH, label: LABEL, filters: '', mobilityType: 'car', request: { mobilityType: 'car', brand: ['volkswagen'], sort: 'besteResultaat', page: 1 } });
    expect(Object.keys(entry?.request ?? {}).sort()).toEqual(['brand', 'mobilityType', 'page', 'sort']);
    expect(entry?.savedAt).toBeGreaterThanOrEqual(before);
    expect(entry?.lastSeenAt).toBe(entry?.savedAt);

    // Kept over a reload; the note's link leads to the favourites.
    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'Zoekopdracht niet meer bewaard.' })).toBeVisible();
    expect(await stored(page)).toEqual([]);
    await saveButton(page).click();
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/client/search/results/suggestions'));
    await note.getByRole('link', { name: 'Favorieten' }).click();
    await expect(page).toHaveURL(/\/favorieten$/);

    await expect(savedLink(page)).toHaveAttribute('href', SEARCH);
    const item = savedItem(page);
    // The row shows the count the favourites page asked for. The other worker's files import listings
    // meanwhile, so it may be a few more than the heading said a moment ago, never another search's.
    const [answer] = ((await (await counted).json()) as { suggestions: { url: string; total: number }[] }).suggestions;
    expect(answer?.url).toBe(SEARCH);
    const total = answer?.total ?? -1;
    expect(Math.abs(total - Number(count.replace(/\./g, '')))).toBeLessThanOrEqual(3);
    await expect(item).toContainText(`${total.toLocaleString('nl-NL')} voertuigen`);
    await expect(item).toContainText('Niets nieuw sinds je laatste bezoek');

    await removeButton(page).click();
    await expect(savedLink(page)).toHaveCount(0);
    await expect(section(page)).toContainText('Je hebt nog geen zoekopdrachten bewaard.');
    await expect(section(page).getByRole('link', { name: 'Zoek occasions' })).toHaveAttribute('href', '/auto');
    await expect(section(page).getByRole('status')).toHaveText(`Zoekopdracht ${LABEL} verwijderd.`);
    await expect(section(page).getByRole('heading', { name: 'Bewaarde zoekopdrachten' })).toBeFocused();
    expect(await stored(page)).toEqual([]);

    await page.goto(SEARCH);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('counts what is new since the search was last opened, and opening it resets that', async ({ page }) => {
    await page.goto(SEARCH);
    const count = await headingCount(page);
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    // As if the visitor last opened it before any listing was added: everything is new.
    await page.evaluate((key) => {
      const list = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { lastSeenAt: number }[];
      window.localStorage.setItem(key, JSON.stringify(list.map((entry) => ({ ...entry, lastSeenAt: 0 }))));
    }, KEY);

    await page.goto('/favorieten');
    const item = savedItem(page);
    await expect(item).toContainText(`${count} nieuw sinds je laatste bezoek`);

    await savedLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await stored(page))[0]?.lastSeenAt ?? 0).toBeGreaterThan(0);

    await page.goto('/favorieten');
    await expect(savedItem(page)).toContainText('Niets nieuw sinds je laatste bezoek');
  });

  test('@mobile a second tab sees a save and a removal without reloading', async ({ page, context }) => {
    await page.goto(SEARCH);
    const favourites = await context.newPage();
    await favourites.goto('/favorieten');
    await expect(section(favourites)).toContainText('Je hebt nog geen zoekopdrachten bewaard.');

    await saveButton(page).click();
    await expect(savedLink(favourites)).toBeVisible();

    await removeButton(favourites).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(saveButton(page)).toHaveAccessibleName('Zoekopdracht bewaren');
  });

  test('/favorieten with a saved search and a search page with the note open pass axe', async ({ page }) => {
    await page.goto(SEARCH);
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard' })).toBeVisible();
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);

    await page.goto('/favorieten');
    await expect(savedLink(page)).toBeVisible();
    await expect(section(page).getByText(/^[\d.]+ voertuigen?$/)).toBeVisible();
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
  });

  test('@mobile the button appears in space kept for it: nothing below it moves', async ({ page, browser }) => {
    const viewport = page.viewportSize();
    const isMobile = (viewport?.width ?? 1280) < 640;
    // Without JavaScript there is no button (it could not work), only its space.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, locale: 'nl-NL' });
    await plain.addCookies(await page.context().cookies());
    const noScript = await plain.newPage();
    await noScript.goto(SEARCH);
    await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(saveButton(noScript)).toHaveCount(0);
    const results = (target: Page) => target.getByRole('list', { name: 'Zoekresultaten' });
    const withoutButton = await results(noScript).boundingBox();
    await plain.close();

    await page.goto(SEARCH);
    await expect(saveButton(page)).toBeVisible();
    const withButton = await results(page).boundingBox();
    expect(withButton?.y).toBe(withoutButton?.y);
    // And saving, which changes the label, moves nothing either.
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect((await results(page).boundingBox())?.y).toBe(withoutButton?.y);
  });

  test('feature flag 056 off shows neither the button nor the section', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-test-feature-flags': '056=off' });
    const response = await page.goto(SEARCH);
    expect(await response?.text()).not.toContain('Zoekopdracht bewaren');
    // The filter panel hydrates from a lazy chunk too: once it works, the button would have come.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(saveButton(page)).toHaveCount(0);

    await page.goto('/favorieten');
    await expect(page.getByRole('heading', { level: 1, name: 'Je favorieten' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bewaarde zoekopdrachten' })).toHaveCount(0);
  });

  test('with flag 056 on (the released default) the page carries the button’s space, never a dead button', async ({ request }) => {
    const html = await (await request.get(SEARCH)).text();
    expect(html).toContain('Zoekopdracht bewaren');
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*Zoekopdracht bewaren/);
  });
});
