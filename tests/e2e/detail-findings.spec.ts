import type { APIRequestContext, Page } from '@playwright/test';
import { contactSubject } from '../support/contact-subject';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Issue 18: the detail page as a new visitor meets it on a phone and a desktop: the phone bar, focus
 * into the contact form, the fullscreen photos' focus trap, "Kopieer link", share links on the host
 * serving the page, e-bike certainties and specification groups, and the mobile menu's one close button.
 */
const PHONE = { width: 375, height: 740 };

type Fixtures = Record<'car' | 'ebike' | 'ebikeCarSchemes' | 'camper', string | null>;
async function fixture(request: APIRequestContext, key: keyof Fixtures): Promise<string> {
  const response = await request.get('/test/detail-fixtures');
  expect(response.status()).toBe(200);
  const value = ((await response.json()) as Fixtures)[key];
  if (!value) throw new Error(`no ${key} listing in the seeded inventory`);
  return value;
}


/** Dialling observed through the cancelable `dealer-contact:dial` event, so the browser never leaves for tel:. */
async function recordDials(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __dials: string[] };
    record.__dials = [];
    window.addEventListener('dealer-contact:dial', (event) => {
      event.preventDefault();
      record.__dials.push((event as CustomEvent<{ href: string }>).detail.href);
    });
  });
}
const dials = (page: Page) => page.evaluate(() => (window as unknown as { __dials: string[] }).__dials);

const bar = (page: Page) => page.getByRole('region', { name: /^Contact met / });
const firstContactField = (page: Page) => page.locator('#contactformulier').getByRole('combobox', { name: /Waar gaat je vraag over/ });

test.describe('the phone bar', () => {
  test.use({ viewport: PHONE });

  test('appears once the call buttons scrolled away, dials through call tracking and leads into the form', async ({ page }) => {
    await recordDials(page);
    const subject = await contactSubject(page.request, 'car');
    await page.goto(subject.path);
    // At the top the page's own buttons are on screen: no bar yet.
    await expect(page.getByRole('button', { name: /^Toon telefoonnummer van/ })).toBeVisible();
    await expect(bar(page)).toBeHidden();

    await page.getByRole('heading', { name: 'Specificaties' }).scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const box = await bar(page).boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);

    // "Bel": the same reveal as the page's button: the tracked number, its tel: link, the event, the dial.
    const event = page.waitForRequest((request) => request.url().endsWith('/api/client/web-event/vehicle-details-phone-number-displayed'));
    await bar(page).getByRole('button', { name: /^Bel / }).click();
    const dialer = bar(page).getByRole('link', { name: /^Bel de dealer .* op / });
    await expect(dialer).toHaveAttribute('href', /^tel:\+3188\d{7}$/);
    await expect(dialer).toHaveText(/^088-\d{7}$/);
    await expect.poll(() => dials(page)).toEqual([await dialer.getAttribute('href')]);
    expect((await event).postDataJSON()).toEqual({ vehicleId: subject.listingId });

    // "Stuur bericht": focus in the form's first field, and the bar steps aside while the form is on screen.
    await bar(page).getByRole('button', { name: 'Stuur bericht' }).click();
    await expect(firstContactField(page)).toBeFocused();
    await expect(firstContactField(page)).toBeInViewport();
    await expect(bar(page)).toBeHidden();
  });

  test('covers nothing: the page ends above it, out of the way of the footer', async ({ page }) => {
    await page.goto((await contactSubject(page.request, 'car')).path);
    await page.keyboard.press('End');
    await expect(bar(page)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // Parts that render after hydration can still make the page taller after the first End (CI saw
    // the footer 14 px short of the end once): End again until the page's real end is on screen.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        const barTop = (await bar(page).boundingBox())?.y ?? 0;
        const footerBottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
        return footerBottom - barTop;
      })
      .toBeLessThanOrEqual(1);
  });

  test('is not there on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto((await contactSubject(page.request, 'car')).path);
    await page.getByRole('heading', { name: 'Verkoper' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Verkoper' })).toBeInViewport();
    await expect(bar(page)).toBeHidden();
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(bar(page)).toBeHidden();
  });
});

test('"Neem contact op" puts the focus in the contact form', async ({ page }) => {
  await page.goto((await contactSubject(page.request, 'car')).path);
  await page.getByRole('link', { name: 'Neem contact op' }).click();
  await expect(firstContactField(page)).toBeFocused();
  await expect(firstContactField(page)).toBeInViewport();
  // Keyboard users go on from there through the form.
  await page.keyboard.press('Tab');
  await expect(page.locator('#contactformulier').getByRole('textbox').first()).toBeFocused();
});

