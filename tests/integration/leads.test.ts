import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/connect';
import { leadResponse } from '../../src/features/dealer-contact/leads/lead-handler.server';
import { submitLead, type SubmitDeps, type SubmitResult } from '../../src/features/dealer-contact/leads/submit-lead';
import { leadMailRenderers } from '../../src/features/dealer-contact/mail/lead-outbox.server';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { readMailbox } from '../../src/lib/mail/dev-mailbox';
import { createMailer, SMTP_TIMEOUTS } from '../../src/lib/mail/mailer';
import { sendDueMail } from '../../src/lib/mail/outbox/send-due-mail.server';
import { mimeAttachments, silentSmtpServer, smtpReceiver } from '../support/smtp-receiver';
import { backends, freshDatabase } from '../support/test-db';

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate: SubmitDeps['t'] = (key, values) => t(key, values);

const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };
const tradeIn = { type: 'tradeIn', tradeInVehicle: 'car', licensePlate: 'ab-123-c', mileage: '85.000', remarks: 'Kras op de bumper', ...person, website: '' };

it('gives up on a mail server that accepts and never greets within the greeting timeout', async () => {
  const silent = await silentSmtpServer();
  try {
    const mailer = createMailer({ smtpUrl: silent.url, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir: tmpdir() });
    const started = performance.now();
    await expect(mailer.send({ to: 'verkoop@vandijk.example', subject: 'Test', text: 'Test', html: '<p>Test</p>' })).rejects.toThrow(/greeting/i);
    const seconds = (performance.now() - started) / 1000;
    expect(SMTP_TIMEOUTS.greetingTimeout).toBe(10_000);
    expect(seconds).toBeGreaterThan(9);
    expect(seconds).toBeLessThan(13);
  } finally {
    await silent.close();
  }
}, 30_000);

/** A camera photo: 3000 × 2000 JPEG with the camera's make and a location in its EXIF. */
async function cameraPhoto(name: string, colour: string) {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'Telefoon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();
  return { name, type: 'image/jpeg', size: bytes.length, bytes };
}

