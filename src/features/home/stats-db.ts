import { and, count, countDistinct, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { listings } from '@/db/schema';
import type { HomeStatsSource } from './stats-model';

export function databaseStatsSource(getDatabase: () => Promise<Database>): HomeStatsSource {
  return {
    async rows(mobility) {
      const { db } = await getDatabase();
      const active = and(eq(listings.isActive, true), eq(listings.mobilityType, mobility));
      // PGlite runs one query at a time anyway; on PostgreSQL the pool runs them side by side.
      const [totals, brandModels, kinds, bodyTypes] = await Promise.all([
        db.select({ total: count(), dealers: countDistinct(listings.dealerId) }).from(listings).where(active),
        db
          .select({ brand: listings.brand, model: listings.model, count: count() })
          .from(listings)
          .where(active)
          .groupBy(listings.brand, listings.model),
        db.select({ value: listings.kind, count: count() }).from(listings).where(active).groupBy(listings.kind),
        db.select({ value: listings.bodyType, count: count() }).from(listings).where(active).groupBy(listings.bodyType),
      ]);
      return { total: totals[0]?.total ?? 0, dealers: totals[0]?.dealers ?? 0, brandModels, kinds, bodyTypes };
    },

    async count(filter) {
      const { db } = await getDatabase();
      const conditions: SQL[] = [eq(listings.isActive, true), eq(listings.mobilityType, filter.mobility)];
      if (filter.kind !== undefined) conditions.push(eq(listings.kind, filter.kind));
      if (filter.bodyType !== undefined) conditions.push(eq(listings.bodyType, filter.bodyType));
      if (filter.brands !== undefined) conditions.push(inArray(listings.brand, [...filter.brands]));
      if (filter.models !== undefined) conditions.push(inArray(listings.model, [...filter.models]));
      if (filter.maxPriceCents !== undefined) conditions.push(lte(listings.price, filter.maxPriceCents));
      if (filter.minYear !== undefined) conditions.push(gte(listings.year, filter.minYear));
      const [row] = await db.select({ count: count() }).from(listings).where(and(...conditions));
      return row?.count ?? 0;
    },
  };
}
