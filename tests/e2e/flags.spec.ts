import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The tile of the header's logo, next to the product name. */
function headerLogoIcon(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /naar de homepage/ }).locator('svg');
}

test.describe('A/B flags from x-ab-test-* headers', () => {
  test('x-ab-test-mobile-logo-icon: TRUE shows the logo icon on a phone @mobile-only', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-ab-test-mobile-logo-icon': 'TRUE' });
    const response = await page.goto('/');
    // The proxy echoes the flags that are on, normalised, on the response.
    expect(response?.headers()['x-ab-test-mobile-logo-icon']).toBe('true');
    await expect(headerLogoIcon(page)).toBeVisible();
  });

  test('without the header, or with another value, the icon stays hidden on a phone @mobile-only', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['x-ab-test-mobile-logo-icon']).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: /naar de homepage/ })).toBeVisible();
    await expect(headerLogoIcon(page)).toBeHidden();

    await page.setExtraHTTPHeaders({ 'x-ab-test-mobile-logo-icon': 'yes' });
    await page.goto('/');
    await expect(headerLogoIcon(page)).toBeHidden();
  });

  // Untagged: only the desktop project runs it (playwright.config.ts routes tests by tag).
  test('the flag is about phones: on a desktop the icon always shows', async ({ page }) => {
    await page.goto('/');
    await expect(headerLogoIcon(page)).toBeVisible();
  });
});

test.describe('feature flag 060: the count in the mobile sticky filter button', () => {
  async function stickyButton(page: Page) {
    await page.goto('/auto');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    return sheet.getByRole('button', { name: /^Toon/ });
  }

  test('variant a (acceptance default) shows the count @mobile-only', async ({ page }) => {
    await expect(await stickyButton(page)).toHaveText(/^Toon [\d.]+ resultaten?$/);
  });

  // The suite's one server runs one environment; ENABLE_TEST_ROUTES lets a request header set
  // the flags with FEATURE_FLAGS's grammar (src/lib/flags/server.ts).
  test('variant b says "Toon resultaten" without a count @mobile-only', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-test-feature-flags': '060=b' });
    const button = await stickyButton(page);
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Populair' }).locator('input').first().check();
    await expect(button).toHaveText('Toon resultaten');
  });
});

test.describe('correlation id', () => {
  test('a visitor gets one session cookie that later requests keep', async ({ page, context }) => {
    const first = await page.goto('/');
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('-CorrelationId'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers()['x-correlation-id']).toBe(cookie?.value);

    const second = await page.goto('/auto');
    expect(second?.headers()['x-correlation-id']).toBe(cookie?.value);
    expect((await context.cookies()).find((c) => c.name === cookie?.name)?.value).toBe(cookie?.value);
  });

  test('a tampered cookie is replaced', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'viaBOVAG-CorrelationId', value: 'bad value!', url: baseURL ?? '' }]);
    const response = await page.goto('/');
    const value = (await context.cookies()).find((c) => c.name === 'viaBOVAG-CorrelationId')?.value;
    expect(value).toMatch(/^[0-9a-f-]{36}$/);
    expect(response?.headers()['x-correlation-id']).toBe(value);
  });
});