describe.each(backends)('leads on %s', (backend) => {
  let database: Database;
  let listingId: number;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let mailboxDir: string;

  const deps = (): SubmitDeps => ({
    db: database.db,
    t: translate,
    listingUrl: (listing) => `http://localhost:3000/auto/aanbod/volkswagen-golf-${listing.code}`,
  });
  /** One run of the outbox job with the lead renderer, sending to `smtpUrl` (the dev mailbox without one). */
  const sendMail = (smtpUrl: string | undefined, now = new Date()) =>
    sendDueMail({
      db: database.db,
      mailer: createMailer({ smtpUrl, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir }),
      renderers: leadMailRenderers({ db: database.db, t: translate, productName: 'viaBOVAG' }),
      retrySchedule: [1, 5, 30],
      messageIdHost: 'localhost',
      now: () => now,
    });
  const outboxRow = async (leadId: number) =>
    (await database.query<{ status: string; attempts: number; next_attempt_at: Date; last_error: string | null }>('select status, attempts, next_attempt_at, last_error from mail_outbox where dedupe_key = $1', [`lead:${leadId}`]))[0];
  /** Runs the outbox once and tells what became of the lead's mail (sent, or pending for a retry). */
  const delivered = async (result: SubmitResult, smtpUrl: string | undefined): Promise<string | undefined> => {
    if (!result.ok) throw new Error(`lead refused: ${JSON.stringify(result)}`);
    await sendMail(smtpUrl);
    return (await outboxRow(result.id))?.status;
  };

  const leadCount = async () => (await database.query<{ count: number }>('select count(*)::int as count from leads'))[0]?.count;
  const mailCount = async () => (await database.query<{ count: number }>('select count(*)::int as count from mail_outbox'))[0]?.count;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    smtp = await smtpReceiver();
    mailboxDir = await mkdtemp(path.join(tmpdir(), 'mailbox-'));
    await database.db.execute(
      sql`insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email, call_tracking_code)
          values ('d1', 'Autobedrijf Van Dijk', 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'verkoop@vandijk.example', 'AEN2100-1234')`,
    );
    const rows = await database.query<{ id: number }>(
      `insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
       values ('ab12cd3', (select id from dealers limit 1), 'x1', 'car', 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf 1.5 TSI', 'Nette auto', 1845000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3)
       returning id`,
    );
    listingId = rows[0]?.id ?? 0;
  });

  afterAll(async () => {
    await smtp.close();
    await database.close();
    await rm(mailboxDir, { recursive: true, force: true });
  });

  it('stores a question and delivers it to the dealer over SMTP, with the visitor as reply-to', async () => {
    const result = await submitLead(deps(), {
      type: 'contact',
      listingId,
      question: 'prijs',
      feedbackType: 'telefoon',
      comment: 'Kan er nog iets van de prijs af?',
      ...person,
      website: '',
    });
    expect(result).toEqual({ ok: true, id: expect.any(Number) });
    expect(await delivered(result, smtp.url)).toBe('sent');
    const [row] = await database.query<Record<string, unknown>>('select * from leads where id = $1', [result.ok ? result.id : 0]);
    expect(row).toMatchObject({
      type: 'contact',
      listing_id: listingId,
      listing_code: 'ab12cd3',
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      phone: '06 12345678',
      details: { question: 'prijs', feedbackType: 'telefoon', comment: 'Kan er nog iets van de prijs af?' },
      mail_status: 'outbox',
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe('noreply@viabovag.nl');
    expect(mail?.to).toEqual(['verkoop@vandijk.example']);
    expect(mail?.raw).toContain('Subject: Vraag over Volkswagen Golf 1.5 TSI (ab12cd3)');
    expect(mail?.raw).toMatch(/Reply-To: "?Sanne de Vries"? <sanne@example\.nl>/);
    expect(mail?.raw).toContain('Beste Autobedrijf Van Dijk,');
    expect(mail?.raw).toContain('Telefonisch');
    expect(mail?.raw).toContain('http://localhost:3000/auto/aanbod/volkswagen-golf-ab12cd3');
  });

  it('refuses bad input with the Dutch messages and stores nothing', async () => {
    const before = await leadCount();
    const mailsBefore = await mailCount();
    const result = await submitLead(deps(), { type: 'tradeIn', listingId, licensePlate: 'ABCDEF', mileage: 'veel', name: '', email: 'sanne@', website: '' });
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: {
        licensePlate: 'Dit kenteken klopt niet. Controleer de letters en cijfers, bijvoorbeeld AB-123-C.',
        mileage: 'Vul de kilometerstand in als getal, bijvoorbeeld 85000.',
        name: 'Vul je naam in.',
        email: 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.',
      },
    });
    expect(await leadCount()).toBe(before);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('refuses a lead about a listing that does not exist, and a bot, storing nothing', async () => {
    const before = await leadCount();
    const unknown = await submitLead(deps(), { type: 'reserve', listingId: 999_999, ...person });
    expect(unknown).toEqual({ ok: false, status: 404, errors: { form: 'Deze advertentie bestaat niet meer. Zoek een ander voertuig en probeer het opnieuw.' } });
    const bot = await submitLead(deps(), { type: 'reserve', listingId, ...person, website: 'https://spam.example' });
    expect(bot).toMatchObject({ ok: false, status: 400 });
    expect(await leadCount()).toBe(before);
  });

  it('keeps the lead when the mail server refuses it, its mail due again in a minute', async () => {
    const refusing = await smtpReceiver({ refuse: () => true });
    try {
      const result = await submitLead(deps(), { type: 'reserve', listingId, ...person, remarks: 'Graag zaterdag ophalen' });
      expect(await delivered(result, refusing.url)).toBe('pending');
      const [row] = await database.query<{ details: unknown }>('select details from leads where id = $1', [result.ok ? result.id : 0]);
      expect(row).toEqual({ details: { remarks: 'Graag zaterdag ophalen' } });
      expect(await outboxRow(result.ok ? result.id : 0)).toMatchObject({ attempts: 1, last_error: expect.stringContaining('Mailbox unavailable') });
    } finally {
      await refusing.close();
    }
  });

  it('answers at once whatever the mail server does; an attempt on one that never greets fails and the next sends the lead once', async () => {
    const silent = await silentSmtpServer();
    try {
      const request = new Request('http://localhost/api/client/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ type: 'reserve', listingId, ...person, remarks: 'Stille mailserver' }),
      });
      const started = performance.now();
      // The app's own timeouts: the answer must not wait for any of them (the shortest is 10 s; half of it leaves room for a loaded machine).
      const response = await leadResponse(request, { ...deps(), settings: { perIp: null, perListing: null, trustedProxies: 0 }, testRoutes: false });
      expect(performance.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout / 2);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const [stored] = await database.query<{ details: unknown }>('select details from leads where id = $1', [id]);
      expect(stored).toEqual({ details: { remarks: 'Stille mailserver' } });
      // The outbox's attempt waits for a greeting; the mail server goes away and the attempt fails.
      const attempt = sendMail(silent.url);
      await vi.waitFor(() => expect(silent.connections()).toBe(1));
      silent.hangUp();
      expect(await attempt).toMatchObject({ attempted: 1, failed: 1 });
      const failed = await outboxRow(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });

      // When it is due, the outbox sends it to a mail server that works.
      const sentBefore = smtp.received.length;
      const run = await sendMail(smtp.url, failed?.next_attempt_at);
      // (The lead an earlier test left refused is due too.)
      expect(run.sent).toBeGreaterThanOrEqual(1);
      expect(smtp.received.slice(sentBefore).filter((mail) => mail.raw.includes('Stille mailserver'))).toHaveLength(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await silent.close();
    }
  });

  it('stores a trade-in with its photos re-encoded without metadata, and attaches them to the mail', async () => {
    const photos = [await cameraPhoto('IMG_0001.jpg', '#aa3333'), await cameraPhoto('IMG_0002.jpg', '#33aa33')];
    const result = await submitLead(deps(), { ...tradeIn, listingId }, photos);
    expect(await delivered(result, smtp.url)).toBe('sent');
    const id = result.ok ? result.id : 0;
    const [row] = await database.query<Record<string, unknown>>('select details, listing_url from leads where id = $1', [id]);
    expect(row).toEqual({
      details: { tradeInVehicle: 'car', licensePlate: 'AB123C', mileage: '85000', remarks: 'Kras op de bumper' },
      listing_url: 'http://localhost:3000/auto/aanbod/volkswagen-golf-ab12cd3',
    });
    expect(await outboxRow(id)).toMatchObject({ attempts: 1 });
    const stored = await database.query<{ position: number; content_type: string; width: number; height: number; content: Uint8Array }>(
      'select position, content_type, width, height, content from lead_photos where lead_id = $1 order by position',
      [id],
    );
    expect(stored.map(({ position, content_type, width, height }) => ({ position, content_type, width, height }))).toEqual([
      { position: 0, content_type: 'image/jpeg', width: 1600, height: 1067 },
      { position: 1, content_type: 'image/jpeg', width: 1600, height: 1067 },
    ]);
    for (const photo of stored) {
      const meta = await sharp(Buffer.from(photo.content)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(photo.content.length).toBeLessThan(photos[0]?.size ?? 0);
    }

    const mail = smtp.received.at(-1);
    expect(mail?.raw).toContain('Subject: Inruilvoorstel gevraagd voor Volkswagen Golf 1.5 TSI (ab12cd3)');
    const attachments = mimeAttachments(mail?.raw ?? '');
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'inruilfoto-1.jpg', contentType: 'image/jpeg' },
      { filename: 'inruilfoto-2.jpg', contentType: 'image/jpeg' },
    ]);
    expect(attachments[0]?.content.equals(Buffer.from(stored[0]?.content ?? []))).toBe(true);
    expect(attachments[0]?.content.includes(Buffer.from('Telefoon'))).toBe(false);
  });

  it('refuses photos that break the rules, in Dutch, together with the other fields, and stores nothing', async () => {
    const before = await leadCount();
    const photo = await cameraPhoto('auto.jpg', '#3366cc');
    const seven = Array.from({ length: 7 }, (_, index) => ({ ...photo, name: `foto-${index + 1}.jpg` }));
    expect(await submitLead(deps(), { ...tradeIn, listingId, name: '' }, seven)).toEqual({
      ok: false,
      status: 400,
      errors: { name: 'Vul je naam in.', photos: "Je kunt maximaal 6 foto's meesturen." },
    });
    const pretending = { name: 'nep.jpg', type: 'image/jpeg', size: 20, bytes: Buffer.from('%PDF-1.7 geen foto') };
    expect(await submitLead(deps(), { ...tradeIn, listingId }, [photo, pretending])).toEqual({
      ok: false,
      status: 400,
      errors: { photos: 'nep.jpg kunnen we niet openen. Kies een andere foto.' },
    });
    const heic = { name: 'IMG_0003.HEIC', type: 'image/heic', size: 20, bytes: Buffer.from('....ftypheic') };
    expect(await submitLead(deps(), { ...tradeIn, listingId }, [heic])).toMatchObject({
      status: 400,
      errors: { photos: 'IMG_0003.HEIC is geen JPEG-, PNG- of WebP-foto. Kies een foto in een van die formaten.' },
    });
    expect(await submitLead(deps(), { type: 'reserve', listingId, ...person }, [photo])).toMatchObject({ status: 400, errors: { form: expect.stringContaining('Er ging iets mis') } });
    expect(await leadCount()).toBe(before);
    expect(await database.query('select 1 from lead_photos where lead_id not in (select id from leads)')).toEqual([]);
  });

  it('without SMTP_URL puts the mail in the dev mailbox', async () => {
    const result = await submitLead(deps(), { type: 'fault', listingId, faultType: 'verkocht', description: 'Staat al verkocht op de site van de dealer.' });
    expect(await delivered(result, undefined)).toBe('sent');
    const [mail] = await readMailbox(mailboxDir);
    expect(mail).toMatchObject({ to: 'verkoop@vandijk.example', subject: 'Foutmelding over Volkswagen Golf 1.5 TSI (ab12cd3)', from: 'viaBOVAG <noreply@viabovag.nl>' });
    expect(mail?.text).toContain('Het voertuig is al verkocht');
    expect(mail?.replyTo).toBeUndefined();
    expect(mail?.attachments).toBeUndefined();

    const withPhoto = await submitLead(deps(), { ...tradeIn, listingId }, [await cameraPhoto('IMG_0001.jpg', '#aa3333')]);
    expect(await delivered(withPhoto, undefined)).toBe('sent');
    const [newest] = await readMailbox(mailboxDir);
    expect(newest?.attachments).toEqual([{ filename: 'inruilfoto-1.jpg', contentType: 'image/jpeg', size: expect.any(Number) }]);
    expect(await readdir(path.join(mailboxDir, newest?.id ?? ''))).toEqual(['1-inruilfoto-1.jpg']);
  });
});
