/**
 * Issue 18: the filter panel for keyboard users and while typing. The focus stays on the control
 * that changed a filter, the brand list is a handful of tab stops, the radius opens as soon as a
 * postal code is typed, and the "Populair" makes keep their places while filtering.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const panel = (page: Page) => page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
const cloud = (page: Page) => page.getByRole('navigation', { name: 'Gekozen filters' });
const popularGroup = (page: Page) => panel(page).getByRole('group', { name: 'Populair' });

/** The panel's code runs (its plain-form button is hidden then). */
async function openEnhanced(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-enhanced]')).toHaveCount(1);
}

async function focused(page: Page): Promise<{ id: string; name: string | null; value: string | null; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return { id: element?.id ?? '', name: element?.getAttribute('name') ?? null, value: element?.value ?? null, tag: element?.tagName ?? '' };
  });
}

async function popularOrder(page: Page): Promise<string[]> {
  return popularGroup(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
}

test.describe('the filter panel with the keyboard', () => {
  test('the focus stays on a checkbox ticked and unticked with Space', async ({ page }) => {
    await openEnhanced(page, '/auto');
    const slug = (await popularOrder(page))[0] ?? '';
    await popularGroup(page).locator(`input[value="${slug}"]`).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(cloud(page).getByRole('link', { name: /^Verwijder filter: / })).toBeVisible();
    await expect(panel(page).locator(`input[name="brand"][value="${slug}"]`)).toBeFocused();
    expect(await focused(page)).toMatchObject({ tag: 'INPUT', name: 'brand', value: slug });

    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/auto$/);
    await expect(cloud(page)).toHaveCount(0);
    expect(await focused(page)).toMatchObject({ tag: 'INPUT', name: 'brand', value: slug });
  });

  test('the focus stays on a fuel ticked with Space and on a price chosen with the arrow keys', async ({ page }) => {
    await openEnhanced(page, '/auto');
    await panel(page).locator('input[name="fuel"][value="diesel"]').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/auto\/brandstof-diesel$/);
    await expect(cloud(page).getByRole('link', { name: 'Verwijder filter: Diesel' })).toBeVisible();
    expect(await focused(page)).toMatchObject({ name: 'fuel', value: 'diesel' });

    const max = panel(page).getByLabel('Prijs tot en met');
    await max.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/auto\/prijs-tot-en-met-\d+\/brandstof-diesel$/);
    await expect(cloud(page).getByRole('link', { name: /^Verwijder filter: Prijs tot en met/ })).toBeVisible();
    expect(await focused(page)).toMatchObject({ tag: 'SELECT', id: 'fp-price-max' });
  });

  test('the price filter is a handful of Tabs from the first brand', async ({ page }) => {
    await openEnhanced(page, '/auto');
    await popularGroup(page).getByRole('checkbox').first().focus();
    let tabs = 0;
    while ((await focused(page)).id !== 'fp-price-min' && tabs < 60) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    // The other 7 popular makes, "Toon alle merken", the price section's heading, its "van": the
    // other makes are behind the disclosure, so they cost one Tab however many there are.
    expect(tabs).toBeLessThanOrEqual(10);

    // Opened, every make is there and reachable; the panel stays free of violations.
    const more = panel(page).getByText('Toon alle merken');
    await more.click();
    const others = panel(page).getByRole('group', { name: 'Alle merken' });
    await expect(others.getByRole('checkbox').first()).toBeVisible();
    expect(await others.getByRole('checkbox').count()).toBeGreaterThan(10);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('a make from the full list stays in sight after ticking it', async ({ page }) => {
    await openEnhanced(page, '/auto');
    await panel(page).getByText('Toon alle merken').click();
    const others = panel(page).getByRole('group', { name: 'Alle merken' });
    const box = others.getByRole('checkbox').first();
    const slug = await box.getAttribute('value');
    await box.check();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(panel(page).getByRole('group', { name: 'Alle merken' }).locator(`input[value="${slug}"]`)).toBeVisible();
    await expect(panel(page).getByRole('group', { name: 'Alle merken' }).locator(`input[value="${slug}"]`)).toBeChecked();
  });
});

test.describe('the "Populair" makes', () => {
  test('keep their order and a ticked make keeps its place while filtering', async ({ page }) => {
    await openEnhanced(page, '/auto');
    const order = await popularOrder(page);
    expect(order.length).toBe(8);
    const chosen = order[4] ?? '';
    await popularGroup(page).locator(`input[value="${chosen}"]`).check();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${chosen}$`));
    await expect(popularGroup(page).locator(`input[value="${chosen}"]`)).toBeChecked();
    expect(await popularOrder(page)).toEqual(order);

    // A filter that changes every count a lot: still the same makes in the same places.
    await panel(page).locator('input[name="fuel"][value="diesel"]').check();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${chosen}/brandstof-diesel$`));
    expect(await popularOrder(page)).toEqual(order);
    await expect(popularGroup(page).getByRole('checkbox').nth(4)).toBeChecked();
  });
});

test.describe('the radius while typing a postal code', () => {
  test('opens as soon as the code is valid, reads whole, and one choice applies both', async ({ page }) => {
    await openEnhanced(page, '/auto');
    const section = panel(page).locator('details[data-field="location"]');
    await section.locator('summary').click();
    const postcode = panel(page).getByLabel('Postcode');
    const radius = panel(page).getByLabel('Binnen');
    await expect(radius).toBeDisabled();

    await postcode.pressSequentially('3511');
    await expect(radius).toBeEnabled();
    await postcode.pressSequentially(' AB');
    await expect(postcode).toBeFocused();
    await expect(page).toHaveURL(/\/auto$/);

    // "Heel Nederland" is never cut off: its text fits inside the select's padding.
    const fits = await radius.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = style.font;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return text === 'Heel Nederland' && context.measureText(text).width <= room;
    });
    expect(fits).toBe(true);

    // Moving to the radius does not apply the code alone; choosing applies code and radius in one step.
    await radius.focus();
    await radius.selectOption('thirty');
    await expect(page).toHaveURL(/\/auto\/.*postcode-3511-?ab.*\/afstand-(30-km|thirty)$/i);
    await expect(cloud(page).getByRole('link', { name: 'Verwijder filter: Postcode 3511 AB · binnen 30 km' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/auto$/);
  });
});

test.describe('the filter sheet on a phone', () => {
  test('after applying, the focus is back on the Filters button @mobile-only', async ({ page }) => {
    await openEnhanced(page, '/auto');
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const box = sheet.getByRole('group', { name: 'Populair' }).getByRole('checkbox').first();
    const slug = await box.getAttribute('value');
    await box.check();
    await sheet.getByRole('button', { name: /^Toon/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auto/merk-${slug}$`));
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });
});