test('the fullscreen photos keep Tab inside and give focus back on Escape', async ({ page, request }) => {
  await page.goto(await fixture(request, 'car'));
  const expand = page.getByRole('button', { name: "Bekijk foto's op volledig scherm" });
  await expand.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Sluit volledig scherm' })).toBeFocused();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);
  // More presses than the dialog has controls, both ways: focus must wrap, never leave.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ×${press + 1}`).toBe(true);
    }
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(expand).toBeFocused();
});

test.describe('"Kopieer link"', () => {
  test('copies the listing address and says so', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const path = await fixture(request, 'car');
    await page.goto(`${path}?zoek=%2Fauto&index=0`);
    await page.getByRole('button', { name: 'Kopieer link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link gekopieerd' })).toBeVisible();
    // The listing's own address, without the search the visitor came from.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, baseURL).toString());
  });

  test('offers the link selected in a field when the browser refuses the clipboard', async ({ page, request, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) } });
    });
    const path = await fixture(request, 'car');
    await page.goto(path);
    await page.getByRole('button', { name: 'Kopieer link' }).click();
    const field = page.getByRole('textbox', { name: 'Link naar deze advertentie' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(new URL(path, baseURL).toString());
    await expect(field).toHaveAttribute('readonly', '');
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, new URL(path, baseURL).toString().length]);
    await expect(page.getByRole('status').filter({ hasText: 'Kopiëren lukte niet' })).toBeVisible();
  });
});

test('share links point at the host that served the page', async ({ page, request, baseURL }) => {
  const path = await fixture(request, 'car');
  const shared = async () => decodeURIComponent((await page.getByRole('link', { name: 'Deel via WhatsApp' }).getAttribute('href')) ?? '');
  // SITE_URL (the suite's 127.0.0.1 address) names this host: it stays.
  const site = new URL(path, baseURL).toString();
  await page.goto(path);
  expect(await shared()).toMatch(new RegExp(`^https://wa\\.me/\\?text=.+ ${escape(site)}$`));
  // The same server reached as localhost: the links follow the visitor's host, not SITE_URL's.
  const other = new URL(path, baseURL);
  other.hostname = 'localhost';
  await page.goto(other.toString());
  expect(await shared()).toMatch(new RegExp(` ${escape(other.toString())}$`));
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('an e-bike', () => {
  test.use({ viewport: PHONE });

  test('claims no car certainty and groups its specifications as a bicycle @mobile', async ({ page, request }) => {
    await page.goto(await fixture(request, 'ebikeCarSchemes'));
    const summary = page.locator('aside[aria-labelledby="vehicle-title"]');
    await expect(summary.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(summary.getByText(/Afleverbeurt|BOVAG Garantie/).first()).toBeVisible();
    await expect(summary.getByText(/40-Puntencheck|Omruilgarantie/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'BOVAG Puntencheck' })).toHaveCount(0);

    const specifications = page.locator('section', { has: page.getByRole('heading', { name: 'Specificaties', level: 2 }) });
    await expect(specifications.getByRole('heading', { name: 'Motor en accu' })).toBeVisible();
    await expect(specifications.getByRole('heading', { name: 'Frame en onderdelen' })).toBeVisible();
    await expect(specifications.getByRole('heading', { name: 'Interieur en exterieur' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a camper shows its living space and its size and weight', async ({ page, request }) => {
    await page.goto(await fixture(request, 'camper'));
    const specifications = page.locator('section', { has: page.getByRole('heading', { name: 'Specificaties', level: 2 }) });
    await expect(specifications.getByRole('heading', { name: 'Indeling en slapen' })).toBeVisible();
    await expect(specifications.getByRole('heading', { name: 'Maten en gewicht' })).toBeVisible();
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: PHONE });

  test('shows one close button while open', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('button[aria-controls="mobiel-menu"]');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: "Auto's" })).toBeFocused();
    // Counted in the DOM, not the accessibility tree: the page behind the modal is inert, not gone.
    await expect(page.locator('button[aria-label="Menu sluiten"]')).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: 'Menu sluiten' })).toBeVisible();
    const closeIcon = await drawer.getByRole('button', { name: 'Menu sluiten' }).locator('svg').innerHTML();
    expect(await toggle.locator('svg').innerHTML()).not.toBe(closeIcon);
    await drawer.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
