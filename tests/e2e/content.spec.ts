import fs from 'node:fs';
import path from 'node:path';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

const errors = JSON.parse(fs.readFileSync(path.resolve('public/locales/nl/errors.json'), 'utf8')) as { notFound: { heading: string } };

test.describe('content pages', () => {
  test('a certainty page shows its title, sections and the way back to the overview', async ({ page }) => {
    const response = await page.goto('/bovag-garantie');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^BOVAG Garantie \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bovag-garantie$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'BOVAG Garantie' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'BOVAG-zekerheid' })).toHaveAttribute('href', '/bovag-zekerheid');
    await expect(main.getByRole('complementary').getByRole('link', { name: 'BOVAG-zekerheid' })).toHaveAttribute('href', '/bovag-zekerheid');

    await main.getByRole('navigation', { name: 'Op deze pagina' }).getByRole('link', { name: 'Wat valt er niet onder?' }).click();
    await expect(page).toHaveURL(/#wat-valt-er-niet-onder$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Wat valt er niet onder?' })).toBeInViewport();
  });

  test('the overview leads to every certainty', async ({ page }) => {
    await page.goto('/bovag-zekerheid');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Zo werkt de Omruilgarantie' }).click();
    await expect(page).toHaveURL(/\/bovag-omruilgarantie$/);
    await expect(main.getByRole('heading', { level: 1, name: 'BOVAG Omruilgarantie' })).toBeVisible();
  });

  test('the dealer portal pages link out to the portal in a new tab', async ({ page }) => {
    for (const pathname of ['/adverteren/adverteerdersportaal', '/adverteren/inloggen-adverteerdersportaal']) {
      await page.goto(pathname);
      const cta = page.getByRole('main').getByRole('link', { name: /adverteerdersportaal.*nieuw tabblad/ }).first();
      await expect(cta).toHaveAttribute('href', /^https:\/\//);
      await expect(cta).toHaveAttribute('target', '_blank');
      await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('an unknown path under the catch-all gets the real 404', async ({ page }) => {
    for (const pathname of ['/bestaat-niet', '/bovag-garantie/extra', '/Bovag-Garantie', '/c/onbekend']) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(errors.notFound.heading);
    }
  });

  test('content pages pass the accessibility check', async ({ page }) => {
    for (const pathname of ['/bovag-garantie', '/veelgestelde-vragen/consumenten', '/c/contact-consumenten']) {
      await page.goto(pathname);
      expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA }), pathname).toEqual([]);
    }
  });
});

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a question opens and closes its answer @mobile', async ({ page }) => {
    await page.goto('/veelgestelde-vragen/consumenten');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Kopen en zekerheden' })).toBeVisible();
    const question = main.getByRole('heading', { level: 3, name: 'Wat betekent NAP?' });
    const answer = main.getByText('NAP staat voor Nationale AutoPas');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});
