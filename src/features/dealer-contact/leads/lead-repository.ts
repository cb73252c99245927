import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, leadPhotos, leads, listings, type NewLeadRow } from '@/db/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { MailAttachment } from '@/lib/mail/types';
import type { LeadContent, LeadMailSubject } from '../mail/lead-mail';
import type { LeadType } from './lead-fields';
import { attachmentName } from '../photos/photo-rules';

/** The listing a lead is about and the dealer who gets it; read on the server, never trusted from the form. */
export interface LeadSubject {
  listing: { id: number; code: string; title: string; mobilityType: MobilityType; kind: string; priceCents: number; isActive: boolean };
  dealer: { id: number; name: string; email: string };
}

function selectLeadSubject(db: Db) {
  return db
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
    .innerJoin(dealers, eq(dealers.id, listings.dealerId));
}

type SubjectRow = Awaited<ReturnType<ReturnType<typeof selectLeadSubject>['limit']>>[number];

function toSubject(row: SubjectRow | undefined): LeadSubject | null {
  if (!row) return null;
  const { dealerId, dealerName, dealerEmail, ...listing } = row;
  return { listing, dealer: { id: dealerId, name: dealerName, email: dealerEmail } };
}

export async function findLeadSubject(db: Db, listingId: number): Promise<LeadSubject | null> {
  return toSubject((await selectLeadSubject(db).where(eq(listings.id, listingId)).limit(1))[0]);
}

/** The listing by its public code (a page's `?voertuig=`) and its dealer (issue 17: a financing request about a vehicle). */
export async function findLeadSubjectByCode(db: Db, code: string): Promise<LeadSubject | null> {
  return toSubject((await selectLeadSubject(db).where(eq(listings.code, code)).limit(1))[0]);
}

/** A trade-in photo as stored: re-encoded, without metadata. */
export interface StoredPhoto {
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
}

/**
 * mail_status of every lead whose mail is the outbox's (decision 019): its attempts, last error and
 * sending time are on the mail_outbox row with dedupe key `lead:<id>`. The lead's mail_* columns
 * date from the lead retry job of decision 012 and are no longer written.
 */
export const MAIL_IN_OUTBOX = 'outbox';

/** The lead's columns a caller may set: the mail_* columns are no longer the lead's business. */
export type NewLead = Omit<NewLeadRow, 'mailStatus' | 'mailAttempts' | 'mailClaimedAt' | 'nextMailAt' | 'mailError' | 'mailedAt'>;

/**
 * Stores the lead and its photos. Run it in the transaction that queues the lead's mail
 * (submit-lead.ts), so the lead exists exactly when its mail does.
 */
export async function insertLead(db: Db, lead: NewLead, photos: StoredPhoto[]): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({ ...lead, mailStatus: MAIL_IN_OUTBOX })
    .returning({ id: leads.id });
  if (!row) throw new Error('insert into leads returned no row');
  if (photos.length > 0) await db.insert(leadPhotos).values(photos.map((photo, position) => ({ leadId: row.id, position, ...photo })));
  return row.id;
}

export async function leadAttachments(db: Db, leadId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({ position: leadPhotos.position, contentType: leadPhotos.contentType, content: leadPhotos.content })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId))
    .orderBy(asc(leadPhotos.position));
  return rows.map((row) => ({ filename: attachmentName(row.position), contentType: row.contentType, content: row.content }));
}

/** A stored lead as its mail is made from it when the outbox sends it. */
export interface LeadForMail {
  content: LeadContent;
  /** The listing as stored now; null once it is gone (a lead outlives its listing). */
  listing: LeadMailSubject['listing'] | null;
  /** The lead's dealer as stored now (a changed address gets the mail); null once the dealer is gone. */
  dealer: LeadMailSubject['dealer'] | null;
}

export async function findLeadForMail(db: Db, id: number): Promise<LeadForMail | null> {
  const [row] = await db
    .select({
      type: leads.type,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      details: leads.details,
      listingCode: listings.code,
      listingTitle: listings.title,
      listingPrice: listings.price,
      dealerName: dealers.name,
      dealerEmail: dealers.email,
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(dealers, eq(dealers.id, leads.dealerId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return null;
  const { type, name, email, phone, details, listingCode, listingTitle, listingPrice, dealerName, dealerEmail } = row;
  return {
    content: { type: type as LeadType, name, email, phone, details },
    listing: listingCode !== null && listingTitle !== null && listingPrice !== null ? { code: listingCode, title: listingTitle, priceCents: listingPrice } : null,
    dealer: dealerName !== null && dealerEmail !== null ? { name: dealerName, email: dealerEmail } : null,
  };
}
