import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { allowConsoleErrors, expect, test } from '../support/test';

// The e2e server runs with the default product name, so cookie names are viaBOVAG-*.
const FAVORITES_COOKIE = 'viaBOVAG-Favorites';

function menuButton(page: Page) {
  return page.getByRole('button', { name: 'Menu openen' });
}

function drawer(page: Page) {
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('mobile drawer', () => {
  // The drawer is the menu below 960 px: @mobile-only runs these in the mobile project alone.

  test('opens from the menu button and closes on Escape @mobile-only', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: "Auto's" })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a backdrop click @mobile-only', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    // The panel leaves a strip of backdrop on the right.
    await page.mouse.click(viewport.width - 12, viewport.height / 2);
    await expect(drawer(page)).toBeHidden();
  });

  test('opens a submenu with accordion groups and closes when a link navigates @mobile-only', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Fietsen' }).click();

    const menu = drawer(page);
    await expect(menu.getByRole('heading', { name: 'Fietsen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bekijk alle fietsen' })).toHaveAttribute('href', '/fietsen');
    // First group open by default, the others closed.
    await expect(menu.getByRole('link', { name: 'Stadsfiets' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gazelle' })).toBeHidden();
    await menu.getByText('Populaire merken').click();
    await expect(menu.getByRole('link', { name: 'Gazelle' })).toBeVisible();
    await expect(menu.getByRole('region', { name: /Download de viaBOVAG app/ })).toBeVisible();

    // Back clears the selection without closing the drawer.
    await menu.getByRole('button', { name: 'Terug naar het menu' }).click();
    await expect(menu.getByRole('button', { name: 'Motoren' })).toBeVisible();
    await menu.getByRole('button', { name: 'Fietsen' }).click();

    await menu.getByRole('link', { name: 'Naar de homepage voor fietsen' }).click();
    await expect(page).toHaveURL(/\/fiets$/);
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('desktop header', () => {
  // The mega menus are the menu from 960 px; untagged tests run in the desktop project only.

  test('opens a mega menu with link groups and closes it on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Kamperen' })).toHaveAttribute('href', '/kamperen');
    const toggle = nav.getByRole('button', { name: "Toon het menu Auto's" });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Hatchback' })).toHaveAttribute('href', '/auto/hatchback');
    await expect(nav.getByRole('link', { name: 'Bekijk alle occasions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Hatchback' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('shows the right-hand group, the footer columns and the yellow bar', async ({ page }) => {
    await page.goto('/');
    const service = page.getByRole('navigation', { name: 'Service en informatie' });
    await expect(service.getByRole('link', { name: 'Over viaBOVAG' })).toHaveAttribute('href', '/over-viabovag');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['BOVAG-zekerheden', 'Adverteerders', 'Consumenten']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByText('Kosterijland 15')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Cookievoorkeuren' })).toHaveAttribute('href', '/cookie-voorkeuren');
    await expect(footer.getByText(`© ${new Date().getFullYear()} viaBOVAG`)).toBeVisible();
    // A desktop browser is neither iOS nor Android: both stores.
    await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });
});

test.describe('favourites count', () => {
  function favouritesLink(page: Page) {
    return page.getByRole('banner').getByRole('link', { name: /^Favorieten/ });
  }

  test('shows no badge at zero @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten');
    await expect(favouritesLink(page).getByText(/^\d+$/)).toHaveCount(0);
  });

  test('shows the number of listing ids in the cookie on the first render and follows changes @mobile', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: FAVORITES_COOKIE, value: '12|7', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(favouritesLink(page).getByText('2', { exact: true })).toBeVisible();
    await expect(favouritesLink(page)).toHaveAccessibleName('Favorieten, 2 bewaarde advertenties');

    await page.evaluate((name) => {
      document.cookie = `${name}=12|7|300; path=/`;
      window.dispatchEvent(new Event('favorites-changed'));
    }, FAVORITES_COOKIE);
    await expect(favouritesLink(page).getByText('3', { exact: true })).toBeVisible();
  });
});

test.describe('environment badge', () => {
  function badge(page: Page) {
    return page.getByRole('complementary', { name: 'Omgeving: Acceptatie v3' });
  }

  test('shows on acceptance, stays dismissed for the session and returns in a new one', async ({ page, browser, baseURL }) => {
    await page.goto('/');
    await expect(badge(page)).toHaveText('Acceptatie v3');
    await badge(page).getByRole('button', { name: 'Omgevingslabel verbergen' }).click();
    await expect(badge(page)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Vacatures' }).click();
    await expect(page).toHaveURL(/\/vacatures$/);
    await expect(badge(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(badge(page)).toBeHidden();

    const fresh = await browser.newContext({ baseURL });
    const freshPage = await fresh.newPage();
    await freshPage.goto('/');
    await expect(badge(freshPage)).toBeVisible();
    await fresh.close();
  });
});

test.describe('error pages', () => {
  test('answers 404 with its own title, the product name and useful links @mobile', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-echt-niet');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Pagina niet gevonden | viaBOVAG');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet (meer)');
    await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage van viaBOVAG' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Alle kampeermiddelen' })).toHaveAttribute('href', '/kamperen');
  });

  test('answers 500 with the generic error page when rendering crashes', async ({ page }) => {
    // The deliberate crash, as React and the shell's error logger report it.
    allowConsoleErrors(page, /React error #441|page crashed/);
    const response = await page.goto('/test/render-crash');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er ging iets mis bij viaBOVAG');
    await expect(page.getByRole('button', { name: 'Probeer het opnieuw' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Er ging iets mis | viaBOVAG');
  });
});

test.describe('accessibility', () => {
  const violations = (page: Page) => axeViolations(page, { tags: [...WCAG_21_AA, 'wcag22aa'] });

  test('the shell around the 404 page meets WCAG AA @mobile', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-echt-niet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the open drawer meets WCAG AA @mobile-only', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-echt-niet');
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Kamperen' }).click();
    await expect(drawer(page).getByRole('link', { name: 'Bekijk alle kampeermiddelen' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an open mega menu meets WCAG AA', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-echt-niet');
    await page.getByRole('button', { name: 'Toon het menu Fietsen' }).click();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mountainbike' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
