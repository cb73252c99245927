import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { database, type Db } from '@/db';
import { dealers, listings } from '@/db/schema';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import type { VehicleDetail } from './model';

const DEALER_COLUMNS = {
  id: dealers.id,
  name: dealers.name,
  street: dealers.street,
  houseNumber: dealers.houseNumber,
  postalCode: dealers.postalCode,
  city: dealers.city,
  phone: dealers.phone,
  website: dealers.website,
  callTrackingCode: dealers.callTrackingCode,
  reviewRating: dealers.reviewRating,
  reviewCount: dealers.reviewCount,
  openingHours: dealers.openingHours,
} as const;

const isMobilityType = (value: string): value is MobilityType => (MOBILITY_TYPES as readonly string[]).includes(value);

/** One listing by its public code with its dealer, packages and all-in deal included. */
export async function selectVehicleDetail(db: Db, code: string): Promise<VehicleDetail | null> {
  const [row] = await db.select({ listing: listings, dealer: DEALER_COLUMNS }).from(listings).innerJoin(dealers, eq(dealers.id, listings.dealerId)).where(eq(listings.code, code)).limit(1);
  if (!row) return null;
  const { mobilityType, externalId: _externalId, dealerId: _dealerId, ...rest } = row.listing;
  return { listing: { ...rest, mobilityType: isMobilityType(mobilityType) ? mobilityType : 'car' }, dealer: row.dealer };
}

/** Cached per request: metadata and page share one read. */
export const loadVehicleDetail = cache(async (code: string): Promise<VehicleDetail | null> => selectVehicleDetail((await database()).db, code));
