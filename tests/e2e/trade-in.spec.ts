import type { APIRequestContext, Page } from '@playwright/test';
import { formatPlate } from '../../src/lib/vehicle/license-plate';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { allowConsoleErrors, expect, test } from '../support/test';

/**
 * The trade-in value end to end (issue 15): value a demo plate, see the result, follow the button
 * to the results page; an unknown plate offers make and model; a registry that is down offers a
 * retry that works; a proposal request reaches dealers nearby.
 */
const PAGE = '/inruilwaarde-auto-berekenen';
const CALL = '/api/client/valuation/trade-in';

/** The README's plates to try: in every demo database, whenever it was seeded (decision 023). */
const DEMO_CARS = ['KN699B', 'P621FV'];
const UNKNOWN_PLATE = 'ZZ99ZZ';

/** A demo car whose value the market backs, asked of the call itself. */
async function valuedDemoPlate(request: APIRequestContext): Promise<string> {
  for (const plate of DEMO_CARS) {
    const response = await request.post(CALL, { data: { licensePlate: plate, mileage: '85000', moment: 'nu' } });
    if (response.status() === 200 && ((await response.json()) as { result: { status: string } }).result.status === 'valued') return plate;
  }
  throw new Error('no demo plate could be valued');
}

async function fillPlate(page: Page, plate: string): Promise<void> {
  const input = page.getByLabel('Kenteken', { exact: true });
  await input.fill('');
  // Typed as a visitor types, without dashes: the plate formats itself.
  await input.pressSequentially(plate.toLowerCase());
  await expect(input).toHaveValue(formatPlate(plate));
}

test.describe('trade-in value', () => {
  test('values a demo plate, explains the range and leads to replacements within reach @mobile', async ({ page, request }) => {
    const plate = await valuedDemoPlate(request);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Wat is je auto waard bij inruil?' })).toBeVisible();
    await fillPlate(page, plate);
    await page.getByLabel('Kilometerstand').fill('85.000');
    await page.getByLabel('Wanneer wil je inruilen?').selectOption({ label: 'Binnen 3 maanden' });
    // A mark on the document: a full reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();

    await expect(page.getByRole('heading', { name: 'Je inruilwaarde' })).toBeVisible();
    await expect(page.getByTestId('trade-in-range')).toHaveText(/^€\s[\d.]+ – €\s[\d.]+$/);
    await expect(page.getByText('als je binnen 3 maanden inruilt', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zo komen we op dit bedrag' })).toBeVisible();
    await expect(page.getByText('Waarom is de inruilwaarde lager dan de vraagprijs?')).toBeVisible();
    // Without a reload: the address follows the valuation, the document stays.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`kenteken=${plate}`));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const replacements = page.getByRole('link', { name: /^Bekijk occasions tot €\s[\d.]+,-$/ });
    await replacements.click();
    await expect(page).toHaveURL(/\/auto\/.*prijs-tot-en-met-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the same valuation renders on the server for a plain form post (no JavaScript needed)', async ({ page, request }) => {
    const plate = await valuedDemoPlate(request);
    await page.goto(`${PAGE}?kenteken=${plate}&kilometerstand=85000&moment=later`);
    await expect(page.getByTestId('trade-in-range')).toHaveText(/^€\s[\d.]+ – €\s[\d.]+$/);
    await expect(page.getByText('als je later inruilt', { exact: false })).toBeVisible();
  });

  test('refuses a malformed plate and absurd mileage in Dutch, at the fields', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByLabel('Kenteken', { exact: true }).pressSequentially('ab12');
    await page.getByLabel('Kilometerstand').fill('-5');
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();
    await expect(page.getByText('Dit kenteken klopt niet. Controleer de letters en cijfers, bijvoorbeeld GH-JK-12.')).toBeVisible();
    await expect(page.getByText('De kilometerstand kan niet negatief zijn.', { exact: false })).toBeVisible();
    await page.getByLabel('Kilometerstand').fill('2500000');
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();
    await expect(page.getByText('Een kilometerstand boven 2.000.000 km kan niet kloppen. Controleer het getal.')).toBeVisible();
  });

  test('an unknown plate says so and offers make and model instead, valued the same way', async ({ page, request }) => {
    allowConsoleErrors(page, new RegExp(`${CALL}$`));
    const unknown = UNKNOWN_PLATE;
    expect((await request.post(CALL, { data: { licensePlate: unknown, mileage: '1', moment: 'nu' } })).status()).toBe(404);
    await page.goto(PAGE);
    await fillPlate(page, unknown);
    await page.getByLabel('Kilometerstand').fill('60000');
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();
    await expect(page.getByRole('heading', { name: 'Dit kenteken kennen we niet' })).toBeVisible();
    await page.getByRole('link', { name: 'Vul merk en model in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Vul merk en model in' })).toBeVisible();
    await page.getByLabel('Merk', { exact: true }).selectOption('Volkswagen');
    await page.getByLabel('Model', { exact: true }).fill('Golf');
    await page.getByLabel('Bouwjaar', { exact: true }).fill('2019');
    await page.getByLabel('Brandstof', { exact: true }).selectOption({ label: 'Benzine' });
    await page.getByLabel('Kilometerstand').fill('60000');
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();
    await expect(page.getByText('Volkswagen Golf')).toBeVisible();
    await expect(page.getByTestId('trade-in-range')).toHaveText(/^€\s[\d.]+ – €\s[\d.]+$/);
  });

  test('a registry that is down shows a clear error, and "Opnieuw proberen" values after all', async ({ page, request }) => {
    allowConsoleErrors(page, new RegExp(`${CALL}$`));
    const plate = await valuedDemoPlate(request);
    let calls = 0;
    // The first call reaches a registry that does not answer (a header the server honours only with test routes).
    await page.route(`**${CALL}`, (route) => {
      calls++;
      return route.continue({ headers: { ...route.request().headers(), ...(calls === 1 ? { 'x-test-registry': 'unavailable' } : {}) } });
    });
    await page.goto(PAGE);
    await fillPlate(page, plate);
    await page.getByLabel('Kilometerstand').fill('85000');
    await page.getByRole('button', { name: 'Bereken inruilwaarde' }).click();
    await expect(page.getByRole('heading', { name: 'Het kentekenregister is nu niet bereikbaar' })).toBeVisible();
    await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByTestId('trade-in-range')).toBeVisible();
    expect(calls).toBe(2);
  });

  test('"Vraag een inruilvoorstel aan" reaches the dealers nearest to the postcode', async ({ page, request }) => {
    const plate = await valuedDemoPlate(request);
    await page.goto(`${PAGE}?kenteken=${plate}&kilometerstand=85000&moment=nu`);
    const form = page.getByRole('form', { name: 'Vraag een inruilvoorstel aan' });
    await form.getByLabel('Naam').fill('Sanne de Vries');
    await form.getByLabel('E-mailadres').fill(`inruil-${Date.now()}@example.nl`);
    await form.getByLabel('Postcode').fill('3511 AA');
    await form.getByRole('button', { name: 'Vraag een inruilvoorstel aan' }).click();
    await expect(page.getByRole('heading', { name: 'Je aanvraag is verstuurd' })).toBeVisible();
    await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(5);
  });
});
