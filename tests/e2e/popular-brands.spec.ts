/**
 * The filter panel's "Populair" makes come from the vehicle type narrowed to the chosen kind and
 * body type (issue 18): on the caravans' page no make of only vouwwagens or campers stands there with 0.
 */
import { expect, test } from '../support/test';

test('the popular makes on a camping kind page all have listings of that kind', async ({ page }) => {
  // The caravans' landing (body type caravan), where a vouwwagen make stood with 0.
  await page.goto('/kamperen/caravan');
  const popular = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Populair' });
  const labels = await popular.locator('label').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  const counts = labels.map((label) => Number((/([\d.]+)\s*$/.exec(label.trim())?.[1] ?? '0').replace(/\./g, '')));
  expect(counts.filter((count) => count === 0)).toEqual([]);
  // The group's order is still by listings, most first.
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
});
