import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The side panel on desktop (and the no-JavaScript form). */
function panel(page: Page) {
  return page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Zoekresultaten' });
}

async function resultTitles(page: Page): Promise<string[]> {
  return results(page).getByRole('heading').allTextContents();
}

async function firstPopularBrand(page: Page): Promise<{ label: string; slug: string }> {
  const group = panel(page).getByRole('group', { name: 'Populair' });
  const box = group.getByRole('checkbox').first();
  const slug = await box.getAttribute('value');
  const label = (await group.locator('label').first().textContent())?.replace(/[\d.]+$/, '').trim();
  if (!slug || !label) throw new Error('no popular brand');
  return { label, slug };
}

test.describe('search filters on desktop', () => {
  test('choosing a brand lands on its brand page with only that brand', async ({ page }) => {
    await page.goto('/auto');
    const { label, slug } = await firstPopularBrand(page);
    await panel(page).getByRole('checkbox', { name: new RegExp(`^${label}`) }).first().check();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(page.getByRole('navigation', { name: 'Gekozen filters' }).getByRole('link', { name: `Verwijder filter: ${label}` })).toBeVisible();
    const titles = await resultTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.startsWith(label)).toBe(true);
    await expect(panel(page).getByRole('checkbox', { name: new RegExp(`^${label}`) }).first()).toBeChecked();
  });

  test('a price range changes URL and results, and back restores them', async ({ page }) => {
    await page.goto('/auto');
    const before = await resultTitles(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const select = panel(page).getByLabel('Prijs tot en met');
    const option = select.locator('option').nth(3);
    const value = await option.getAttribute('value');
    await select.selectOption(value ?? '');
    await expect(page).toHaveURL(new RegExp(`/auto/prijs-tot-en-met-${value}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
    expect(await resultTitles(page)).not.toEqual(before);
    await expect(page.getByRole('navigation', { name: 'Gekozen filters' })).toContainText('Prijs tot en met');

    await page.goBack();
    await expect(page).toHaveURL(/\/auto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    expect(await resultTitles(page)).toEqual(before);
    await expect(panel(page).getByLabel('Prijs tot en met')).toHaveValue('');
  });

  test('a chip removes its filter and “Wis alle filters” removes all', async ({ page }) => {
    await page.goto('/auto/merk-volkswagen/brandstof-diesel');
    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    await cloud.getByRole('link', { name: 'Verwijder filter: Diesel' }).click();
    await expect(page).toHaveURL(/\/auto\/merk-volkswagen$/);
    await expect(panel(page).getByRole('checkbox', { name: /^Diesel/ })).not.toBeChecked();
    await page.goto('/auto/merk-volkswagen/brandstof-diesel');
    await cloud.getByRole('link', { name: 'Wis alle filters' }).click();
    await expect(page).toHaveURL(/\/auto$/);
    await expect(cloud).toHaveCount(0);
  });

  test('has no accessibility violations with the panel', async ({ page }) => {
    await page.goto('/auto/merk-volkswagen');
    await expect(panel(page)).toBeVisible();
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });
});

test.describe('search filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel submits to the canonical URL', async ({ page }) => {
    await page.goto('/auto');
    const { slug } = await firstPopularBrand(page);
    await panel(page).locator(`input[name="brand"][value="${slug}"]`).check();
    await panel(page).getByLabel('Prijs van').selectOption({ index: 2 });
    const min = await panel(page).getByLabel('Prijs van').inputValue();
    await panel(page).getByRole('button', { name: /^Toon [\d.]+ resultaten$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}/prijs-vanaf-${min}$`));
    await expect(panel(page).locator(`input[name="brand"][value="${slug}"]`)).toBeChecked();
  });

  test('chips are plain links', async ({ page }) => {
    await page.goto('/auto/merk-volkswagen/brandstof-diesel');
    await page.getByRole('link', { name: 'Verwijder filter: Volkswagen' }).click();
    await expect(page).toHaveURL(/\/auto\/brandstof-diesel$/);
  });
});

test.describe('search filters on a phone', () => {
  test('the sheet shows the live count and applies the staged filters @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const apply = sheet.getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ });
    const allText = await apply.textContent();

    const brand = sheet.getByRole('group', { name: 'Populair' }).locator('label').first();
    const brandCount = (await brand.locator('span').last().textContent())?.trim();
    const slug = await brand.locator('input').getAttribute('value');
    await brand.locator('input').check();
    await expect(apply).toHaveText(`Toon ${brandCount} resultaten`);
    expect(allText).not.toBe(`Toon ${brandCount} resultaten`);
    // Staged, not applied yet.
    await expect(page).toHaveURL(/\/auto$/);

    expect(await axeViolations(page)).toEqual([]);

    await apply.click();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('Escape closes the sheet without applying @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('group', { name: 'Populair' }).getByRole('checkbox').first().check();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/auto$/);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });

  test('has no accessibility violations with the sheet closed @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
