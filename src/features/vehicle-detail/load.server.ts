import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { database, type Db } from '@/db';
import { dealers, listings } from '@/db/schema';
import type { VehicleDetail } from '@/lib/vehicle/detail';

const DEALER_COLUMNS = {
  id: dealers.id,
  name: dealers.name,
  street: dealers.street,
  houseNumber: dealers.houseNumber,
  postalCode: dealers.postalCode,
  city: dealers.city,
  latitude: dealers.latitude,
  longitude: dealers.longitude,
  phone: dealers.phone,
  website: dealers.website,
  callTrackingCode: dealers.callTrackingCode,
  trackedPhone: dealers.trackedPhone,
  reviewRating: dealers.reviewRating,
  reviewCount: dealers.reviewCount,
  openingHours: dealers.openingHours,
} as const;

/** One listing by its public code with its dealer, packages and all-in deal included. */
export async function selectVehicleDetail(db: Db, code: string): Promise<VehicleDetail | null> {
  const [row] = await db.select({ listing: listings, dealer: DEALER_COLUMNS }).from(listings).innerJoin(dealers, eq(dealers.id, listings.dealerId)).where(eq(listings.code, code)).limit(1);
  if (!row) return null;
  const { externalId: _externalId, dealerId: _dealerId, ...listing } = row.listing;
  return { listing, dealer: row.dealer };
}

/** Cached per request: metadata and page share one read. */
export const loadVehicleDetail = cache(async (code: string): Promise<VehicleDetail | null> => selectVehicleDetail((await database()).db, code));
