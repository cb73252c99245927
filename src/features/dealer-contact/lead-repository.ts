import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, leads, listings, type NewLeadRow } from '@/db/schema';

/** The listing a lead is about and the dealer who gets it; read on the server, never trusted from the form. */
export interface LeadSubject {
  listing: { id: number; code: string; title: string; mobilityType: string; kind: string; priceCents: number; isActive: boolean };
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

export async function insertLead(db: Db, lead: NewLeadRow): Promise<number> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  if (!row) throw new Error('insert into leads returned no row');
  return row.id;
}

export async function recordMailOutcome(db: Db, id: number, sent: boolean): Promise<void> {
  await db
    .update(leads)
    .set(sent ? { mailStatus: 'sent', mailedAt: new Date() } : { mailStatus: 'failed' })
    .where(eq(leads.id, id));
}
