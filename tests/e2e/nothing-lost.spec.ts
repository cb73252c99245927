import type { Page } from '@playwright/test';
import { contactSubject } from '../support/contact-subject';
import { mailWith } from '../support/mailbox';
import { expect, test } from '../support/test';

/**
 * Issue 49, "Lost": what a visitor chose or typed is never dropped. The phone's filter sheet
 * applies exactly what it promised, a range step's count is what choosing it gives, and the
 * contact form, the phone number and the cookie question work with JavaScript off.
 */

/** "Toon 112 resultaten" → 112; "6.913 occasions" → 6913. */
const number = (text: string | null) => Number((/[\d.]+/.exec(text ?? '')?.[0] ?? 'NaN').replace(/\./g, ''));
const optionCount = (label: string) => Number((/\(([\d.]+)\)\s*$/.exec(label)?.[1] ?? 'NaN').replace(/\./g, ''));

async function resultTotal(page: Page): Promise<number> {
  return number(await page.getByRole('heading', { level: 1 }).textContent());
}

test.describe('the phone filter sheet', () => {
  test('a brand, its model and a price chosen in the sheet all land, with the count it promised @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const apply = sheet.getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ });
    await sheet.getByRole('group', { name: 'Populair' }).getByRole('checkbox', { name: /^Volkswagen/ }).check();
    await sheet.getByRole('checkbox', { name: /^Golf/ }).first().check();
    const before = await apply.textContent();
    const price = sheet.locator('select[name="price_max"]');
    await price.selectOption('15000');
    await expect(apply).not.toHaveText(before ?? '');
    const promised = number(await apply.textContent());
    await apply.click();
    await expect(page).toHaveURL(/\/auto\/merk-volkswagen\/model-golf\/prijs-tot-en-met-15000$/);
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
    // It stays there: nothing after the navigation replaces the search with a part of it.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/auto\/merk-volkswagen\/model-golf\/prijs-tot-en-met-15000$/);
    expect(await resultTotal(page)).toBe(promised);
  });

  test('a range step chosen in the sheet promises the count its own label said @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const price = sheet.locator('select[name="price_max"]');
    const label = (await price.locator('option[value="15000"]').textContent()) ?? '';
    await price.selectOption('15000');
    await expect(sheet.getByRole('button', { name: `Toon ${label.match(/\(([\d.]+)\)/)?.[1] ?? '?'} resultaten` })).toBeVisible();
  });
});

test.describe('range steps', () => {
  test('a "tot en met" step counts the listings exactly at it: its count is the result', async ({ page }) => {
    await page.goto('/auto');
    const panel = page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
    const price = panel.locator('select[name="price_max"]');
    const label = (await price.locator('option[value="15000"]').textContent()) ?? '';
    await price.selectOption('15000');
    await expect(page).toHaveURL(/\/auto\/prijs-tot-en-met-15000$/);
    expect(await resultTotal(page)).toBe(optionCount(label));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form sends the question and says so @mobile', async ({ page, browser, baseURL }) => {
    const subject = await contactSubject(page.request, 'car');
    await page.goto(subject.path);
    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    const marker = `Zonder JS ${Date.now()}`;
    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Over de prijs' });
    await form.getByLabel(/Je vraag of opmerking/).fill(marker);
    await form.getByLabel('Naam').fill('Joris Zonder Script');
    await form.getByLabel('E-mailadres').fill('joris@example.nl');
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    await expect(form.getByRole('status')).toContainText('Je vraag is bij');
    // The dealer gets it: the mail is in the mailbox (read with a browser that runs the mailbox page).
    const mailbox = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    await expect(await mailWith(await mailbox.newPage(), marker)).toContainText('Joris Zonder Script');
    await mailbox.close();
  });

  test('a refused contact form says why and keeps every field as typed @mobile', async ({ page }) => {
    const subject = await contactSubject(page.request, 'car');
    await page.goto(subject.path);
    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Over de prijs' });
    await form.getByLabel(/Je vraag of opmerking/).fill('Mag er nog wat af?');
    await form.getByLabel('Naam').fill('Joris');
    await form.getByLabel('E-mailadres').fill('joris@example');
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    await expect(form.getByText('Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.')).toBeVisible();
    await expect(form.getByLabel('E-mailadres')).toHaveValue('joris@example');
    await expect(form.getByLabel('Naam')).toHaveValue('Joris');
    await expect(form.getByLabel(/Je vraag of opmerking/)).toHaveValue('Mag er nog wat af?');
    await expect(form.getByLabel('Waar gaat je vraag over?')).toHaveValue('prijs');
  });

  test('the phone number is a working tel: link @mobile', async ({ page }) => {
    const subject = await contactSubject(page.request, 'car');
    await page.goto(subject.path);
    const reveal = page.getByRole('link', { name: /^Toon telefoonnummer van/ }).first();
    await expect(reveal).toHaveAttribute('href', /^tel:\+31\d+$/);
  });

  test('the cookie question is answered by a plain form post, on every page and on its own page @mobile', async ({ browser, baseURL }) => {
    // A first visit: no answer yet, so the banner asks.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/auto');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Alleen noodzakelijk' }).click();
    await expect(page).toHaveURL(/\/auto$/);
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'viaBOVAG-CookieConsent')?.value).toBe('v1');

    await page.goto('/cookie-voorkeuren');
    await page.getByLabel('Analytisch', { exact: true }).check();
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(page).toHaveURL(/\/cookie-voorkeuren\?opgeslagen=1$/);
    await expect(page.getByRole('status')).toHaveText('Je voorkeuren zijn opgeslagen.');
    await expect(page.getByLabel('Analytisch', { exact: true })).toBeChecked();
    expect((await context.cookies()).find((cookie) => cookie.name === 'viaBOVAG-CookieConsent')?.value).toBe('v1.analytics');
    await context.close();
  });
});

test.describe('without JavaScript on a first visit', () => {
  test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

  test('the filter panel opened full screen is not covered by the cookie question @mobile-only', async ({ page }) => {
    await page.goto('/auto');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await page.getByRole('link', { name: /^Filters/ }).click();
    const submit = page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: /^Toon [\d.]+ resultaten?$/ });
    await expect(submit).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
    // Nothing lies over the button: a tap lands on it.
    const box = await submit.boundingBox();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 });
    expect(hit).toMatch(/^Toon/);
  });
});
