import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { claimDueLead, recordMailOutcome } from '../../src/features/dealer-contact/leads/lead-repository';
import { retryLeadMails, type RetryDeps } from '../../src/features/dealer-contact/mail/mail-retry.server';
import { submitLead, type SubmitDeps, type SubmitResult } from '../../src/features/dealer-contact/leads/submit-lead';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { createMailer } from '../../src/lib/mail/mailer';
import { mimeAttachments, silentSmtpServer, smtpReceiver } from '../support/smtp-receiver';
import { backends } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate: SubmitDeps['t'] = (key, values) => t(key, values);
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };
const MINUTE = 60_000;

/** Submits a lead and waits for its first mail attempt, which goes on after the visitor's answer. */
async function submitted(...args: Parameters<typeof submitLead>): Promise<SubmitResult & { mailed?: boolean }> {
  const result = await submitLead(...args);
  return result.ok ? { ...result, mailed: await result.delivery } : result;
}

describe.each(backends)('lead mail retries on %s', (backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  let listingId: number;
  let mailboxDir: string;
  let clock: Date;
  let refusing = false;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const errors: { fields: Record<string, unknown>; message: string }[] = [];

  const deps = (database: Database, retrySchedule = [1, 5, 30]): SubmitDeps & RetryDeps => ({
    db: database.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir }),
    t: translate,
    productName: 'viaBOVAG',
    retrySchedule,
    siteUrl: 'http://localhost:3000',
    listingUrl: (listing) => `http://localhost:3000/auto/aanbod/volkswagen-golf-${listing.code}`,
    logError: (fields, message) => errors.push({ fields, message }),
    now: () => clock,
  });
  const db = () => nodes[0];
  const lead = async (id: number) =>
    (
      await db().query<{ mail_status: string; mail_attempts: number; next_mail_at: Date | null; mail_error: string | null; mailed_at: Date | null; mail_claimed_at: Date | null }>(
        'select mail_status, mail_attempts, next_mail_at, mail_error, mailed_at, mail_claimed_at from leads where id = $1',
        [id],
      )
    )[0];
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 10, 0, 0) + minutes * MINUTE);

  beforeAll(async () => {
    ({ nodes, close } = await twoNodes(backend));
    mailboxDir = await mkdtemp(path.join(tmpdir(), 'mailbox-'));
    await db().query(
      `insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email)
       values ('d1', 'Autobedrijf Van Dijk', 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'verkoop@vandijk.example')`,
    );
    const rows = await db().query<{ id: number }>(
      `insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
       values ('ab12cd3', (select id from dealers limit 1), 'x1', 'car', 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf 1.5 TSI', 'Nette auto', 1845000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3)
       returning id`,
    );
    listingId = rows[0]?.id ?? 0;
  });

  beforeEach(async () => {
    refusing = false;
    smtp = await smtpReceiver({ refuse: () => refusing, delayMs: 150 });
    clock = at(0);
  });

  afterEach(async () => {
    await smtp.close();
    // Each test starts without leads waiting for a retry.
    await db().query(`update leads set mail_status = 'sent' where mail_status <> 'sent'`);
  });

  afterAll(async () => {
    await close();
    await rm(mailboxDir, { recursive: true, force: true });
  });

  it('sends a refused mail again after a minute: sent with 2 attempts, photo attached from the database', async () => {
    refusing = true;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const result = await submitted(
      deps(db()),
      { type: 'tradeIn', listingId, tradeInVehicle: 'car', licensePlate: 'AB-123-C', mileage: '85000', remarks: 'Retry test', ...person, website: '' },
      [{ name: 'auto.jpg', type: 'image/jpeg', size: photo.length, bytes: photo }],
    );
    expect(result).toMatchObject({ ok: true, id: expect.any(Number), mailed: false });
    const id = result.ok ? result.id : 0;
    expect(await lead(id)).toMatchObject({ mail_status: 'failed', mail_attempts: 1, next_mail_at: at(1), mail_error: expect.stringContaining('Mailbox unavailable'), mailed_at: null });
    expect(errors.at(-1)).toMatchObject({ fields: { leadId: id, attempt: 1 }, message: 'lead mail failed; will retry' });

    // Not due yet, and the mail server takes mail again.
    refusing = false;
    clock = at(0.5);
    expect(await retryLeadMails(deps(db()))).toEqual({ attempted: 0, sent: 0, abandoned: 0 });
    clock = at(1);
    expect(await retryLeadMails(deps(db()))).toEqual({ attempted: 1, sent: 1, abandoned: 0 });

    expect(await lead(id)).toEqual({ mail_status: 'sent', mail_attempts: 2, next_mail_at: null, mail_error: null, mailed_at: at(1), mail_claimed_at: null });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toContain('Subject: Inruilvoorstel gevraagd voor Volkswagen Golf 1.5 TSI (ab12cd3)');
    expect(raw).toMatch(/Reply-To: "?Sanne de Vries"? <sanne@example\.nl>/);
    expect(raw).toContain('http://localhost:3000/auto/aanbod/volkswagen-golf-ab12cd3');
    expect(raw).toContain('Retry test');
    expect(mimeAttachments(raw).map((attachment) => attachment.filename)).toEqual(['inruilfoto-1.jpg']);
    // Nothing left to do.
    clock = at(60);
    expect(await retryLeadMails(deps(db()))).toMatchObject({ attempted: 0 });
  });

  it('waits longer after each failure and gives up when the schedule is used up', async () => {
    refusing = true;
    const result = await submitted(deps(db(), [1, 5]), { type: 'reserve', listingId, ...person, remarks: 'Geef op' });
    const id = result.ok ? result.id : 0;
    clock = at(1);
    expect(await retryLeadMails(deps(db(), [1, 5]))).toEqual({ attempted: 1, sent: 0, abandoned: 0 });
    expect(await lead(id)).toMatchObject({ mail_status: 'failed', mail_attempts: 2, next_mail_at: at(6) });
    clock = at(5);
    expect(await retryLeadMails(deps(db(), [1, 5]))).toMatchObject({ attempted: 0 });
    clock = at(6);
    expect(await retryLeadMails(deps(db(), [1, 5]))).toEqual({ attempted: 1, sent: 0, abandoned: 0 });
    expect(await lead(id)).toMatchObject({ mail_status: 'undeliverable', mail_attempts: 3, next_mail_at: null, mail_error: expect.stringContaining('Mailbox unavailable') });
    expect(errors.at(-1)).toMatchObject({ fields: { leadId: id, attempt: 3 }, message: 'lead mail failed; giving up' });
    clock = at(24 * 60);
    refusing = false;
    expect(await retryLeadMails(deps(db(), [1, 5]))).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('takes over an attempt whose node died mid-send, and gives it up when no attempt is left', async () => {
    const result = await submitted(deps(db()), { type: 'reserve', listingId, ...person, remarks: 'Onderbroken' });
    const id = result.ok ? result.id : 0;
    smtp.received.length = 0;
    // As a node leaves it when it dies between claiming and recording.
    await db().query(`update leads set mail_status = 'sending', mail_attempts = 1, mail_claimed_at = $2, mailed_at = null where id = $1`, [id, at(0)]);
    clock = at(14);
    expect(await retryLeadMails(deps(db()))).toMatchObject({ attempted: 0 });
    clock = at(16);
    expect(await retryLeadMails(deps(db()))).toEqual({ attempted: 1, sent: 1, abandoned: 0 });
    expect(await lead(id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });
    expect(smtp.received).toHaveLength(1);

    await db().query(`update leads set mail_status = 'sending', mail_attempts = 4, mail_claimed_at = $2 where id = $1`, [id, at(0)]);
    expect(await retryLeadMails(deps(db()))).toEqual({ attempted: 0, sent: 0, abandoned: 1 });
    expect(await lead(id)).toMatchObject({ mail_status: 'undeliverable', mail_attempts: 4, mail_claimed_at: null });
  });

  it('takes over a first attempt that never ends once its claim expires, and sends the lead once', async () => {
    const silent = await silentSmtpServer();
    try {
      // The first attempt hangs on a mail server that never greets (or its process is gone).
      const result = await submitLead({ ...deps(db()), mailer: createMailer({ smtpUrl: silent.url, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir }) }, { type: 'reserve', listingId, ...person, remarks: 'Blijft hangen' });
      if (!result.ok) throw new Error('lead refused');
      expect(await lead(result.id)).toMatchObject({ mail_status: 'sending', mail_attempts: 1, mail_claimed_at: at(0) });
      clock = at(14);
      expect(await retryLeadMails(deps(db()))).toMatchObject({ attempted: 0 });
      // Past the lease: the retry job claims attempt 2 and sends it.
      clock = at(16);
      expect(await retryLeadMails(deps(db()))).toEqual({ attempted: 1, sent: 1, abandoned: 0 });
      expect(await lead(result.id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });
      // The first attempt ends after all; it no longer holds the claim and changes nothing.
      silent.hangUp();
      expect(await result.delivery).toBe(false);
      expect(await lead(result.id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });
      expect(errors.at(-1)).toMatchObject({ fields: { leadId: result.id, attempt: 1 }, message: 'lead mail outcome not recorded: the claim was taken over' });
      expect(smtp.received.filter((mail) => mail.raw.includes('Blijft hangen'))).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('lets only the holder of a claim record its outcome', async () => {
    const result = await submitted(deps(db()), { type: 'reserve', listingId, ...person });
    const id = result.ok ? result.id : 0;
    await db().query(`update leads set mail_status = 'sending', mail_attempts = 3 where id = $1`, [id]);
    expect(await recordMailOutcome(db().db, id, 2, { sent: true }, at(0))).toBe(false);
    expect(await lead(id)).toMatchObject({ mail_status: 'sending', mail_attempts: 3 });
    expect(await recordMailOutcome(db().db, id, 3, { sent: true }, at(0))).toBe(true);
    expect(await lead(id)).toMatchObject({ mail_status: 'sent' });
  });

  // Regression: `id IN (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED)` was rescanned per row and claimed every due lead.
  it('claims exactly one due lead per claim', async () => {
    refusing = true;
    for (const remarks of ['Een', 'Twee', 'Drie']) await submitted(deps(db()), { type: 'reserve', listingId, ...person, remarks });
    const options = { now: at(5), staleBefore: at(-10), maxAttempts: 4 };
    const first = await claimDueLead(db().db, options);
    const claimed = await db().query<{ count: number }>(`select count(*)::int as count from leads where mail_status = 'sending'`);
    expect(claimed[0]?.count).toBe(1);
    const second = await claimDueLead(db().db, options);
    expect(second?.id).not.toBe(first?.id);
    expect(second).toMatchObject({ attempt: 2, content: { type: 'reserve', name: 'Sanne de Vries', details: { remarks: 'Twee' } } });
  });

  it('two nodes retrying at once send each lead once', async () => {
    refusing = true;
    const ids: number[] = [];
    for (const marker of ['Eerste', 'Tweede', 'Derde', 'Vierde']) {
      const result = await submitted(deps(db()), { type: 'reserve', listingId, ...person, remarks: `Gelijktijdig ${marker}` });
      ids.push(result.ok ? result.id : 0);
    }
    refusing = false;
    clock = at(2);
    // The receiver holds each mail 150 ms, so the two runs overlap for the whole batch.
    const runs = await Promise.all([retryLeadMails(deps(nodes[0])), retryLeadMails(deps(nodes[1]))]);
    expect(runs[0].attempted + runs[1].attempted).toBe(4);
    expect(runs[0].sent + runs[1].sent).toBe(4);
    expect(smtp.received).toHaveLength(4);
    for (const marker of ['Eerste', 'Tweede', 'Derde', 'Vierde']) expect(smtp.received.filter((mail) => mail.raw.includes(`Gelijktijdig ${marker}`)), marker).toHaveLength(1);
    for (const id of ids) expect(await lead(id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });
    if (backend === 'postgres') expect(Math.min(runs[0].attempted, runs[1].attempted)).toBeGreaterThan(0);
  });
});
