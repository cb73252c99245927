import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { leadResponse } from '../../src/features/dealer-contact/leads/lead-handler.server';
import { submitLead, type SubmitDeps } from '../../src/features/dealer-contact/leads/submit-lead';
import { handOverWaitingLeads } from '../../src/features/dealer-contact/leads/waiting-leads.server';
import { leadMailRenderers } from '../../src/features/dealer-contact/mail/lead-outbox.server';
import type { PhotoUpload } from '../../src/features/dealer-contact/photos/lead-photos.server';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { createMailer, SMTP_TIMEOUTS } from '../../src/lib/mail/mailer';
import { claimDueMail } from '../../src/lib/mail/outbox/outbox.server';
import { sendDueMail } from '../../src/lib/mail/outbox/send-due-mail.server';
import { mimeAttachments, smtpReceiver } from '../support/smtp-receiver';
import { backends } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate: SubmitDeps['t'] = (key, values) => t(key, values);
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };
const SITE = 'http://localhost:3000';
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 10, 0, 0) + minutes * MINUTE);

interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
}

describe.each(backends)('lead mail through the outbox on %s', (backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  let listingId: number;
  let clock: Date;
  let refusing = false;
  let wakes = 0;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

  const db = () => nodes[0];
  const submitDeps = (): SubmitDeps => ({
    db: db().db,
    t: translate,
    listingUrl: (listing) => `${SITE}/auto/aanbod/volkswagen-golf-${listing.code}`,
    wake: () => {
      wakes++;
    },
    now: () => clock,
  });
  /** One run of the outbox job as a node runs it, with the lead renderer. */
  const send = (node = db(), options: { retrySchedule?: number[]; smtpUrl?: string } = {}) =>
    sendDueMail({
      db: node.db,
      mailer: createMailer({ smtpUrl: options.smtpUrl ?? smtp.url, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir: tmpdir() }),
      renderers: leadMailRenderers({ db: node.db, t: translate, productName: 'viaBOVAG' }),
      retrySchedule: options.retrySchedule ?? [1, 5, 30],
      messageIdHost: 'localhost',
      now: () => clock,
    });
  const submit = async (lead: Record<string, unknown>, uploads: PhotoUpload[] = [], about = listingId) => {
    const result = await submitLead(submitDeps(), { type: 'reserve', listingId: about, ...person, ...lead }, uploads);
    if (!result.ok) throw new Error(`lead refused: ${JSON.stringify(result)}`);
    return result.id;
  };
  const mailOf = async (leadId: number) => (await db().query<OutboxRow>('select * from mail_outbox where dedupe_key = $1', [`lead:${leadId}`]))[0];
  const leadStatus = async (leadId: number) => (await db().query<{ mail_status: string }>('select mail_status from leads where id = $1', [leadId]))[0]?.mail_status;
  const received = (marker: string) => smtp.received.filter((mail) => mail.raw.includes(marker));
  const insertListing = async (code: string, title: string, dealer = 'd1') =>
    (
      await db().query<{ id: number }>(
        `insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
         values ($1, (select id from dealers where external_id = $3), $1, 'car', 'personenwagen', 'occasion', 'gebruikt', $2, 'Nette auto', 1845000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3) returning id`,
        [code, title, dealer],
      )
    )[0]?.id ?? 0;

  beforeAll(async () => {
    ({ nodes, close } = await twoNodes(backend));
    await db().query(
      `insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email)
       values ('d1', 'Autobedrijf Van Dijk', 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'verkoop@vandijk.example'),
              ('d2', 'Garage Weg', 'Dorpsstraat', '2', '1234 AB', 'Ergens', 'Utrecht', 52.1, 5.1, '030-7654321', 'weg@garage.example')`,
    );
    listingId = await insertListing('ab12cd3', 'Volkswagen Golf 1.5 TSI');
  });

  beforeEach(async () => {
    refusing = false;
    wakes = 0;
    smtp = await smtpReceiver({ refuse: () => refusing, delayMs: 150 });
    clock = at(0);
  });

  afterEach(async () => {
    await smtp.close();
    await db().query('delete from mail_outbox');
  });

  afterAll(async () => close());

  it('stores the lead with its mail in one transaction and answers at once while the mail server is down', async () => {
    const down = await smtpReceiver();
    await down.close();
    const started = performance.now();
    const response = await leadResponse(
      new Request('http://localhost/api/client/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'reserve', listingId, ...person, remarks: 'Server plat' }) }),
      { ...submitDeps(), settings: { perIp: null, perListing: null, trustedProxies: 0 }, testRoutes: false },
    );
    // Waiting for the mail server would take one of its timeouts (10 s); a loaded 2-core machine can take a second for the insert alone.
    expect(performance.now() - started).toBeLessThan(SMTP_TIMEOUTS.connectionTimeout / 2);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(wakes).toBe(1);
    expect(await leadStatus(id)).toBe('outbox');
    expect(await mailOf(id)).toMatchObject({
      kind: 'lead.dealer',
      recipient: 'verkoop@vandijk.example',
      payload: { leadId: id, listingUrl: `${SITE}/auto/aanbod/volkswagen-golf-ab12cd3`, listing: { code: 'ab12cd3', title: 'Volkswagen Golf 1.5 TSI', priceCents: 1845000 } },
      status: 'pending',
      attempts: 0,
    });

    // Nothing listens: the attempt fails, the lead and its mail wait for the next.
    expect(await send(db(), { smtpUrl: down.url })).toMatchObject({ attempted: 1, failed: 1 });
    expect(await mailOf(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: at(1), last_error: expect.any(String) });
    clock = at(1);
    expect(await send()).toMatchObject({ attempted: 1, sent: 1 });
    expect(received('Server plat')).toHaveLength(1);

    // Queuing the mail is part of storing the lead: when it fails, no lead is stored either.
    const leads = async () => (await db().query<{ count: number }>('select count(*)::int as count from leads'))[0]?.count;
    const before = await leads();
    await db().query(`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`);
    await db().query('create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()');
    try {
      await expect(submit({ remarks: 'Nooit opgeslagen' })).rejects.toThrow();
      expect(await leads()).toBe(before);
    } finally {
      await db().query('drop trigger refuse_mail on mail_outbox');
      await db().query('drop function refuse_mail()');
    }
  });

  it('sends a refused mail again after a minute: the dealer gets it once, with the photo from the database', async () => {
    refusing = true;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const id = await submit({ type: 'tradeIn', tradeInVehicle: 'car', licensePlate: 'AB-123-C', mileage: '85000', remarks: 'Retry test', website: '' }, [{ name: 'auto.jpg', type: 'image/jpeg', size: photo.length, bytes: photo }]);
    expect(await send()).toMatchObject({ attempted: 1, failed: 1 });
    expect(await mailOf(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: at(1), last_error: expect.stringContaining('Mailbox unavailable') });

    // Not due yet, and the mail server takes mail again.
    refusing = false;
    clock = at(0.5);
    expect(await send()).toMatchObject({ attempted: 0 });
    clock = at(1);
    expect(await send()).toMatchObject({ attempted: 1, sent: 1 });
    const row = await mailOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, sent_at: at(1), last_error: null });

    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toContain('Subject: Inruilvoorstel gevraagd voor Volkswagen Golf 1.5 TSI (ab12cd3)');
    expect(raw).toMatch(/Reply-To: "?Sanne de Vries"? <sanne@example\.nl>/);
    expect(raw).toContain(`Message-ID: <outbox-${row?.id}@localhost>`);
    expect(raw).toContain(`${SITE}/auto/aanbod/volkswagen-golf-ab12cd3`);
    expect(raw).toContain('Retry test');
    const stored = await db().query<{ content: Uint8Array }>('select content from lead_photos where lead_id = $1', [id]);
    const attachments = mimeAttachments(raw);
    expect(attachments.map((attachment) => attachment.filename)).toEqual(['inruilfoto-1.jpg']);
    expect(attachments[0]?.content.equals(Buffer.from(stored[0]?.content ?? []))).toBe(true);
    // Nothing left to do.
    clock = at(60);
    expect(await send()).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('waits longer after each failure and gives up when the schedule is used up, keeping the lead', async () => {
    refusing = true;
    const schedule = { retrySchedule: [1, 5] };
    const id = await submit({ remarks: 'Geef op' });
    expect(await send(db(), schedule)).toMatchObject({ attempted: 1, failed: 1 });
    clock = at(1);
    expect(await send(db(), schedule)).toMatchObject({ attempted: 1, failed: 1 });
    expect(await mailOf(id)).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: at(6) });
    clock = at(5);
    expect(await send(db(), schedule)).toMatchObject({ attempted: 0 });
    clock = at(6);
    expect(await send(db(), schedule)).toMatchObject({ attempted: 1, failed: 1 });
    expect(await mailOf(id)).toMatchObject({ status: 'undeliverable', attempts: 3, last_error: expect.stringContaining('Mailbox unavailable') });
    refusing = false;
    clock = at(24 * 60);
    expect(await send(db(), schedule)).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await leadStatus(id)).toBe('outbox');
  });

  it('two nodes sending at once send each lead once', async () => {
    const markers = ['Eerste', 'Tweede', 'Derde', 'Vierde'];
    for (const marker of markers) await submit({ remarks: `Gelijktijdig ${marker}` });
    // The receiver holds each mail 150 ms, so the two runs overlap for the whole batch.
    const runs = await Promise.all([send(nodes[0]), send(nodes[1])]);
    expect(runs[0].attempted + runs[1].attempted).toBe(4);
    expect(runs[0].sent + runs[1].sent).toBe(4);
    expect(smtp.received).toHaveLength(4);
    for (const marker of markers) expect(received(`Gelijktijdig ${marker}`), marker).toHaveLength(1);
    if (backend === 'postgres') expect(Math.min(runs[0].attempted, runs[1].attempted)).toBeGreaterThan(0);
  });

  it('takes over the mail of a node that claimed it and died, once the lease is over', async () => {
    const id = await submit({ remarks: 'Onderbroken' });
    // The other node claims the mail and dies before sending it.
    expect(await claimDueMail(nodes[1].db, { now: at(0), staleBefore: at(-15), maxAttempts: 4 })).toMatchObject({ kind: 'lead.dealer', attempt: 1 });
    clock = at(14);
    expect(await send()).toMatchObject({ attempted: 0 });
    clock = at(16);
    expect(await send()).toMatchObject({ attempted: 1, sent: 1 });
    expect(await mailOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received('Onderbroken')).toHaveLength(1);

    // With retries off, a dead node's attempt was the only one: given up, not sent.
    const last = await submit({ remarks: 'Enige poging' });
    await claimDueMail(nodes[1].db, { now: at(16), staleBefore: at(1), maxAttempts: 1 });
    clock = at(32);
    expect(await send(db(), { retrySchedule: [] })).toMatchObject({ attempted: 0, abandoned: 1 });
    expect(await mailOf(last)).toMatchObject({ status: 'undeliverable', attempts: 1 });
    expect(received('Enige poging')).toHaveLength(0);
  });

  it('still mails a lead whose listing is gone, as the visitor saw it, and closes one whose dealer is gone', async () => {
    const sold = await insertListing('zz99yy8', 'Opel Corsa 1.2');
    const id = await submit({ remarks: 'Al verkocht' }, [], sold);
    await db().query('delete from listings where id = $1', [sold]);
    const gone = await insertListing('qq11rr2', 'Fiat Panda', 'd2');
    const orphan = await submit({ remarks: 'Geen dealer meer' }, [], gone);
    await db().query(`delete from dealers where external_id = 'd2'`);

    expect(await send()).toMatchObject({ attempted: 2, sent: 1, dropped: 1 });
    expect(received('Al verkocht')).toHaveLength(1);
    expect(received('Al verkocht')[0]?.raw).toContain('Subject: Reservering van Opel Corsa 1.2 (zz99yy8)');
    expect(await mailOf(id)).toMatchObject({ status: 'sent' });
    expect(await mailOf(orphan)).toMatchObject({ status: 'undeliverable', last_error: 'no longer wanted' });
    expect(received('Geen dealer meer')).toHaveLength(0);
  });

  it('hands the leads the retry job of before the outbox left waiting to the outbox, once', async () => {
    const legacy = async (remarks: string, status: string, attempts: number, claimedAt: Date | null, listingUrl = '') =>
      (
        await db().query<{ id: number }>(
          `insert into leads (type, listing_id, dealer_id, listing_code, listing_url, name, email, phone, details, mail_status, mail_attempts, mail_claimed_at, next_mail_at)
           values ('reserve', $1, (select id from dealers where external_id = 'd1'), 'ab12cd3', $2, 'Sanne de Vries', 'sanne@example.nl', '', $3, $4, $5, $6, $7) returning id`,
          [listingId, listingUrl, JSON.stringify({ remarks }), status, attempts, claimedAt, status === 'failed' ? at(3) : null],
        )
      )[0]?.id ?? 0;
    const failed = await legacy('Oud mislukt', 'failed', 2, null);
    const interrupted = await legacy('Oud onderbroken', 'sending', 1, at(-20), `${SITE}/auto/aanbod/oud-ab12cd3`);
    const underWay = await legacy('Oud bezig', 'sending', 1, at(-1));
    const usedUp = await legacy('Oud op', 'sending', 4, at(-20));
    const sent = await legacy('Oud verstuurd', 'sent', 1, null);
    const options = { now: at(0), maxAttempts: 4, siteUrl: SITE };

    expect(await handOverWaitingLeads(db().db, options)).toBe(2);
    expect(await handOverWaitingLeads(nodes[1].db, options)).toBe(0);
    expect([await leadStatus(failed), await leadStatus(interrupted), await leadStatus(underWay), await leadStatus(usedUp), await leadStatus(sent)]).toEqual(['outbox', 'outbox', 'sending', 'undeliverable', 'sent']);
    expect(await mailOf(failed)).toMatchObject({ recipient: 'verkoop@vandijk.example', payload: { leadId: failed, listingUrl: SITE }, status: 'pending' });

    expect(await send()).toMatchObject({ attempted: 2, sent: 2 });
    expect(received('Oud mislukt')).toHaveLength(1);
    expect(received('Oud mislukt')[0]?.raw).toContain('Subject: Reservering van Volkswagen Golf 1.5 TSI (ab12cd3)');
    expect(received('Oud onderbroken')[0]?.raw).toContain(`${SITE}/auto/aanbod/oud-ab12cd3`);
    // The attempt under way belonged to a node that has died by the time its lease is over.
    expect(await handOverWaitingLeads(db().db, { ...options, now: at(16) })).toBe(1);
    clock = at(16);
    expect(await send()).toMatchObject({ attempted: 1, sent: 1 });
    expect(received('Oud bezig')).toHaveLength(1);
    expect(smtp.received).toHaveLength(3);
  });
});
