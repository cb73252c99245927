import 'server-only';
import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, leadPhotos, leads, listings, type NewLeadRow } from '@/db/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { MailAttachment } from '@/lib/mail/types';
import type { LeadContent } from '../mail/lead-mail';
import type { LeadType } from './lead-fields';
import { attachmentName } from '../photos/photo-rules';

/** The listing a lead is about and the dealer who gets it; read on the server, never trusted from the form. */
export interface LeadSubject {
  listing: { id: number; code: string; title: string; mobilityType: MobilityType; kind: string; priceCents: number; isActive: boolean };
  dealer: { id: number; name: string; email: string };
}

export async function findLeadSubject(db: Db, listingId: number): Promise<LeadSubject | null> {
  const rows = await db
    .select({
      id: listings.id,
      code: listings.code,
      title: listings.title,
      mobilityType: listings.mobilityType,
      kind: listings.kind,
      priceCents: listings.price,
      isActive: listings.isActive,
      dealerId: dealers.id,
      dealerName: dealers.name,
      dealerEmail: dealers.email,
    })
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(eq(listings.id, listingId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { dealerId, dealerName, dealerEmail, ...listing } = row;
  return { listing, dealer: { id: dealerId, name: dealerName, email: dealerEmail } };
}

/** A trade-in photo as stored: re-encoded, without metadata. */
export interface StoredPhoto {
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
}

/** A lead whose mail attempt this process has claimed: no other node sends it meanwhile. */
export interface ClaimedLead {
  id: number;
  /** The number of this attempt, 1 for the one started when the lead is stored. */
  attempt: number;
  listingId: number | null;
  listingUrl: string;
  content: LeadContent;
}

/**
 * Stores the lead and its photos in one transaction, with its first mail attempt already claimed
 * (status sending, attempt 1): the caller sends it now, in the background, and the retry job
 * leaves it alone unless the claim goes stale (MAIL_CLAIM_LEASE_MS), as when the process dies
 * mid-send.
 */
export async function insertClaimedLead(db: Db, lead: Omit<NewLeadRow, 'mailStatus' | 'mailAttempts' | 'mailClaimedAt'>, photos: StoredPhoto[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, mailStatus: 'sending', mailAttempts: 1, mailClaimedAt: now })
      .returning({ id: leads.id });
    if (!row) throw new Error('insert into leads returned no row');
    if (photos.length > 0) await tx.insert(leadPhotos).values(photos.map((photo, position) => ({ leadId: row.id, position, ...photo })));
    return row.id;
  });
}

export async function leadAttachments(db: Db, leadId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({ position: leadPhotos.position, contentType: leadPhotos.contentType, content: leadPhotos.content })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId))
    .orderBy(asc(leadPhotos.position));
  return rows.map((row) => ({ filename: attachmentName(row.position), contentType: row.contentType, content: row.content }));
}

export type MailOutcome = { sent: true } | { sent: false; error: string; nextAttemptAt: Date | null };

/**
 * Records how attempt `attempt` ended. Only the holder of that claim may: when the claim went stale
 * and another node took the lead over, this changes nothing and answers false.
 */
export async function recordMailOutcome(db: Db, id: number, attempt: number, outcome: MailOutcome, now: Date): Promise<boolean> {
  const set = outcome.sent
    ? { mailStatus: 'sent', mailedAt: now, nextMailAt: null, mailError: null }
    : { mailStatus: outcome.nextAttemptAt ? 'failed' : 'undeliverable', nextMailAt: outcome.nextAttemptAt, mailError: outcome.error };
  const rows = await db
    .update(leads)
    .set({ ...set, mailClaimedAt: null })
    .where(and(eq(leads.id, id), eq(leads.mailStatus, 'sending'), eq(leads.mailAttempts, attempt)))
    .returning({ id: leads.id });
  return rows.length === 1;
}

/**
 * Claims the next lead whose attempt is due: a failed one whose wait is over, or an attempt whose
 * claim is older than the lease (its node died mid-send). One statement: a row another node is
 * claiming right now is skipped (SKIP LOCKED), and the status is checked again on the locked row,
 * so each attempt is claimed by exactly one node. One lead per statement on purpose: with
 * `id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` PostgreSQL may rescan the subquery for every
 * row and claim far more than n; a scalar subquery runs once.
 */
export async function claimDueLead(db: Db, options: { now: Date; staleBefore: Date; maxAttempts: number }): Promise<ClaimedLead | null> {
  const due = or(
    and(eq(leads.mailStatus, 'failed'), lte(leads.nextMailAt, options.now), lt(leads.mailAttempts, options.maxAttempts)),
    and(eq(leads.mailStatus, 'sending'), lt(leads.mailClaimedAt, options.staleBefore), lt(leads.mailAttempts, options.maxAttempts)),
  );
  const next = db.select({ id: leads.id }).from(leads).where(due).orderBy(asc(leads.id)).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(leads)
    .set({ mailStatus: 'sending', mailAttempts: sql`${leads.mailAttempts} + 1`, mailClaimedAt: options.now, nextMailAt: null })
    .where(and(eq(leads.id, sql`(${next})`), due))
    .returning({
      id: leads.id,
      attempt: leads.mailAttempts,
      listingId: leads.listingId,
      listingUrl: leads.listingUrl,
      type: leads.type,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      details: leads.details,
    });
  if (!row) return null;
  const { id, attempt, listingId, listingUrl, type, name, email, phone, details } = row;
  return { id, attempt, listingId, listingUrl, content: { type: type as LeadType, name, email, phone, details } };
}

/** Stale attempts with no attempt left: given up, so they stop looking as if they were under way. */
export async function abandonStaleLeads(db: Db, options: { staleBefore: Date; maxAttempts: number }): Promise<number> {
  const rows = await db
    .update(leads)
    .set({ mailStatus: 'undeliverable', mailClaimedAt: null, mailError: 'attempt interrupted; no retries left' })
    .where(and(eq(leads.mailStatus, 'sending'), lt(leads.mailClaimedAt, options.staleBefore), gte(leads.mailAttempts, options.maxAttempts)))
    .returning({ id: leads.id });
  return rows.length;
}
