import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, type OpeningHoursEntry } from '@/db/schema';
import type { DealerService } from '@/lib/vehicle/enums';
import { dealersNear, type NearbyDealers, type RadiusKm } from './dealer-ranking';
import type { GeoPoint } from '@/lib/geo/coordinates';

export interface ServiceDealer {
  id: number;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  website: string | null;
  openingHours: OpeningHoursEntry[];
  latitude: number;
  longitude: number;
}

/** Every dealer offering the service; a few dozen rows, ranked in memory (dealer-ranking.ts). */
export async function dealersOffering(db: Db, service: DealerService): Promise<ServiceDealer[]> {
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      street: dealers.street,
      houseNumber: dealers.houseNumber,
      postalCode: dealers.postalCode,
      city: dealers.city,
      phone: dealers.phone,
      email: dealers.email,
      website: dealers.website,
      openingHours: dealers.openingHours,
      latitude: dealers.latitude,
      longitude: dealers.longitude,
    })
    .from(dealers)
    .where(sql`${service} = any(${dealers.services})`);
}

export async function serviceDealersNear(db: Db, service: DealerService, from: GeoPoint, radiusKm: RadiusKm): Promise<NearbyDealers<ServiceDealer>> {
  return dealersNear(await dealersOffering(db, service), from, radiusKm);
}
