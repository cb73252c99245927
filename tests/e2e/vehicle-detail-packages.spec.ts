import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test } from '../support/test';
import { horizontalOverflow } from '../support/horizontal-overflow';

/** Package cards and the all-in deal on the detail page (issue 5, decision 014). */
type Fixture = 'withExtras' | 'includedPackage' | 'allInAsking' | 'plain';

let fixtures: Record<Fixture, string | null> | undefined;
async function path(request: APIRequestContext, key: Fixture): Promise<string> {
  if (!fixtures) {
    const response = await request.get('/test/detail-fixtures');
    expect(response.status()).toBe(200);
    fixtures = (await response.json()) as Record<Fixture, string | null>;
  }
  const value = fixtures[key];
  if (!value) throw new Error(`no ${key} listing in the seeded inventory`);
  return value;
}

const PRICE = /^€\s[\d.]+,(-|\d{2})$/;
/** "€ 15.745,-" → 1574500 cents. */
const cents = (text: string): number => {
  const match = /€\s*([\d.]+),(-|\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/\./g, '')) * 100 + (match[2] === '-' ? 0 : Number(match[2]));
};

const packagesSection = (page: Page) => page.getByRole('region', { name: 'Pakketten van de dealer' });
const allInSection = (page: Page) => page.getByRole('region', { name: 'All-in prijs' });
const summary = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('heading', { level: 1 }) });
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

test.describe('package cards', () => {
  test('@mobile a listing with packages shows each card with its name, contents and price', async ({ page, request }) => {
    await page.goto(await path(request, 'withExtras'));
    const section = packagesSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: 'Pakketten van de dealer' })).toBeVisible();
    const cards = section.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S{2,}/);
      expect(await card.getByRole('list', { name: 'Wat zit erin' }).getByRole('listitem').count()).toBeGreaterThan(0);
      const price = card.getByText(PRICE).or(card.getByText('Inbegrepen', { exact: true }));
      await expect(price).toBeVisible();
    }
    await expect(section.getByRole('link', { name: 'Vraag de dealer naar deze pakketten' })).toHaveAttribute('href', '#contact-heading');
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('a package the dealer throws in reads "Inbegrepen" instead of a price', async ({ page, request }) => {
    await page.goto(await path(request, 'includedPackage'));
    const included = packagesSection(page).getByRole('article').filter({ has: page.getByText('Inbegrepen', { exact: true }) });
    await expect(included.first()).toBeVisible();
    await expect(included.first().getByText(PRICE)).toHaveCount(0);
  });
});

test.describe('the all-in deal', () => {
  test('@mobile the all-in deal shows the all-in price, how it adds up and what it includes', async ({ page, request }) => {
    await page.goto(await path(request, 'withExtras'));
    const asking = cents(await text(summary(page).getByText(PRICE).first()));
    const rijklaar = summary(page).getByRole('link', { name: /^Rijklaar: € [\d.]+,-/ });
    await expect(rijklaar).toBeVisible();
    const allIn = cents(await text(rijklaar));
    expect(allIn).toBeGreaterThan(asking);

    const section = allInSection(page);
    await expect(section.getByText('Rijklaarprijs', { exact: true })).toBeVisible();
    expect(cents(await text(section.getByText(PRICE).first()))).toBe(allIn);
    const terms = section.getByRole('definition');
    await expect(terms).toHaveCount(3);
    const listed = cents(await text(terms.nth(0)));
    const surcharge = cents(await text(terms.nth(1)));
    const total = cents(await text(terms.nth(2)));
    expect(listed).toBe(asking);
    expect(total).toBe(allIn);
    expect(listed + surcharge).toBe(total);
    await expect(section.getByRole('term').nth(1)).toHaveText('Rijklaarmaakkosten');
    await expect(section.getByRole('heading', { name: 'Dit zit erin' })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Rijklaarmaken' })).toBeVisible();

    // The summary line leads to the section, the section to the explanation.
    await rijklaar.click();
    await expect(page).toHaveURL(/#all-in-heading$/);
    await expect(section.getByRole('heading', { name: 'All-in prijs' })).toBeInViewport();
    await section.getByRole('link', { name: 'Wat is een heldere all-in prijs?' }).click();
    await expect(page).toHaveURL(/\/heldere-all-in-prijzen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Heldere all-in prijzen' })).toBeVisible();
  });

  test('an asking price that already is the all-in price says so, without a surcharge', async ({ page, request }) => {
    await page.goto(await path(request, 'allInAsking'));
    await expect(summary(page).getByRole('link', { name: /^Heldere all-in prijs/ })).toBeVisible();
    const section = allInSection(page);
    await expect(section.getByText('De vraagprijs is al de all-in prijs: je betaalt niets bij om weg te rijden.')).toBeVisible();
    await expect(section.getByText('Rijklaarmaakkosten')).toHaveCount(0);
    const asking = cents(await text(summary(page).getByText(PRICE).first()));
    expect(cents(await text(section.getByText(PRICE).first()))).toBe(asking);
  });
});

test.describe('package cards and the all-in deal: absent, without JavaScript, failing, accessible', () => {
  test('a listing without packages or a deal shows neither section', async ({ page, request }) => {
    await page.goto(await path(request, 'plain'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prijs en kosten' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pakketten van de dealer' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'All-in prijs' })).toHaveCount(0);
    await expect(page.getByText(/^Rijklaar:/)).toHaveCount(0);
    await expect(page.getByText('Heldere all-in prijs', { exact: true })).toHaveCount(0);
  });

  test('the cards and the deal are in the page without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(await path(request, 'withExtras'));
    expect(await packagesSection(page).getByRole('article').count()).toBeGreaterThanOrEqual(2);
    await expect(allInSection(page).getByRole('heading', { name: 'Dit zit erin' })).toBeVisible();
    await context.close();
  });

  test('a crashing all-in deal or package section leaves the rest of the page up', async ({ page, request }) => {
    const detail = await path(request, 'withExtras');
    const deal = await page.goto(`${detail}?testCrash=allInDeal`);
    expect(deal?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All-in prijs' })).toHaveCount(0);
    await expect(page.getByText(/^Rijklaar:/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pakketten van de dealer' })).toBeVisible();

    const cards = await page.goto(`${detail}?testCrash=packageCards`);
    expect(cards?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Pakketten van de dealer' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'All-in prijs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specificaties' })).toBeVisible();
  });

  test('a package section crashing in the browser is caught and logged', async ({ page, request }) => {
    allowConsoleErrors(page, /Deliberate browser crash|section crashed/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${await path(request, 'withExtras')}?testCrash=client:packageCards`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => errors.some((line) => line.includes('"section":"packageCards"'))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Pakketten van de dealer' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'All-in prijs' })).toBeVisible();
  });

  test('@mobile no axe violations on a page with packages and an all-in deal', async ({ page, request }) => {
    await page.goto(await path(request, 'withExtras'));
    await packagesSection(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(await path(request, 'includedPackage'));
    expect(await axeViolations(page)).toEqual([]);
  });
});
