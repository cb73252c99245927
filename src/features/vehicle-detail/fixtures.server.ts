import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { database } from '@/db';
import { listings } from '@/db/schema';
import { detailPath } from '@/features/search';

/**
 * Test-only: detail paths the end-to-end suite and screenshots need (an inactive listing, one per
 * kind, listings with and without packages and an all-in deal), found in whatever inventory the
 * server was seeded with.
 */
export async function detailFixtures(): Promise<Record<string, string | null>> {
  const { db } = await database();
  const find = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ code: listings.code, title: listings.title, mobilityType: listings.mobilityType })
      .from(listings)
      .where(where)
      .orderBy(sql`cardinality(${listings.photos}) desc`, asc(listings.id))
      .limit(1);
    return row ? detailPath(row.mobilityType, row.title, row.code) : null;
  };
  const active = (kind: string) => find(and(eq(listings.isActive, true), eq(listings.kind, kind)));
  return {
    car: await active('personenwagen'),
    ebike: await active('ebike'),
    motor: await active('motor'),
    caravan: await active('caravan'),
    camper: await active('camper'),
    // An e-bike the feed sent with the cars' schemes: the page must not repeat them (issue 18).
    ebikeCarSchemes: await find(and(eq(listings.isActive, true), eq(listings.kind, 'ebike'), sql`${listings.certainties} && array['puntencheck40', 'omruilgarantie']::text[]`)),
    inactive: await find(and(eq(listings.isActive, false), eq(listings.mobilityType, 'car'))),
    // Packages and all-in deals (decision 014).
    withExtras: await find(and(eq(listings.isActive, true), eq(listings.mobilityType, 'car'), sql`jsonb_array_length(${listings.packages}) >= 2`, sql`(${listings.allInDeal}->>'price')::int > ${listings.price}`)),
    includedPackage: await find(and(eq(listings.isActive, true), sql`${listings.packages} @> '[{"price": 0}]'::jsonb`)),
    allInAsking: await find(and(eq(listings.isActive, true), sql`(${listings.allInDeal}->>'price')::int = ${listings.price}`)),
    plain: await find(and(eq(listings.isActive, true), eq(listings.mobilityType, 'car'), sql`${listings.packages} = '[]'::jsonb`, sql`${listings.allInDeal} is null`)),
  };
}
