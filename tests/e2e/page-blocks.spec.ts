import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

/** "Bekijk 1.234 gezinsauto's", "(43)", "979 gezinsauto's": the first whole number, Dutch thousands dots dropped. */
function countIn(text: string | null): number {
  const match = /\d{1,3}(?:\.\d{3})*/.exec(text ?? '');
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[0].replace(/\./g, ''));
}

async function resultCount(page: Page): Promise<number> {
  return countIn(await page.getByRole('heading', { level: 1 }).textContent());
}

async function expectAccessible(page: Page, label: string) {
  expect(await axeViolations(page, { include: 'main', tags: WCAG_21_AA }), label).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('page blocks', () => {
  test('the car home shows the usp bar, the professional of the month, the FAQ and popular links that count true', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    const usp = main.getByRole('region', { name: 'Waarom kopen via viaBOVAG' });
    await expect(usp.getByRole('link', { name: 'Alleen erkende BOVAG-dealers' })).toHaveAttribute('href', '/bovag-zekerheid');
    await expect(usp.getByRole('link', { name: 'Heldere all-in prijzen' })).toHaveAttribute('href', '/heldere-all-in-prijzen');
    await expect(usp.getByRole('link', { name: /^[\d.]+ occasions op voorraad$/ })).toHaveAttribute('href', '/auto');

    const faq = main.getByRole('region', { name: 'Vragen over een occasion kopen bij een BOVAG-dealer' });
    const question = faq.locator('summary').first();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(faq.locator('details').first()).toHaveAttribute('open', '');
    await expect(faq.locator('details').first().locator('p')).toBeVisible();
    const jsonLd = await faq.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(jsonLd ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity?.[0]?.name).toBe(await question.textContent());

    const professional = main.getByRole('region', { name: 'Vakkracht van de maand' });
    await expect(professional.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(professional.locator('blockquote')).toBeVisible();
    await expectAccessible(page, '/');

    const stock = professional.getByRole('link', { name: /^Bekijk (alle )?[\d.]+ voertuig/ });
    await expect(stock).toHaveAttribute('href', /^\/aanbod\/aanbieder-\d+$/);
    const dealerTotal = countIn(await stock.textContent());
    await stock.click();
    await expect(page).toHaveURL(/\/aanbod\/aanbieder-\d+$/);
    expect(await resultCount(page)).toBe(dealerTotal);

    await page.goto('/');
    const model = page.getByRole('region', { name: 'Occasions per merk en model' }).getByRole('list').nth(1).getByRole('link').first();
    const href = await model.getAttribute('href');
    expect(href).toMatch(/^\/auto\/merk-[a-z0-9-]+\/model-[a-z0-9-]+$/);
    const modelTotal = countIn(await model.locator('span').textContent());
    await model.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await resultCount(page)).toBe(modelTotal);
  });

  test('@mobile a buying guide embeds a live search whose count is the result page\'s, and the landing shows its advice', async ({ page }) => {
    await page.goto('/koopgids/gezinsauto-kopen');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Een gezinsauto kopen' })).toBeVisible();
    const block = main.getByRole('region', { name: 'Gezinsauto kopen' });
    await expect(block.getByRole('listitem').first()).toBeVisible();
    const link = block.getByRole('link', { name: /^Bekijk [\d.]+ gezinsauto's$/ });
    await expect(link).toHaveAttribute('href', '/auto/gezinsauto');
    const total = countIn(await link.textContent());
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/koopgids/gezinsauto-kopen');

    await link.click();
    await expect(page).toHaveURL(/\/auto\/gezinsauto$/);
    expect(await resultCount(page)).toBe(total);
    const advice = page.getByRole('region', { name: 'Zo kies je de juiste gezinsauto' });
    await page.getByRole('link', { name: 'Lees ons koopadvies' }).click();
    await expect(advice).toBeInViewport();
    await expect(advice.getByRole('region', { name: 'Veelgestelde vragen over een gezinsauto' }).locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });
});
