import type { Database } from '@/db/connect';
import { createInventoryPlan, DEMO_SEED, generateListing, type GeneratedListing, type InventoryPlan } from './generator';
import { upsertDealers } from './import-dealers';
import { importDelivery, type ImportResult } from './import-listings';
import { createListingCodeSource } from './listing-code';
import { ensureDemoDealerServices } from './dealer-services-seed';
import { ensureDemoRegistrations, type RegistrySeedResult } from './registry-seed';
import { ensureDemoTrackedPhones } from './tracked-phone-seed';
import { listingCensus, readSeedRecord, recordSeedCompleted, recordSeedStarted } from './seed-record';
import { decideDemoSeed } from './seed-resume';

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
  /**
   * Resume at this index: listings [0, from) of this seed and `now` are in the database already
   * (an interrupted seed, see seed-resume.ts).
   */
  from?: number;
  /** Listings generated and handed to the import at a time. */
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedSummary {
  /** Listings written by this run (from `from` on). */
  listings: number;
  dealers: number;
  /** Records the import refused; the generator is tested to make none. */
  invalid: number;
  ms: number;
}

export interface EnsureResult {
  seeded: boolean;
  /** Set when an interrupted seed was completed: the listings it had left. */
  resumedFrom?: number;
  /** Listings in the database afterwards. */
  listings: number;
  dealers: number;
  /** The local plate registry of a demo database: plates added by this run. */
  registrations?: RegistrySeedResult;
  /** Demo dealers seeded before dealers had services that this run gave their services. */
  dealerServices?: number;
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
  const from = Math.max(0, Math.min(options.count, options.from ?? 0));
  await recordSeedStarted(database, { seed, target: options.count, planNow: plan.now });
  const dealerResult = await upsertDealers(
    database,
    plan.dealers.map((dealer) => dealer.record),
    { now: plan.now },
  );
  if (dealerResult.invalid.length) throw new Error(`Demodealers afgekeurd: ${dealerResult.invalid.map((problem) => problem.reason).join('; ')}`);

  const codes = createListingCodeSource(seed);
  // The listings before `from` took one code each, in order: skipping as many gives a resumed
  // seed the codes an uninterrupted one would have handed out (the import skips taken ones anyway).
  for (let i = 0; i < from; i++) codes.next();
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const summary: SeedSummary = { listings: 0, dealers: plan.dealers.length, invalid: 0, ms: 0 };
  const settle = (result: ImportResult) => {
    summary.listings += result.created + result.updated + result.unchanged;
    summary.invalid += result.invalid.length;
    options.onProgress?.({ listings: from + summary.listings + summary.invalid, total: options.count, ms: performance.now() - started });
  };
  let pending: Promise<ImportResult> | null = null;
  for (let start = from; start < options.count; start += batchSize) {
    const slice = await generateSlice(plan, start, Math.min(options.count, start + batchSize));
    if (pending) settle(await pending);
    pending = importDelivery(database, slice, { codes, now: plan.now, batchSize: 1000, relaxedDurability: true });
  }
  if (pending) settle(await pending);
  await recordSeedCompleted(database);
  summary.ms = performance.now() - started;
  return summary;
}

/**
 * Makes sure the demo inventory is all there (`npm start`): seeds an empty database, completes
 * a seed that was interrupted, and leaves a completed seed or a database of real listings alone.
 */
export async function ensureDemoInventory(database: Database, options: { count: number; seed?: number | string; onProgress?: (progress: SeedProgress) => void }): Promise<EnsureResult> {
  const started = performance.now();
  const [record, census] = await Promise.all([readSeedRecord(database), listingCensus(database)]);
  const decision = decideDemoSeed({ record, census, count: options.count, defaultSeed: options.seed ?? DEMO_SEED });
  if (decision.action === 'keep') {
    const registrations = record?.completed ? await ensureDemoRegistrations(database, { seed: record.seed }) : undefined;
    const dealerServices = record?.completed ? await ensureDemoDealerServices(database, { seed: record.seed }) : 0;
    if (record?.completed) await ensureDemoTrackedPhones(database, { seed: record.seed });
    return {
      seeded: false,
      listings: census.listings,
      dealers: census.dealers,
      ...(registrations ? { registrations } : {}),
      ...(dealerServices ? { dealerServices } : {}),
      ms: performance.now() - started,
    };
  }
  await seedDemoInventory(database, { count: decision.count, seed: decision.seed, now: decision.now, from: decision.from, onProgress: options.onProgress });
  // The seed record now holds this inventory's seed: the private registrations follow it.
  const seeded = await readSeedRecord(database);
  const registrations = seeded ? await ensureDemoRegistrations(database, { seed: seeded.seed }) : undefined;
  const after = await listingCensus(database);
  return {
    seeded: true,
    ...(decision.resumed ? { resumedFrom: decision.from } : {}),
    listings: after.listings,
    dealers: after.dealers,
    ...(registrations ? { registrations } : {}),
    ms: performance.now() - started,
  };
}
