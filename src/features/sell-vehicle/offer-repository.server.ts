import 'server-only';
import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, listings } from '@/db/schema';
import type { MobilityType, VehicleKind } from '@/lib/vehicle/enums';
import type { CandidateDealer } from '@/lib/geo/nearest-dealers';

/**
 * Dealers that sell this type of vehicle: at least one active listing of its mobility type (a
 * caravan dealer is asked about a folding trailer too), and of its kind when enough dealers sell
 * that kind, so a camper goes to camper dealers where there are any.
 */
export async function dealersSelling(db: Db, mobilityType: MobilityType, kind: VehicleKind, enough: number): Promise<CandidateDealer[]> {
  const select = (sameKind: boolean) =>
    db
      .select({ id: dealers.id, name: dealers.name, city: dealers.city, email: dealers.email, latitude: dealers.latitude, longitude: dealers.longitude })
      .from(dealers)
      .where(
        exists(
          db
            .select({ one: listings.id })
            .from(listings)
            .where(and(eq(listings.dealerId, dealers.id), eq(listings.isActive, true), eq(listings.mobilityType, mobilityType), sameKind ? eq(listings.kind, kind) : undefined)),
        ),
      );
  const ofKind = await select(true);
  return ofKind.length >= enough ? ofKind : select(false);
}
