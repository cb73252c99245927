import type { Page } from '@playwright/test';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The mobility service pages (issue 17 items 3–5): rental dealers by postcode (also without
 * JavaScript, and a bad postcode's Dutch error), the bike-lease calculator with its e-bikes in stock
 * counted like their search page, the roadside page's call button; axe on all three.
 */
const RENTAL = '/verhuur/auto-huren';
const BIKE_LEASE = '/lease/fiets-lease';
const ROADSIDE = '/pechhulp';

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
}

/** The distances of the listed dealers, in km, in the order shown. */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator('ul li h3 + span').allTextContents();
  return texts.map((text) => Number(/(\d+) km/.exec(text)?.[1] ?? NaN));
}

test.describe('rental, bike lease and roadside assistance', () => {
  test('finds rental dealers near a postcode, nearest first, and refuses a wrong postcode @mobile', async ({ page }) => {
    await page.goto(RENTAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Auto huren bij een BOVAG-dealer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ BOVAG-dealers? verhuren/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Je postcode').fill('3511ab');
    await page.getByLabel('Afstand').selectOption('50');
    await page.getByRole('button', { name: 'Zoek verhuurders' }).click();
    await expect(page).toHaveURL(/postcode=3511ab&straal=50/);
    const heading = page.getByRole('heading', { name: /verhuurders? binnen \d+ km van 3511 AB$/ });
    await expect(heading).toBeVisible();
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const limit = Number(/binnen (\d+) km/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(shown.every((km) => km <= limit)).toBe(true);
    const first = page.locator('ul li').filter({ has: page.locator('h3') }).first();
    await expect(first.getByRole('link', { name: /^Bel 0\d/ })).toHaveAttribute('href', /^tel:\+31\d{9}$/);
    await expect(first.getByRole('link', { name: /^Bekijk aanbod/ })).toHaveAttribute('href', /^\/aanbod\/aanbieder-\d+$/);
    await expect(first.getByText(/^(Vandaag open|Vandaag gesloten)$/)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Je postcode').fill('0123');
    await page.getByRole('button', { name: 'Zoek verhuurders' }).click();
    await expect(page.getByText('Dit is geen Nederlandse postcode. Vul vier cijfers in, eventueel met twee letters, bijvoorbeeld 3511 AB.')).toBeVisible();
    await expect(page.getByLabel('Je postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: /^Bel 0\d/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the rental form is a plain GET that lists dealers', async ({ page }) => {
      await page.goto(RENTAL);
      await page.getByLabel('Je postcode').fill('9711');
      await page.getByRole('button', { name: 'Zoek verhuurders' }).click();
      await expect(page).toHaveURL(/\?postcode=9711&straal=25$/);
      // Groningen has few rental dealers: the list is never empty, at worst wider than asked and said so.
      await expect(page.getByRole('heading', { name: /(verhuurders? binnen \d+ km van 9711|De dichtstbijzijnde verhuurders bij 9711)$/ })).toBeVisible();
      expect((await distances(page)).length).toBeGreaterThan(0);
    });
  });

  test('calculates the net cost of a lease bike and links to e-bikes within that budget', async ({ page }) => {
    await page.goto(BIKE_LEASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Een fiets leasen via je werkgever' })).toBeVisible();
    await page.getByLabel('Adviesprijs van de fiets').fill('2.500');
    await page.getByLabel('Looptijd').selectOption('48');
    await page.getByLabel('Je belastbaar inkomen per jaar').selectOption('3');
    await page.getByLabel('Eigen bijdrage per maand').fill('0');
    await page.getByRole('button', { name: 'Bereken', exact: true }).click();
    await expect(page).toHaveURL(/[?&]bijdrage=0/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ prijs: '2.500', looptijd: '48', schijf: '3', bijdrage: '0' });
    // € 2.500 × 7 % = € 175 a year; at 49,5 % € 86,63 a year, € 7,22 a month; € 346,56 over 48 months.
    await expect(page.getByTestId('lease-net')).toHaveText('€ 7,22 per maand');
    await expect(page.getByText('€ 175,-', { exact: true })).toBeVisible();
    await expect(page.getByText('€ 346,56', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Let op: dit is een indicatie\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const link = page.getByTestId('lease-ebike-link');
    await expect(link).toHaveAttribute('href', '/fietsen/voertuigsoort-elektrische-fiets/prijs-tot-en-met-2500');
    const count = /([\d.]+) e-bikes?/.exec((await link.textContent()) ?? '')?.[1] ?? '';
    expect(count).not.toBe('');
    await expect(page.getByTestId('lease-ebike-count')).toContainText(`${count} e-bike`);
    await link.click();
    await expect(page).toHaveURL(/\/fietsen\/voertuigsoort-elektrische-fiets\/prijs-tot-en-met-2500$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(count);
  });

  test('the roadside page puts the call button first and names 112', async ({ page }) => {
    await page.goto(ROADSIDE);
    await expect(page.getByRole('heading', { level: 1, name: 'Pechhulp bij pech onderweg' })).toBeVisible();
    const call = page.getByTestId('roadside-call');
    await expect(call).toHaveText('Bel 088-2692888');
    await expect(call).toHaveAttribute('href', 'tel:+31882692888');
    await expect(call).toBeInViewport();
    // Whoever calls knows whom they reach (ROADSIDE_PROVIDER).
    await expect(page.getByText('Dit nummer is van de ANWB Wegenwacht')).toBeVisible();
    await expect(page.getByText('Bij een ongeluk met gewonden: bel 112')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bel 112' })).toHaveAttribute('href', 'tel:112');
    await expect(page.getByRole('heading', { name: 'Veelgestelde vragen over pechhulp' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
