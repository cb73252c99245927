import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Reaching the dealer (issue 5 item 3) on the test page that composes the dealer-contact
 * components on a real listing. Dialling is observed through the cancelable
 * `dealer-contact:dial` event, so the browser never leaves for a tel: handler.
 */
async function recordDials(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __dials: { href: string; at: number }[] };
    record.__dials = [];
    window.addEventListener('dealer-contact:dial', (event) => {
      event.preventDefault();
      record.__dials.push({ href: (event as CustomEvent<{ href: string }>).detail.href, at: performance.now() });
    });
  });
}

const dials = (page: Page) => page.evaluate(() => (window as unknown as { __dials: { href: string; at: number }[] }).__dials);

function tel(phone: string): string {
  return `tel:+31${phone.replace(/\D/g, '').slice(1)}`;
}

async function dealerPhone(page: Page): Promise<string> {
  return (await page.getByTestId('subject').getAttribute('data-dealer-phone')) ?? '';
}

test.describe('call buttons (spec §4)', () => {
  test('reveal shows the tracked number and a tel: link, sends the click event and dials the tracked number @mobile', async ({ page }) => {
    await recordDials(page);
    await page.goto('/test/dealer-contact?type=car');
    const original = await dealerPhone(page);
    const listingId = Number(await page.getByTestId('subject').getAttribute('data-listing-id'));
    await expect(page.getByText(original)).toHaveCount(0);

    const event = page.waitForRequest((request) => request.url().endsWith('/api/client/web-event/vehicle-details-phone-number-displayed'));
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: /Toon het telefoonnummer/ }).click();

    const dialer = page.getByRole('link', { name: /^Bel .* op / });
    await expect(dialer).toBeVisible();
    await expect(dialer).toHaveAttribute('href', /^tel:\+3188\d{7}$/);
    const tracked = (await dialer.getAttribute('href')) ?? '';
    await expect(page.getByText(/^088-\d{7}$/)).toBeVisible();
    await expect.poll(() => dials(page)).toHaveLength(1);
    const [dial] = await dials(page);
    expect(dial?.href).toBe(tracked);
    expect(dial?.href).not.toBe(tel(original));
    expect((dial?.at ?? 0) - clicked).toBeLessThan(3000);

    const request = await event;
    expect(request.postDataJSON()).toEqual({ vehicleId: listingId });
    expect((await request.response())?.status()).toBe(204);
  });

  test('a tracking script that answers within 3 s still wins', async ({ page }) => {
    await recordDials(page);
    await page.goto('/test/dealer-contact?type=car&tracking=late');
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: /Toon het telefoonnummer/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We zoeken het juiste nummer' })).toBeVisible();
    await expect.poll(() => dials(page), { timeout: 5000 }).toHaveLength(1);
    const [dial] = await dials(page);
    expect(dial?.href).toMatch(/^tel:\+3188\d{7}$/);
    expect((dial?.at ?? 0) - clicked).toBeGreaterThan(1400);
    expect((dial?.at ?? 0) - clicked).toBeLessThan(3000);
  });

  for (const tracking of ['too-late', 'never'] as const) {
    test(`a tracking script that answers ${tracking === 'never' ? 'never' : 'after 3 s'} falls back to the original number 500 ms after giving up`, async ({ page }) => {
      await recordDials(page);
      await page.goto(`/test/dealer-contact?type=car&tracking=${tracking}`);
      const original = await dealerPhone(page);
      const clicked = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: /Toon het telefoonnummer/ }).click();
      const dialer = page.getByRole('link', { name: /^Bel .* op / });
      await expect(dialer).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => dials(page), { timeout: 6000 }).toHaveLength(1);
      const [dial] = await dials(page);
      expect(dial?.href).toBe(tel(original));
      expect((dial?.at ?? 0) - clicked).toBeGreaterThanOrEqual(3400);
      await expect(dialer).not.toHaveAttribute('aria-busy', 'true');
      await expect(dialer).toHaveAttribute('href', tel(original));
    });
  }
});

