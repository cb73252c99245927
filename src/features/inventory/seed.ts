import type { Database } from '@/db/connect';
import { createInventoryPlan, DEMO_SEED, generateListing, type GeneratedListing, type InventoryPlan } from './generator';
import { upsertDealers } from './import-dealers';
import { importDelivery, type ImportResult } from './import-listings';
import { createListingCodeSource } from './listing-code';

/**
 * Loads the demo inventory through the real import path. Listings are generated and written in
 * streamed batches, so memory stays flat however many are asked for; while one batch is being
 * written the next is generated (on PostgreSQL the two overlap).
 */
export interface SeedProgress {
  listings: number;
  total: number;
  ms: number;
}

export interface SeedOptions {
  count: number;
  seed?: number | string;
  now?: Date;
  dealers?: number;
  /** Listings generated and handed to the import at a time. */
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedSummary {
  listings: number;
  dealers: number;
  /** Records the import refused; the generator is tested to make none. */
  invalid: number;
  ms: number;
}

export interface EnsureResult {
  seeded: boolean;
  listings: number;
  dealers: number;
  ms: number;
}

const DEFAULT_BATCH = 2000;
const YIELD_EVERY = 100;

/** Generates listings [from, to), handing the event loop back now and then so a pending write can proceed. */
async function generateSlice(plan: InventoryPlan, from: number, to: number): Promise<GeneratedListing[]> {
  const slice: GeneratedListing[] = [];
  for (let index = from; index < to; index++) {
    slice.push(generateListing(plan, index));
    if ((index - from) % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return slice;
}

export async function seedDemoInventory(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEMO_SEED;
  const plan = createInventoryPlan({ seed, count: options.count, now: options.now, dealers: options.dealers });
  const dealerResult = await upsertDealers(
    database,
    plan.dealers.map((dealer) => dealer.record),
    { now: plan.now },
  );
  if (dealerResult.invalid.length) throw new Error(`Demodealers afgekeurd: ${dealerResult.invalid.map((problem) => problem.reason).join('; ')}`);

  const codes = createListingCodeSource(seed);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const summary: SeedSummary = { listings: 0, dealers: plan.dealers.length, invalid: 0, ms: 0 };
  const settle = (result: ImportResult) => {
    summary.listings += result.created + result.updated + result.unchanged;
    summary.invalid += result.invalid.length;
    options.onProgress?.({ listings: summary.listings + summary.invalid, total: options.count, ms: performance.now() - started });
  };
  let pending: Promise<ImportResult> | null = null;
  for (let from = 0; from < options.count; from += batchSize) {
    const slice = await generateSlice(plan, from, Math.min(options.count, from + batchSize));
    if (pending) settle(await pending);
    pending = importDelivery(database, slice, { codes, now: plan.now, batchSize: 1000, relaxedDurability: true });
  }
  if (pending) settle(await pending);
  summary.ms = performance.now() - started;
  return summary;
}

/** Seeds only when there are no listings yet (`npm start` on a fresh database). */
export async function ensureDemoInventory(database: Database, options: { count: number; seed?: number | string }): Promise<EnsureResult> {
  const started = performance.now();
  const [existing] = await database.query<{ listings: number; dealers: number }>('select (select count(*) from listings)::int as listings, (select count(*) from dealers)::int as dealers');
  if ((existing?.listings ?? 0) > 0 || options.count <= 0) {
    return { seeded: false, listings: existing?.listings ?? 0, dealers: existing?.dealers ?? 0, ms: performance.now() - started };
  }
  const summary = await seedDemoInventory(database, { count: options.count, seed: options.seed });
  return { seeded: true, listings: summary.listings, dealers: summary.dealers, ms: performance.now() - started };
}
