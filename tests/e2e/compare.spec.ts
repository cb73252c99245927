import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

const resultCards = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('article');
const compareButton = (card: ReturnType<Page['locator']>) => card.getByRole('button', { name: /^Vergelijk / });
const bar = (page: Page) => page.getByRole('region', { name: 'Vergelijken' });

async function titleOf(card: ReturnType<Page['locator']>): Promise<string> {
  return ((await card.getByRole('heading').textContent()) ?? '').trim();
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

test.describe('compare', () => {
  test('@mobile three vehicles compared, reviewed in the dialog, and the shared URL opens the same comparison elsewhere', async ({ page, browser, baseURL }) => {
    await page.goto('/auto');
    const titles: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = resultCards(page).nth(index);
      titles.push(await titleOf(card));
      await compareButton(card).click();
      await expect(compareButton(card)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByText('3 voertuigen gekozen')).toBeVisible();

    // Review in the dialog; Escape closes it.
    await bar(page).getByRole('button', { name: 'Bekijk keuze' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jouw vergelijking' });
    await expect(dialog).toBeVisible();
    for (const title of titles) await expect(dialog.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await bar(page).getByRole('link', { name: /^Vergelijk/ }).click();
    await expect(page).toHaveURL(/\/vergelijken\?ids=\d+,\d+,\d+$/);
    const table = page.getByRole('table');
    for (const title of titles) await expect(table.getByRole('columnheader', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Prijs/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Kilometerstand/ })).toBeVisible();
    // The lowest price is marked.
    await expect(table.getByRole('row', { name: /^Prijs/ }).getByText('(Beste waarde)')).toHaveCount(1);
    // The table scrolls sideways inside its box; the page itself never does.
    expect(await horizontalOverflow(page)).toBe(0);
    const shared = page.url();

    // A fresh browser with nothing stored sees the same comparison from the URL alone.
    const other = await browser.newContext({ baseURL });
    await other.addCookies([{ ...CONSENT, url: baseURL ?? '' }]);
    const fresh = await other.newPage();
    await fresh.goto(shared);
    for (const title of titles) await expect(fresh.getByRole('table').getByRole('link', { name: title, exact: true })).toBeVisible();
    expect(await fresh.evaluate(() => localStorage.getItem('compare:selection'))).toBeNull();
    await other.close();

    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);

    // Removing a vehicle drops it from the URL and the stored selection.
    await page.getByRole('link', { name: `Verwijder ${titles[0]} uit de vergelijking` }).click();
    await expect(page).toHaveURL(/\/vergelijken\?ids=\d+,\d+$/);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('compare:selection') ?? '[]').length)).toBe(2);
  });

  test('@mobile the bar says when the limit is reached (3 on a phone, 4 on a desktop)', async ({ page }) => {
    await page.goto('/auto');
    const limit = (page.viewportSize()?.width ?? 1280) >= 960 ? 4 : 3;
    for (let index = 0; index < limit; index += 1) await compareButton(resultCards(page).nth(index)).click();
    await expect(bar(page).getByText(`Maximaal ${limit} gekozen`)).toBeVisible();
    const extra = resultCards(page).nth(limit);
    await compareButton(extra).click();
    await expect(compareButton(extra)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).getByText(`Maximaal ${limit} voertuigen. Verwijder er eerst een.`)).toBeVisible();

    // The selection is kept across pages and tabs.
    const tab = await page.context().newPage();
    await tab.goto('/auto');
    await expect(tab.getByRole('region', { name: 'Vergelijken' }).getByText(`${limit} voertuigen gekozen`)).toBeVisible();
    await tab.getByRole('region', { name: 'Vergelijken' }).getByRole('button', { name: /^Verwijder .+ uit de vergelijking$/ }).first().click();
    await expect(bar(page).getByText(`${limit - 1} voertuigen gekozen`)).toBeVisible();
    await tab.close();
  });

  test('/vergelijken without a selection explains what to do and passes axe', async ({ page }) => {
    await page.goto('/vergelijken');
    await expect(page.getByRole('heading', { name: 'Nog niets om te vergelijken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk occasions' })).toHaveAttribute('href', '/auto');
    expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA })).toEqual([]);
  });
});