test.describe('lead forms', () => {
  test('the contact form refuses bad input in Dutch, then stores the lead and mails the dealer @mobile', async ({ page }) => {
    await page.goto('/test/dealer-contact?type=car');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    await expect(form.getByRole('alert')).toHaveText('Controleer de velden met een foutmelding.');
    await expect(form.getByText('Kies waar je vraag over gaat.')).toBeVisible();
    await expect(form.getByText('Vul je naam in.')).toBeVisible();
    await expect(form.getByLabel('Waar gaat je vraag over?')).toBeFocused();

    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Over de prijs' });
    await form.getByLabel('Telefonisch').check();
    await form.getByLabel('Naam').fill('Sanne de Vries');
    await form.getByLabel('E-mailadres').fill('sanne@example');
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    await expect(form.getByText('Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.')).toBeVisible();
    await expect(form.getByText('Vul je telefoonnummer in als je gebeld wilt worden, of kies antwoord per e-mail.')).toBeVisible();
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');

    const marker = `E2E ${Date.now()}`;
    await form.getByLabel('E-mailadres').fill('sanne@example.nl');
    await form.getByLabel(/Telefoonnummer/).fill('06 12345678');
    await form.getByLabel(/Je vraag of opmerking/).fill(`Kan er nog iets van de prijs af? ${marker}`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/leads'));
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    await expect(form.getByRole('status')).toContainText('Je vraag is bij');

    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article').filter({ hasText: marker });
    await expect(mail).toHaveCount(1);
    await expect(mail.getByRole('heading')).toHaveText(new RegExp(`^Vraag over .+ \\([a-z0-9]{7}\\)$`));
    expect(title.trim()).not.toBe('');
    await expect(mail.getByRole('heading')).toContainText(title.trim());
    await expect(mail).toContainText('Sanne de Vries');
    await expect(mail).toContainText('Antwoord aan');
    await expect(mail).toContainText('Telefonisch');
  });

  test('the server refuses what the browser would have refused, in Dutch, and stores nothing', async ({ request }) => {
    const response = await request.post('/api/client/leads', { data: { type: 'testDrive', listingId: 1, preferredDate: '2001-01-01', partOfDay: 'middag', name: '', email: 'x', phone: '' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      message: 'Bad Request',
      errors: {
        preferredDate: 'Deze datum is al voorbij. Kies vandaag of een latere dag.',
        name: 'Vul je naam in.',
        email: 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.',
        phone: 'Vul je telefoonnummer in, zodat de dealer je kan bellen.',
      },
    });
  });

  test('saved inputs fill the next form, also in another tab', async ({ page, context }) => {
    await page.goto('/test/dealer-contact?type=car');
    const other = await context.newPage();
    await other.goto('/test/dealer-contact?type=car');
    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Is hij nog beschikbaar?' });
    await form.getByLabel('Naam').fill('Joris Bakker');
    await form.getByLabel('E-mailadres').fill('joris@example.nl');
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    await expect(form.getByRole('status')).toContainText('Je vraag is bij');

    const otherForm = other.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await expect(otherForm.getByLabel('Naam')).toHaveValue('Joris Bakker');
    await expect(otherForm.getByLabel('E-mailadres')).toHaveValue('joris@example.nl');

    await page.reload();
    await page.getByRole('button', { name: 'Proefrit aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proefrit aanvragen' });
    await expect(dialog.getByLabel('Naam')).toHaveValue('Joris Bakker');
  });

  test('a request dialog has a Dutch name, traps focus, closes on Escape and passes axe @mobile', async ({ page }) => {
    await page.goto('/test/dealer-contact?type=car');
    const opener = page.getByRole('button', { name: 'Inruilvoorstel aanvragen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Inruilvoorstel aanvragen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Kenteken van je huidige voertuig')).toBeVisible();

    const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(found.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await dialog.getByLabel('Kenteken van je huidige voertuig').fill('abc');
    await dialog.getByRole('button', { name: 'Vraag een inruilvoorstel aan' }).click();
    await expect(dialog.getByText('Dit kenteken klopt niet. Controleer de letters en cijfers, bijvoorbeeld AB-123-C.')).toBeVisible();
    await expect(dialog.getByText('Vul de kilometerstand in.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('bicycles offer the reserve dialog and the lease request; a reservation is mailed', async ({ page }) => {
    await page.goto('/test/dealer-contact?type=bicycle');
    await expect(page.getByRole('button', { name: 'Lease deze fiets' })).toBeVisible();
    await page.getByRole('button', { name: 'Reserveer deze fiets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reserveer deze fiets' });
    const marker = `Fiets ${Date.now()}`;
    await dialog.getByLabel('Naam').fill('Eva Jansen');
    await dialog.getByLabel('E-mailadres').fill('eva@example.nl');
    await dialog.getByLabel(/Telefoonnummer/).fill('0612345678');
    await dialog.getByLabel(/Opmerkingen/).fill(marker);
    await dialog.getByRole('button', { name: 'Reserveer deze fiets' }).click();
    await expect(dialog.getByRole('status')).toContainText('Je reservering is bij');
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(dialog).toBeHidden();

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('article').filter({ hasText: marker }).getByRole('heading')).toContainText('Reservering van');
  });
});
