import type { MobilityType } from '@/lib/vehicle/enums';
import type { BicycleKindCode } from './catalogue/types';
import { generateBicycle } from './generate/bicycle';
import { generateCamping, type CampingKind } from './generate/camping';
import { generateCar } from './generate/car';
import { DEFAULT_DEALER_COUNT, generateDealers, type GeneratedDealer } from './generate/dealers';
import type { ListingContext } from './generate/common';
import { generateExtras } from './generate/extras';
import { generateMotor } from './generate/motor';
import { demoPriceHistory } from './generate/price-drop';
import type { ListingRecord } from './import-schema';
import type { HistoricPrice } from './price-history';
import { createRandom, hashSeed, weightedTable, type Random } from './random';
import { buildSpecificationGroups } from './specification-groups';

/**
 * The demo inventory generator: pure and deterministic. The same seed and reference time give
 * the same dealers and the same listing n, whatever batch it is generated in, so a million
 * listings stream out in batches without being held in memory.
 */
export const DEMO_SEED = 1930;

/** What kind of vehicle a slot in the mix is. */
export type MixSlot = { mobilityType: 'car' } | { mobilityType: 'bicycle'; kind: BicycleKindCode } | { mobilityType: 'motor' } | { mobilityType: 'caramper'; kind: CampingKind };

/**
 * Every block of 100 listings holds exactly this mix, shuffled: 70 % cars, 15 % bicycles
 * (6 plain, 8 e-bikes, 1 speed pedelec), 8 % motorcycles, 7 % camping (4 caravans, 2 campers,
 * 1 folding trailer). Counts per type are therefore exact for every multiple of 100.
 */
const BLOCK: readonly (readonly [MixSlot, number])[] = [
  [{ mobilityType: 'car' }, 70],
  [{ mobilityType: 'bicycle', kind: 'fiets' }, 6],
  [{ mobilityType: 'bicycle', kind: 'ebike' }, 8],
  [{ mobilityType: 'bicycle', kind: 'highSpeedEbike' }, 1],
  [{ mobilityType: 'motor' }, 8],
  [{ mobilityType: 'caramper', kind: 'caravan' }, 4],
  [{ mobilityType: 'caramper', kind: 'camper' }, 2],
  [{ mobilityType: 'caramper', kind: 'vouwwagen' }, 1],
];
export const BLOCK_SIZE = 100;
const BLOCK_SLOTS: readonly MixSlot[] = BLOCK.flatMap(([slot, count]) => Array.from({ length: count }, () => slot));

/** Share of listings that are already sold (inactive). */
export const SOLD_SHARE = 0.025;
/** addedAt spreads over this many days before now, most of them recent. */
export const ADDED_WITHIN_DAYS = 120;

export interface InventoryPlan {
  seed: number | string;
  count: number;
  now: Date;
  dealers: GeneratedDealer[];
  dealerFor: Record<MobilityType, (random: Random) => GeneratedDealer>;
  blockCache: { block: number; slots: readonly MixSlot[] };
}

export interface PlanOptions {
  seed?: number | string;
  count: number;
  now?: Date;
  dealers?: number;
}

export function createInventoryPlan(options: PlanOptions): InventoryPlan {
  const seed = options.seed ?? DEMO_SEED;
  const dealers = generateDealers(seed, options.dealers ?? DEFAULT_DEALER_COUNT);
  const tableFor = (mobilityType: MobilityType) => weightedTable(dealers.filter((dealer) => dealer.mobilityTypes.includes(mobilityType)).map((dealer) => [dealer, dealer.size] as const));
  return {
    seed,
    count: options.count,
    now: options.now ?? new Date(),
    dealers,
    dealerFor: { car: tableFor('car'), bicycle: tableFor('bicycle'), motor: tableFor('motor'), caramper: tableFor('caramper') },
    blockCache: { block: -1, slots: [] },
  };
}

export function mixSlot(plan: InventoryPlan, index: number): MixSlot {
  const block = Math.floor(index / BLOCK_SIZE);
  if (plan.blockCache.block !== block) {
    plan.blockCache = { block, slots: createRandom(hashSeed(plan.seed, 'mix', block)).sample(BLOCK_SLOTS, BLOCK_SLOTS.length) };
  }
  return plan.blockCache.slots[index % BLOCK_SIZE] ?? { mobilityType: 'car' };
}

/** Most listings are recent, a few are four months old; some were added today or yesterday. */
export function addedAtFor(random: Random, now: Date): Date {
  const days = Math.min(ADDED_WITHIN_DAYS - 1, Math.floor(-Math.log(1 - random.next()) * 30));
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const day = new Date(midnight.getTime() - days * 86_400_000);
  const time = day.getTime() + random.int(7 * 3600, 21 * 3600) * 1000;
  if (time <= now.getTime()) return new Date(time);
  return new Date(midnight.getTime() + random.next() * Math.max(0, now.getTime() - midnight.getTime()));
}

export interface GeneratedListing {
  dealerExternalId: string;
  record: ListingRecord;
  /** Set for the listings whose price was lowered recently (generate/price-drop.ts). */
  priceHistory?: HistoricPrice[];
}

export function externalIdFor(index: number): string {
  return `VRD-${String(index + 1).padStart(7, '0')}`;
}

export function generateListing(plan: InventoryPlan, index: number): GeneratedListing {
  const random = createRandom(hashSeed(plan.seed, 'listing', index));
  const slot = mixSlot(plan, index);
  const dealer = plan.dealerFor[slot.mobilityType](random);
  const context: ListingContext = { random, now: plan.now, dealer, externalId: externalIdFor(index) };
  const draft =
    slot.mobilityType === 'car'
      ? generateCar(context)
      : slot.mobilityType === 'bicycle'
        ? generateBicycle(context, slot.kind)
        : slot.mobilityType === 'motor'
          ? generateMotor(context)
          : generateCamping(context, slot.kind);
  const record: ListingRecord = {
    ...draft,
    isActive: !random.chance(SOLD_SHARE),
    addedAt: addedAtFor(random, plan.now).toISOString(),
    specificationGroups: buildSpecificationGroups(draft),
    ...generateExtras(plan.seed, index, dealer.record.externalId, draft),
  };
  const priceHistory = demoPriceHistory(plan.seed, index, record, plan.now);
  return { dealerExternalId: dealer.record.externalId, record, ...(priceHistory && { priceHistory }) };
}

/** Listings [from, to) in batches of `size`, generated on demand. */
export function* generateListingBatches(plan: InventoryPlan, size: number, from = 0, to = plan.count): Generator<GeneratedListing[]> {
  for (let start = from; start < to; start += size) {
    const batch: GeneratedListing[] = [];
    for (let index = start; index < Math.min(to, start + size); index++) batch.push(generateListing(plan, index));
    yield batch;
  }
}
