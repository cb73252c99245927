import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredMail } from '../../src/lib/mail/types';
import { formatPlate } from '../../src/lib/vehicle/license-plate';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { allowConsoleErrors, expect, test } from '../support/test';
import { E2E_DATA_DIR } from './e2e-env';

/**
 * Sell my camper end to end (issue 15): plate, mileage, photos and the visitor's details; the five
 * nearest camper dealers are named, and their mails arrive over real SMTP at the suite's server
 * (tests/e2e/smtp-mailbox.ts), each with the photos; the saved inputs fill the form again.
 */
const MAILBOX = path.join(E2E_DATA_DIR, 'mailbox');

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The mails whose Reply-To is `email`, once `count` of them have arrived. */
async function mailsFrom(email: string, count: number): Promise<StoredMail[]> {
  let found: StoredMail[] = [];
  await expect(async () => {
    const names = (await readdir(MAILBOX)).filter((name) => name.endsWith('.json'));
    const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(MAILBOX, name), 'utf8')) as StoredMail));
    found = mails.filter((mail) => mail.replyTo?.includes(email));
    expect(found).toHaveLength(count);
  }).toPass({ timeout: 20_000 });
  return found;
}

test.describe('sell my vehicle', () => {
  test('sells a camper with photos: the nearest dealers are named and their mails arrive', async ({ page }) => {
    test.setTimeout(60_000);
    // The README's private demo camper (a Hymer B-Klasse), in every demo database.
    const camper = { plate: 'Z136VP' };
    const email = `camper-${Date.now()}@example.nl`;

    await page.goto('/auto-verkopen');
    await page.getByRole('navigation', { name: 'Wat wil je verkopen?' }).getByRole('link', { name: 'Camper' }).click();
    await expect(page).toHaveURL(/\/auto-verkopen\?voertuig=camper$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Camper verkopen' })).toBeVisible();

    await page.getByLabel('Kenteken', { exact: true }).pressSequentially(camper.plate.toLowerCase());
    await page.getByLabel('Kilometerstand').fill('48.000');
    await page.getByLabel('Omschrijving').fill('Nette camper met luifel en fietsenrek.');
    await page.getByLabel("Foto's toevoegen").setInputFiles([await photo('voorkant.jpg', '#3366aa'), await photo('interieur.jpg', '#aa6633')]);
    await expect(page.getByText("2 van 8 foto's gekozen")).toBeVisible();
    await page.getByLabel('Naam').fill('Sanne de Vries');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByLabel('Telefoonnummer').fill('06 12345678');
    await page.getByLabel('Postcode').fill('3511 AA');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Verstuur naar dealers' }).click();

    const answer = page.getByRole('status');
    await expect(answer.getByRole('heading', { name: 'Je aanvraag is verstuurd' })).toBeVisible();
    const dealers = answer.getByRole('listitem');
    await expect(dealers).toHaveCount(5);
    const dealerNames = await dealers.locator('strong').allTextContents();
    await expect(answer.getByRole('heading', { name: 'Geschatte waarde' })).toBeVisible();

    const mails = await mailsFrom(email, 5);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Verkoopaanbod: /);
      expect(mail.text).toContain(`Kenteken: ${formatPlate(camper.plate)}`);
      expect(mail.text).toContain('Kilometerstand: 48.000 km');
      expect(mail.attachments?.map((file) => file.filename)).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    }
    expect(mails.map((mail) => /^Beste (.+),$/m.exec(mail.text)?.[1]).sort()).toEqual([...dealerNames].sort());

    // The saved inputs (product §3): the camper group and the visitor, for 7 days, filled in again.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('opgeslagen-invoer-v1') ?? '{}') as Record<string, { values: Record<string, unknown>; expiresAt: number }>);
    expect(saved.camper?.values).toMatchObject({ licensePlate: formatPlate(camper.plate), mileage: '48.000', description: 'Nette camper met luifel en fietsenrek.' });
    expect(saved.camper?.values.photos).toHaveLength(2);
    expect((saved.camper?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByLabel('Kenteken', { exact: true })).toHaveValue(formatPlate(camper.plate));
    await expect(page.getByLabel('Kilometerstand')).toHaveValue('48.000');
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(email);
    await expect(page.getByText("2 van 8 foto's gekozen")).toBeVisible();
  });

  test('refuses a request without a postcode or with absurd mileage, in Dutch @mobile', async ({ page }) => {
    // The refusal is a 400, which the browser logs.
    allowConsoleErrors(page, /\/api\/client\/sell$/);
    await page.goto('/auto-verkopen');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto verkopen' })).toBeVisible();
    await page.getByLabel('Kenteken', { exact: true }).pressSequentially('ghjk12');
    await page.getByLabel('Kilometerstand').fill('3000000');
    await page.getByLabel('Naam').fill('Sanne de Vries');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@example.nl');
    await page.getByRole('button', { name: 'Verstuur naar dealers' }).click();
    await expect(page.getByText('Een kilometerstand boven 2.000.000 km kan niet kloppen. Controleer het getal.')).toBeVisible();
    await expect(page.getByText('Vul je postcode in, zodat we dealers bij jou in de buurt vinden.')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
