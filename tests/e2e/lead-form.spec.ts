import { axeViolations, WCAG_21_AA } from '../support/axe';
import { allowConsoleErrors, expect, test } from '../support/test';
import sharp from 'sharp';
import { contactSubject, openContactSubject } from '../support/contact-subject';
import { mailWith } from '../support/mailbox';

/**
 * The lead forms (product §3, §4) on a real detail page: the contact form on the page, the
 * requests that open in a dialog, trade-in photos, saved inputs and the lead rate limit.
 */
test.describe('lead forms', () => {
  test('the contact form refuses bad input in Dutch, then stores the lead and mails the dealer @mobile', async ({ page }) => {
    const { title } = await openContactSubject(page, 'car');
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

    const mail = await mailWith(page, marker);
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
    const { path } = await openContactSubject(page, 'car');
    const other = await context.newPage();
    await other.goto(path);
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
    await openContactSubject(page, 'car');
    const opener = page.getByRole('button', { name: 'Inruilvoorstel aanvragen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Inruilvoorstel aanvragen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Kenteken van je huidige voertuig')).toBeVisible();

    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);

    await dialog.getByLabel('Kenteken van je huidige voertuig').fill('abc');
    await dialog.getByRole('button', { name: 'Vraag een inruilvoorstel aan' }).click();
    await expect(dialog.getByText('Dit kenteken klopt niet. Controleer de letters en cijfers, bijvoorbeeld AB-123-C.')).toBeVisible();
    await expect(dialog.getByText('Vul de kilometerstand in.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('bicycles offer the reserve dialog and the lease request; a reservation is mailed', async ({ page }) => {
    await openContactSubject(page, 'bicycle');
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

    await expect((await mailWith(page, marker)).getByRole('heading')).toContainText('Reservering van');
  });
});

/** A phone photo: a JPEG with the camera's make and a location in its EXIF. */
async function cameraPhoto(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Make: 'Telefoon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test.describe('trade-in photos', () => {
  // The detail page loads more than once and the browser shrinks full-size camera photos: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('two photos become thumbnails, one is removed, the dealer gets the other attached and the next form offers it again @mobile', async ({ page }) => {
    await openContactSubject(page, 'car');
    await page.getByRole('button', { name: 'Inruilvoorstel aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inruilvoorstel aanvragen' });
    const marker = `Inruil ${Date.now()}`;
    await dialog.getByLabel('Kenteken van je huidige voertuig').fill('ab-123-c');
    await dialog.getByLabel('Kilometerstand').fill('85000');
    await dialog.getByLabel(/Opmerkingen/).fill(marker);

    await dialog.getByLabel("Foto's toevoegen").setInputFiles([await cameraPhoto('voorkant.jpg', '#aa3333'), await cameraPhoto('achterkant.jpg', '#33aa33')]);
    const thumbnails = dialog.getByRole('img', { name: /^Foto \d van je voertuig$/ });
    await expect(thumbnails).toHaveCount(2);
    await expect(dialog.getByText("2 van 6 foto's gekozen")).toBeVisible();
    // Shown from the shrunken copy the browser made: loaded and no larger than what the server keeps.
    const sizes = await thumbnails.evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).naturalWidth, (image as HTMLImageElement).naturalHeight]));
    expect(sizes).toEqual([
      [1600, 1067],
      [1600, 1067],
    ]);

    await dialog.getByRole('button', { name: 'Verwijder foto 1 (voorkant.jpg)' }).click();
    await expect(thumbnails).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Verwijder foto 1 (achterkant.jpg)' })).toBeVisible();
    await expect(dialog.getByText("1 van 6 foto's gekozen")).toBeVisible();
    await expect(dialog.getByLabel("Meer foto's toevoegen")).toBeFocused();

    await dialog.getByLabel('Naam').fill('Sanne de Vries');
    await dialog.getByLabel('E-mailadres').fill('sanne@example.nl');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/leads'));
    await dialog.getByRole('button', { name: 'Vraag een inruilvoorstel aan' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(dialog.getByRole('status').filter({ hasText: 'Je aanvraag is bij' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();

    // Saved inputs (product §3): the vehicle and its photo come back in the next trade-in form.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('opgeslagen-invoer-v1') ?? '')).toMatch(/"photos":\["[^"]+"\]/);
    await page.reload();
    await page.getByRole('button', { name: 'Inruilvoorstel aanvragen' }).click();
    const again = page.getByRole('dialog', { name: 'Inruilvoorstel aanvragen' });
    await expect(again.getByLabel('Kenteken van je huidige voertuig')).toHaveValue('AB123C');
    await expect(again.getByRole('img', { name: 'Foto 1 van je voertuig' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Verwijder foto 1 (achterkant.jpg)' })).toBeVisible();

    const mail = await mailWith(page, marker);
    await expect(mail.getByRole('heading')).toContainText('Inruilvoorstel gevraagd voor');
    await expect(mail).toContainText("Foto's van je voertuig: 1 foto, als bijlage bij deze mail");
    const attachments = mail.getByRole('definition').filter({ hasText: 'inruilfoto' }).getByRole('listitem');
    await expect(attachments).toHaveCount(1);
    await expect(attachments).toHaveText(/^inruilfoto-1\.jpg \(image\/jpeg, \d+ kB\)$/);
  });

  test('photos that break the rules are named in Dutch and never reach the form', async ({ page }) => {
    await openContactSubject(page, 'car');
    await page.getByRole('button', { name: 'Inruilvoorstel aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inruilvoorstel aanvragen' });
    const input = dialog.getByLabel("Foto's toevoegen");
    await input.setInputFiles([
      { name: 'groot.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(8 * 1024 * 1024 + 1) },
      { name: 'offerte.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
      { name: 'kapot.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('geen foto') },
    ]);
    await expect(dialog.getByText('groot.jpg is groter dan 8 MB. Kies een kleinere foto. offerte.pdf is geen JPEG-, PNG- of WebP-foto. Kies een foto in een van die formaten.')).toBeVisible();
    await expect(dialog.getByText('kapot.jpg kunnen we niet openen. Kies een andere foto.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    const photo = await cameraPhoto('auto.jpg', '#3366cc');
    await input.setInputFiles(Array.from({ length: 7 }, (_, index) => ({ ...photo, name: `auto-${index + 1}.jpg` })));
    await expect(dialog.getByText("Je kunt maximaal 6 foto's meesturen.")).toBeVisible();
    await expect(dialog.getByRole('img', { name: /van je voertuig/ })).toHaveCount(6);
    // Full: no button to add more.
    await expect(dialog.getByLabel(/foto's toevoegen/i)).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Verwijder foto 6/ }).click();
    await expect(dialog.getByLabel("Meer foto's toevoegen")).toBeVisible();
    await expect(dialog.getByText("Je kunt maximaal 6 foto's meesturen.")).toHaveCount(0);
  });

  test('the server refuses photos it cannot use with a Dutch 400 and stores nothing', async ({ request }) => {
    const { listingId } = await contactSubject(request, 'car');
    const lead = JSON.stringify({ type: 'tradeIn', listingId, tradeInVehicle: 'car', licensePlate: 'AB-123-C', mileage: '85000', name: 'Sanne', email: 'sanne@example.nl', website: '' });
    const fake = await request.post('/api/client/leads', { multipart: { lead, photos: { name: 'nep.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 geen foto') } } });
    expect(fake.status()).toBe(400);
    expect(await fake.json()).toEqual({ status: 400, message: 'Bad Request', errors: { photos: 'nep.jpg kunnen we niet openen. Kies een andere foto.' } });

    const huge = await request.post('/api/client/leads', { multipart: { lead, photos: { name: 'groot.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) } } });
    expect(huge.status()).toBe(400);
    expect(await huge.json()).toEqual({
      status: 400,
      message: 'Bad Request',
      errors: { photos: "Je foto's zijn samen te groot om te versturen. Verwijder een foto en probeer het opnieuw." },
    });

    const broken = await request.post('/api/client/leads', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: '--x\r\nkapot' });
    expect(broken.status()).toBe(400);
    expect((await broken.json()).errors).toEqual({ form: 'Er ging iets mis met het formulier. Laad de pagina opnieuw en probeer het nog eens.' });
  });
});

test.describe('lead rate limit', () => {
  test('after five leads in a few minutes the form says in Dutch to wait', async ({ page }) => {
    allowConsoleErrors(page, /\/api\/client\/leads$/);
    // With ENABLE_TEST_ROUTES the limits count only requests that name a client; this test is one.
    const client = `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    await page.setExtraHTTPHeaders({ 'x-test-client-ip': client });
    const { listingId } = await openContactSubject(page, 'car');
    for (let index = 0; index < 5; index++) {
      const sent = await page.request.post('/api/client/leads', {
        headers: { 'x-test-client-ip': client },
        data: { type: 'contact', listingId, question: 'beschikbaarheid', feedbackType: 'email', comment: '', name: 'Joris', email: 'joris@example.nl', phone: '', website: '' },
      });
      expect(sent.status(), `lead ${index + 1}`).toBe(201);
    }

    const form = page.getByRole('region', { name: 'Stel een vraag aan de dealer' });
    await form.getByLabel('Waar gaat je vraag over?').selectOption({ label: 'Over de prijs' });
    await form.getByLabel('Naam').fill('Joris Bakker');
    await form.getByLabel('E-mailadres').fill('joris@example.nl');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/leads'));
    await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(form.getByRole('alert')).toHaveText('Je hebt veel berichten kort na elkaar verstuurd. Probeer het over een paar minuten opnieuw.');
    // Nothing the visitor typed is lost.
    await expect(form.getByLabel('Naam')).toHaveValue('Joris Bakker');
  });
});
