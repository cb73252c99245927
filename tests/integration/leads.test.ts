import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { submitLead, type SubmitDeps } from '../../src/features/dealer-contact/submit-lead';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { readMailbox } from '../../src/lib/mail/dev-mailbox';
import { createMailer } from '../../src/lib/mail/mailer';
import { backends, freshDatabase } from '../support/test-db';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver in this process; `reject` makes it refuse every recipient. */
async function smtpReceiver(reject = false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(reject ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({ from: from ? from.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate: SubmitDeps['t'] = (key, values) => t(key, values);

const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };

describe.each(backends)('leads on %s', (backend) => {
  let database: Database;
  let listingId: number;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let mailboxDir: string;
  const errors: Record<string, unknown>[] = [];

  const deps = (smtpUrl: string | undefined): SubmitDeps => ({
    db: database.db,
    mailer: createMailer({ smtpUrl, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir }),
    t: translate,
    productName: 'viaBOVAG',
    listingUrl: (listing) => `http://localhost:3000/auto/aanbod/volkswagen-golf-${listing.code}`,
    logError: (fields) => errors.push(fields),
  });

  const leadCount = async () => (await database.query<{ count: number }>('select count(*)::int as count from leads'))[0]?.count;

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
    const result = await submitLead(deps(smtp.url), {
      type: 'contact',
      listingId,
      question: 'prijs',
      feedbackType: 'telefoon',
      comment: 'Kan er nog iets van de prijs af?',
      ...person,
      website: '',
    });
    expect(result).toEqual({ ok: true, id: expect.any(Number), mailed: true });
    const [row] = await database.query<Record<string, unknown>>('select * from leads where id = $1', [result.ok ? result.id : 0]);
    expect(row).toMatchObject({
      type: 'contact',
      listing_id: listingId,
      listing_code: 'ab12cd3',
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      phone: '06 12345678',
      details: { question: 'prijs', feedbackType: 'telefoon', comment: 'Kan er nog iets van de prijs af?' },
      mail_status: 'sent',
    });
    expect(row?.mailed_at).not.toBeNull();

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
    const sentBefore = smtp.received.length;
    const result = await submitLead(deps(smtp.url), { type: 'tradeIn', listingId, licensePlate: 'ABCDEF', mileage: 'veel', name: '', email: 'sanne@', website: '' });
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
    expect(smtp.received).toHaveLength(sentBefore);
  });

  it('refuses a lead about a listing that does not exist, and a bot, storing nothing', async () => {
    const before = await leadCount();
    const unknown = await submitLead(deps(smtp.url), { type: 'reserve', listingId: 999_999, ...person });
    expect(unknown).toEqual({ ok: false, status: 404, errors: { form: 'Deze advertentie bestaat niet meer. Zoek een ander voertuig en probeer het opnieuw.' } });
    const bot = await submitLead(deps(smtp.url), { type: 'reserve', listingId, ...person, website: 'https://spam.example' });
    expect(bot).toMatchObject({ ok: false, status: 400 });
    expect(await leadCount()).toBe(before);
  });

  it('keeps the lead when the mail server refuses it, marked for a resend', async () => {
    const refusing = await smtpReceiver(true);
    try {
      const result = await submitLead(deps(refusing.url), { type: 'reserve', listingId, ...person, remarks: 'Graag zaterdag ophalen' });
      expect(result).toEqual({ ok: true, id: expect.any(Number), mailed: false });
      const [row] = await database.query<{ mail_status: string; details: unknown }>('select mail_status, details from leads where id = $1', [result.ok ? result.id : 0]);
      expect(row).toEqual({ mail_status: 'failed', details: { remarks: 'Graag zaterdag ophalen' } });
      expect(errors.at(-1)).toMatchObject({ leadId: result.ok ? result.id : 0 });
    } finally {
      await refusing.close();
    }
  });

  it('without SMTP_URL puts the mail in the dev mailbox', async () => {
    const result = await submitLead(deps(undefined), { type: 'fault', listingId, faultType: 'verkocht', description: 'Staat al verkocht op de site van de dealer.' });
    expect(result).toMatchObject({ ok: true, mailed: true });
    const [mail] = await readMailbox(mailboxDir);
    expect(mail).toMatchObject({ to: 'verkoop@vandijk.example', subject: 'Foutmelding over Volkswagen Golf 1.5 TSI (ab12cd3)', from: 'viaBOVAG <noreply@viabovag.nl>' });
    expect(mail?.text).toContain('Het voertuig is al verkocht');
    expect(mail?.replyTo).toBeUndefined();
  });
});
