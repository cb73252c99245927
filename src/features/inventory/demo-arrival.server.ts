import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { listings } from '@/db/schema';
import { createInventoryPlan, generateListing } from './generator';
import { importListings } from './import-listings';
import { readSeedRecord } from './seed-record';

export interface DemoArrival {
  title: string;
  brand: string;
  model: string;
  mobilityType: string;
  /** Euro cents. */
  price: number;
  /** Set once imported. */
  id?: number;
  code?: string;
}

/**
 * A new listing for the demo inventory, as a dealer's feed would deliver it: listing number
 * `target + offset` of the seed's own plan (so its dealer exists), imported through the import
 * path under an external id of its own. With `dryRun`, only what it will be; with `price`, the
 * same listing delivered again at that price (euro cents). For the end-to-end suite, which needs
 * "a matching listing arrives" and "its price drops" without a feed.
 */
export async function importDemoArrival(database: Database, offset: number, options: { dryRun?: boolean; now?: Date; price?: number } = {}): Promise<DemoArrival> {
  const seed = await readSeedRecord(database);
  if (!seed) throw new Error('no demo seed recorded');
  const plan = createInventoryPlan({ seed: seed.seed, count: seed.target, now: seed.planNow });
  const generated = generateListing(plan, seed.target + offset);
  const now = options.now ?? new Date();
  // Arrives now: the generator dates its listings back over the plan's months.
  // A second delivery with `price` is the dealer lowering (or raising) it: the import keeps addedAt.
  const record = { ...generated.record, isActive: true, externalId: `arrival-${offset}`, addedAt: now.toISOString(), ...(options.price === undefined ? {} : { price: options.price }) };
  const arrival: DemoArrival = { title: record.title, brand: record.brand, model: record.model, mobilityType: record.mobilityType, price: record.price };
  if (options.dryRun) return arrival;
  await importListings(database, generated.dealerExternalId, [record], { now });
  const [row] = await database.db.select({ id: listings.id, code: listings.code }).from(listings).where(eq(listings.externalId, record.externalId));
  return { ...arrival, id: row?.id, code: row?.code };
}
