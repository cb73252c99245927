import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { StoredMail } from '../../src/lib/mail/types';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';
import { E2E_DATA_DIR } from './e2e-env';

/**
 * Financing and insurance (issue 17, items 1, 2 and 7): both pages render with their calculator and
 * explanations, each request arrives as a mail over real SMTP at the suite's server, the financing
 * form also works without JavaScript, and the insurance partner's link sends findie-link-clicked.
 */
const MAILBOX = path.join(E2E_DATA_DIR, 'mailbox');

/** The one mail whose Reply-To is `email`, once it has arrived. */
async function mailFrom(email: string): Promise<StoredMail> {
  let found: StoredMail[] = [];
  await expect(async () => {
    const names = (await readdir(MAILBOX)).filter((name) => name.endsWith('.json'));
    const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(MAILBOX, name), 'utf8')) as StoredMail));
    found = mails.filter((mail) => mail.replyTo?.includes(email));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 20_000 });
  return found[0] as StoredMail;
}

async function axe(page: Page) {
  expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
}

async function fillContact(scope: ReturnType<Page['locator']>, email: string, phone = '06 12345678') {
  await scope.getByLabel('Naam').fill('Sanne de Vries');
  await scope.getByLabel('E-mailadres').fill(email);
  await scope.getByLabel(/^Telefoonnummer/).fill(phone);
  await scope.getByLabel('Postcode').fill('3511 AA');
}

test.describe('financing and insurance', () => {
  test("finances a car from its detail page: the calculator, the request to the car's dealer and its mail", async ({ page }) => {
    test.setTimeout(60_000);
    const email = `financiering-${Date.now()}@example.nl`;
    await page.goto('/auto');
    await page.locator('a[href*="/auto/aanbod/"]').first().click();
    await expect(page).toHaveURL(/\/auto\/aanbod\/[a-z0-9-]+(\?.*)?$/);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const banner = page.getByRole('link', { name: 'Meer over financieren' });
    await expect(banner).toHaveAttribute('href', /^\/financieren\/autofinanciering\?voertuig=[a-z0-9]{7}$/);
    await banner.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Auto financieren' })).toBeVisible();
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    const calculator = page.getByRole('region', { name: 'Bereken je maandbedrag' });
    await calculator.getByLabel('Leenbedrag').fill('10000');
    await calculator.getByLabel('Looptijd').selectOption('60');
    // 10,000 at 8.9 % over 60 months (lib/finance/annuity).
    await expect(calculator.getByText(/^€\s207,10$/)).toBeVisible();
    await expect(calculator.getByText('Let op! Geld lenen kost geld')).toBeVisible();
    await axe(page);

    const form = page.getByRole('form', { name: 'Vraag financiering aan' });
    await form.getByLabel("Leenbedrag in euro's").fill('12.500');
    await form.getByLabel('Looptijd').selectOption('48');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Vraag financiering aan' }).click();
    await expect(page.getByRole('heading', { name: 'Je aanvraag is verstuurd' })).toBeVisible();
    await expect(page.getByText(`de dealer van de ${title}, heeft je aanvraag ontvangen`, { exact: false })).toBeVisible();

    const mail = await mailFrom(email);
    expect(mail.subject).toBe(`Financieringsaanvraag: ${title}`);
    expect(mail.text).toMatch(/Leenbedrag: €\s12\.500,-/);
    expect(mail.text).toContain('Looptijd: 48 maanden');
    expect(mail.html).toContain('<table');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('posts the financing form: a field error keeps what was typed, then the nearest dealer gets it', async ({ page }) => {
      const email = `zonder-js-${Date.now()}@example.nl`;
      await page.goto('/financieren/autofinanciering');
      const form = page.getByRole('form', { name: 'Vraag financiering aan' });
      await fillContact(form, email);
      await form.getByLabel('Postcode').fill('12');
      await form.getByRole('button', { name: 'Vraag financiering aan' }).click();
      await expect(page).toHaveURL(/\/financieren\/autofinanciering\?formulier=\w+#aanvraag$/);
      await expect(page.getByText('Deze postcode klopt niet.', { exact: false })).toBeVisible();
      await expect(form.getByLabel('E-mailadres')).toHaveValue(email);
      await form.getByLabel('Postcode').fill('3511 AA');
      await form.getByRole('button', { name: 'Vraag financiering aan' }).click();
      await expect(page.getByRole('heading', { name: 'Je aanvraag is verstuurd' })).toBeVisible();
      await expect(page.getByText(/km bij je vandaan\) heeft je aanvraag ontvangen/)).toBeVisible();
      // The plain page is a clean form again.
      await page.goto('/financieren/autofinanciering');
      await expect(page.getByRole('form', { name: 'Vraag financiering aan' })).toBeVisible();
      expect((await mailFrom(email)).subject).toMatch(/^Financieringsaanvraag: €\s15\.000,- in 60 maanden$/);
    });
  });

  test('asks an insurance indication for a plate and follows the partner link @mobile', async ({ page, context }) => {
    test.setTimeout(60_000);
    const email = `verzekering-${Date.now()}@example.nl`;
    await context.route('https://verzekeringen.viabovag.nl/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><p>Partner</p>' }));
    await page.goto('/verzekering/autoverzekering');
    await expect(page.getByRole('heading', { level: 1, name: 'Autoverzekering' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WA, WA+ of allrisk: wat dekt wat?' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await axe(page);

    const form = page.getByRole('form', { name: 'Vraag een indicatie aan' });
    // The README's private demo car: a Volkswagen T-Roc of 2018.
    await form.getByLabel('Kenteken').pressSequentially('kn699b');
    await form.getByLabel('Schadevrije jaren').fill('7');
    await fillContact(form, email, '');
    await form.getByRole('button', { name: 'Vraag een indicatie aan' }).click();
    await expect(page.getByText('heeft je aanvraag voor de Volkswagen T-Roc (2018) (KN-699-B) ontvangen', { exact: false })).toBeVisible();
    const mail = await mailFrom(email);
    expect(mail.to).toBe('verzekeringen@viabovag.nl');
    expect(mail.text).toContain('Kenteken: KN-699-B');
    expect(mail.text).toContain('Schadevrije jaren: 7 jaar');

    const event = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/client/web-event/findie-link-clicked');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Naar de site van viaBOVAG Verzekeringen/ }).click();
    await (await popup).close();
    const sent = await event;
    expect(sent.postDataJSON()).toEqual({ partner: 'viaBOVAG Verzekeringen', placement: 'verzekering-autoverzekering' });
    expect((await sent.response())?.status()).toBe(204);
  });
});
