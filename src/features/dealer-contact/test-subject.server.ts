import 'server-only';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, listings } from '@/db/schema';
import type { ContactMobilityType, DealerContactProps } from './types';

/** For the test page: the first active listing of a type whose dealer has (or lacks) a tracking code. */
export async function findContactSubject(db: Db, mobilityType: ContactMobilityType, tracked: boolean): Promise<DealerContactProps | null> {
  const rows = await db
    .select({
      id: listings.id,
      code: listings.code,
      title: listings.title,
      mobilityType: listings.mobilityType,
      kind: listings.kind,
      price: listings.price,
      dealerId: dealers.id,
      dealerName: dealers.name,
      phone: dealers.phone,
      callTrackingCode: dealers.callTrackingCode,
    })
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(and(eq(listings.isActive, true), eq(listings.mobilityType, mobilityType), tracked ? isNotNull(dealers.callTrackingCode) : isNull(dealers.callTrackingCode)))
    .orderBy(asc(listings.id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    listing: { id: row.id, code: row.code, title: row.title, mobilityType, kind: row.kind, price: Math.round(row.price / 100) },
    dealer: { id: row.dealerId, name: row.dealerName, phone: row.phone, callTrackingCode: row.callTrackingCode },
  };
}
