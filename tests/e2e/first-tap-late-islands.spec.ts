/**
 * Issue 18 and 21: parts whose code loads after the page's own (lazy islands) neither move when it
 * arrives nor lose what was done in their server HTML meanwhile. As in first-tap.spec.ts, the
 * part's chunk is held back with page.route until the test releases it.
 */
import type { Page } from '@playwright/test';
import { contactSubject } from '../support/contact-subject';
import { holdChunks, PANEL_CHUNK_MARK } from '../support/hold-chunks';
import { expect, test } from '../support/test';

// A chunk still held or being read when a test ends belongs to a page that is closing: not a failure.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const panel = (page: Page) => page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });

test.describe('the filter panel does not move when its code arrives', () => {
  test('every section stays where it was drawn, so a pointer on its way lands where it aimed', async ({ page }) => {
    const chunks = await holdChunks(page, (body) => body.includes(PANEL_CHUNK_MARK));
    await page.goto('/auto', { waitUntil: 'commit' });
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    const tops = () => panel(page).locator('details[data-field]').evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().top + window.scrollY)));
    const before = await tops();
    expect(before.length).toBeGreaterThan(5);
    chunks.release();
    await expect(page.locator('[data-enhanced]')).toHaveCount(1);
    expect(await tops()).toEqual(before);

    // The brand search box, drawn by the server, narrows the makes once the code runs.
    const search = panel(page).getByRole('searchbox', { name: 'Zoek een merk' });
    await search.fill('volksw');
    const boxes = panel(page).locator('input[name="brand"]');
    await expect(boxes).toHaveCount(1);
    await expect(boxes).toHaveAttribute('value', 'volkswagen');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the brand search box, which needs the code, is not shown', async ({ page }) => {
      await page.goto('/auto');
      await expect(panel(page).locator('input[name="brand"]').first()).toBeAttached();
      await expect(panel(page).getByRole('searchbox', { name: 'Zoek een merk' })).toBeHidden();
    });
  });
});

test.describe('the contact form on a detail page, before its chunk arrived', () => {
  test('what is typed into the contact form before its code arrived is kept and sent', async ({ page }) => {
    // The form's own chunk (LeadFormLazy.tsx) held back; the rest of the page hydrates as usual.
    const chunks = await holdChunks(page, (body) => body.includes('/api/client/leads'));
    const { path } = await contactSubject(page.request, 'car');
    await page.goto(path, { waitUntil: 'commit' });
    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await expect(form.getByLabel('Naam')).toBeVisible();
    await expect.poll(() => chunks.held()).toBeGreaterThan(0);
    await expect(form.locator('form[data-enhanced]')).toHaveCount(0);
    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Over de prijs' });
    await form.getByLabel('Naam').fill('Vroege Vogel');
    await form.getByLabel('E-mailadres').fill('vroeg@example.nl');

    chunks.release();
    await expect(form.locator('form[data-enhanced]')).toHaveCount(1);
    await expect(form.getByLabel('Naam')).toHaveValue('Vroege Vogel');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/leads'));
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toContainText('Je vraag is bij');
  });
});
