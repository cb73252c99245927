import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers } from '@/db/schema';
import type { CandidateDealer } from '@/lib/geo/nearest-dealers';

/** Dealers that say they arrange financing (`dealers.services`, migration 0009; product §1). */
export async function financingDealers(db: Db): Promise<CandidateDealer[]> {
  return db
    .select({ id: dealers.id, name: dealers.name, city: dealers.city, email: dealers.email, latitude: dealers.latitude, longitude: dealers.longitude })
    .from(dealers)
    .where(sql`${'financing'} = any(${dealers.services})`);
}
