import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The side panel on desktop. */
function panel(page: Page) {
  return page.getByRole('region', { name: 'Filters' }).getByRole('form', { name: 'Filters' });
}

interface ResultsAnswer {
  total: number;
  items: { id: number; priceRating: string | null }[];
}

test.describe('the market-price rating as a filter and an order', () => {
  test('ticking "Scherpe prijs" and "Goede prijs" narrows the cars to those verdicts, with a chip each', async ({ page, request }) => {
    await page.goto('/auto');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    await panel(page).locator('summary', { hasText: 'Prijsbeoordeling' }).click();
    await panel(page).getByRole('checkbox', { name: /^Scherpe prijs/ }).check();
    await expect(page).toHaveURL(/\/auto\/prijsbeoordeling-scherp$/);
    await expect(heading).not.toHaveText(before ?? '');
    await panel(page).getByRole('checkbox', { name: /^Goede prijs/ }).check();
    await expect(page).toHaveURL(/\/auto\/prijsbeoordeling-scherp\/prijsbeoordeling-goed$/);
    const cloud = page.getByRole('navigation', { name: 'Gekozen filters' });
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Scherpe prijs' })).toBeVisible();
    await expect(cloud.getByRole('link', { name: 'Verwijder filter: Goede prijs' })).toBeVisible();

    // The same search through the API: every item carries one of the two verdicts.
    const answer = (await (await request.post('/api/client/search/results', { data: { mobilityType: 'car', priceRating: ['sharp', 'good'] } })).json()) as ResultsAnswer;
    const all = (await (await request.post('/api/client/search/results', { data: { mobilityType: 'car' } })).json()) as ResultsAnswer;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(all.total);
    for (const item of answer.items) expect(['sharp', 'good']).toContain(item.priceRating);

    await cloud.getByRole('link', { name: 'Verwijder filter: Scherpe prijs' }).click();
    await expect(page).toHaveURL(/\/auto\/prijsbeoordeling-goed$/);
  });

  test('"Scherpste prijs eerst" puts the sharpest prices first', async ({ page, request }) => {
    await page.goto('/auto');
    await page.getByText('Sorteer op: Beste resultaat').click();
    await page.getByRole('link', { name: 'Scherpste prijs eerst' }).click();
    await expect(page).toHaveURL(/\/auto\/sortering-prijsbeoordeling$/);
    const answer = (await (await request.post('/api/client/search/results', { data: { mobilityType: 'car', sort: 'prijsbeoordeling' } })).json()) as ResultsAnswer;
    expect(answer.items[0]?.priceRating).toBe('sharp');
  });
});
