import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The side panel on desktop. */
function panel(page: Page) {
  return page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
}

test.describe('frame height in the bicycle filter panel', () => {
  test('a frame height range narrows the e-bikes, shows a chip and goes with it', async ({ page }) => {
    await page.goto('/fietsen/voertuigsoort-elektrische-fiets');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    await panel(page).locator('summary', { hasText: 'Framehoogte' }).click();

    const from = panel(page).getByLabel('Framehoogte Van');
    await expect(from.locator('option').nth(3)).toHaveText(/^\d+ cm \([\d.]+\)$/);
    const min = await from.locator('option').nth(3).getAttribute('value');
    await from.selectOption(min ?? '');
    await expect(page).toHaveURL(new RegExp(`/fietsen/voertuigsoort-elektrische-fiets/framehoogte-vanaf-${min}$`));
    await expect(heading).not.toHaveText(before ?? '');

    const to = panel(page).getByLabel('Framehoogte Tot en met');
    const max = await to.locator('option').nth(8).getAttribute('value');
    await to.selectOption(max ?? '');
    await expect(page).toHaveURL(new RegExp(`/framehoogte-vanaf-${min}/framehoogte-tot-en-met-${max}$`));
    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    const chip = cloud.getByRole('link', { name: `Verwijder filter: Framehoogte: ${min} cm – ${max} cm` });
    await expect(chip).toBeVisible();

    await chip.click();
    await expect(page).toHaveURL(/\/fietsen\/voertuigsoort-elektrische-fiets$/);
    await expect(heading).toHaveText(before ?? '');
  });
});
